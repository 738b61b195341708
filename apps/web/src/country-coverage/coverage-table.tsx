import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import type { CountryCoverage, CoveragePage } from "./coverage-api.server";

/** One group's countries: a table that scrolls sideways on a narrow screen rather than overflowing. */
export function CoverageGroup({ group }: { group: CoveragePage["groups"][number] }) {
  const { t } = useI18n();
  const titleId = `coverage-${group.slug}`;
  return (
    <section className="coverage-group" aria-labelledby={titleId}>
      <h2 id={titleId}>{group.name}</h2>
      {group.countries.length === 0 ? (
        <p className="meta-line">{t("coverage.groupEmpty")}</p>
      ) : (
        // Focusable so that keyboard users can scroll it; named by the table's caption, as the
        // section already is by the heading (two landmarks of one name would be ambiguous).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
        <section className="table-scroll" aria-labelledby={`${titleId}-caption`} tabIndex={0}>
          <table className="coverage-table">
            <caption id={`${titleId}-caption`} className="visually-hidden">
              {t("coverage.tableCaption", { group: group.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("coverage.columnCountry")}</th>
                <th scope="col">{t("coverage.columnSources")}</th>
                <th scope="col">{t("coverage.columnLastCrawl")}</th>
                <th scope="col">{t("coverage.columnNewest")}</th>
                <th scope="col">{t("coverage.columnStatements")}</th>
              </tr>
            </thead>
            <tbody>
              {group.countries.map((country) => (
                <CoverageRow key={country.code} country={country} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function CoverageRow({ country }: { country: CountryCoverage }) {
  const { t, format, href } = useI18n();
  const disabled = country.sources - country.enabledSources;
  const newest = country.newestStatement;
  return (
    <tr data-code={country.code}>
      <th scope="row">
        {country.statements > 0 ? (
          <AppLink to={`${href("/search")}?country=${encodeURIComponent(country.code)}&sort=recent`}>
            {country.name}
          </AppLink>
        ) : (
          country.name
        )}
        {country.kind === "former" && <span className="coverage-note"> ({t("coverage.formerState")})</span>}
      </th>
      <td className="coverage-number">
        {format.number(country.sources)}
        {disabled > 0 && (
          <span className="coverage-note">
            {t("coverage.sourcesDisabled", { disabled: format.number(disabled) })}
          </span>
        )}
      </td>
      <td>
        {country.lastCrawlAt ? (
          <>
            <time dateTime={country.lastCrawlAt}>{format.instant(country.lastCrawlAt)}</time>
            <CrawlOutcome country={country} />
          </>
        ) : (
          <span className="coverage-absent">{t("coverage.never")}</span>
        )}
      </td>
      <td>
        {newest ? (
          <time dateTime={newest.date}>{format.date(newest.date, newest.datePrecision)}</time>
        ) : (
          <span className="coverage-absent">{t("coverage.none")}</span>
        )}
      </td>
      <td className="coverage-number">{format.number(country.statements)}</td>
    </tr>
  );
}

/** Said only when the latest crawl was not a success. */
function CrawlOutcome({ country }: { country: CountryCoverage }) {
  const { t, format } = useI18n();
  if (country.lastSuccessAt === country.lastCrawlAt) return null;
  return (
    <span className="coverage-note">
      {country.lastSuccessAt
        ? t("coverage.lastSuccess", { date: format.instant(country.lastSuccessAt) })
        : t("coverage.noSuccess")}
    </span>
  );
}
