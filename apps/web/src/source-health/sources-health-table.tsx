import type { SourceHealth } from "@communique/core/contract";
import { useI18n } from "../i18n/i18n-context";
import { healthChangeText } from "./health-change-text";

/** Every source in one table (some 260): it scrolls sideways on a narrow screen. */
export function SourcesHealthTable({ sources }: { sources: readonly SourceHealth[] }) {
  const { t } = useI18n();
  return (
    // Focusable so that keyboard users can scroll it (WCAG 2.1.1), named by the table's caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
    <section className="table-scroll" aria-labelledby="source-health-caption" tabIndex={0}>
      <table className="source-health-table">
        <caption id="source-health-caption" className="visually-hidden">
          {t("sourceHealth.tableCaption")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("sourceHealth.columnCountry")}</th>
            <th scope="col">{t("sourceHealth.columnSource")}</th>
            <th scope="col">{t("sourceHealth.columnKind")}</th>
            <th scope="col">{t("sourceHealth.columnCrawled")}</th>
            <th scope="col">{t("sourceHealth.columnHealth")}</th>
            <th scope="col">{t("sourceHealth.columnLastGood")}</th>
            <th scope="col">{t("sourceHealth.columnLastBad")}</th>
            <th scope="col">{t("sourceHealth.columnChange")}</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <SourceRow key={source.id} source={source} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SourceRow({ source }: { source: SourceHealth }) {
  const { t, format } = useI18n();
  const { lastGood, lastBad } = source;
  return (
    <tr
      data-source={source.id}
      data-flag={source.flag}
      className={source.flagged ? "source-flagged" : undefined}
    >
      <th scope="row">{source.countryName}</th>
      <td>
        {/* The public address the crawler reads, as written: a URL reads left to right everywhere. */}
        <a href={source.url} rel="nofollow noreferrer" className="source-url" dir="ltr">
          {source.url}
        </a>
        <code className="source-id" dir="ltr">
          {source.id}
        </code>
      </td>
      <td>
        {t(`sourceHealth.kind.${source.kind}`)}
        {source.rendered ? <div className="source-rendered">{t("sourceHealth.rendered")}</div> : null}
      </td>
      <td>
        {source.enabled ? (
          t("sourceHealth.yes")
        ) : (
          <>
            {t("sourceHealth.no")}
            {/* Written by an operator or the import, in its own language and direction. */}
            <span className="coverage-note" dir="auto">
              {source.disabledReason}
            </span>
          </>
        )}
      </td>
      <td>
        <span className={`health-flag health-${source.flag}`}>{t(`sourceHealth.flag.${source.flag}`)}</span>
      </td>
      <td>
        {lastGood ? (
          <>
            <time dateTime={lastGood.at}>{format.instant(lastGood.at)}</time>
            <span className="coverage-note">{t("sourceHealth.entries", { count: lastGood.items })}</span>
          </>
        ) : (
          <span className="coverage-absent">{t("coverage.never")}</span>
        )}
      </td>
      <td>
        {lastBad ? (
          <>
            <time dateTime={lastBad.at}>{format.instant(lastBad.at)}</time>
            <span className="coverage-note">
              {lastBad.reason === "no-items" ? (
                t("sourceHealth.noEntries")
              ) : lastBad.httpStatus ? (
                t("sourceHealth.http", { status: lastBad.httpStatus })
              ) : (
                <code dir="ltr">{lastBad.reason}</code>
              )}
            </span>
            {lastBad.message && lastBad.reason !== "no-items" && (
              <span className="coverage-note source-message" dir="ltr">
                {lastBad.message}
              </span>
            )}
          </>
        ) : (
          <span className="coverage-absent">{t("coverage.none")}</span>
        )}
      </td>
      <td className="source-change">{source.change ? healthChangeText(source.change, t, format) : ""}</td>
    </tr>
  );
}
