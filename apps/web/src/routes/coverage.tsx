import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { loadCoverage } from "../country-coverage/coverage-api.server";
import { CoverageGroup } from "../country-coverage/coverage-table";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCoverage(webContext(context).operate, pageLanguage(params, request));
}

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("coverage.title"), { kind: "coverage" });

export default function Coverage() {
  const outcome = useLoaderData<typeof loader>();
  const { t, format, href } = useI18n();
  return (
    <article className="coverage">
      <h1>{t("coverage.title")}</h1>
      <p className="lead">{t("coverage.lead")}</p>
      <p className="meta-line">
        <AppLink to={href("/coverage/sources")}>{t("coverage.sourcesLink")}</AppLink>
      </p>
      {outcome.ok ? (
        <>
          <ul className="figures coverage-figures" aria-label={t("coverage.figures")}>
            <li>
              {t("coverage.memberStatesWithSources", {
                count: outcome.answer.totals.memberStatesWithSources,
                total: outcome.answer.totals.memberStatesTotal,
              })}
            </li>
            <li>
              {t("coverage.memberStatesWithStatements", {
                count: outcome.answer.totals.memberStatesWithStatements,
                total: outcome.answer.totals.memberStatesTotal,
              })}
            </li>
            <li>{t("coverage.statements", { count: outcome.answer.totals.statements })}</li>
            <li>
              {t("coverage.sources", {
                count: outcome.answer.totals.sources,
                enabled: format.number(outcome.answer.totals.enabledSources),
              })}
            </li>
          </ul>
          <p className="meta-line">{t("coverage.note")}</p>
          {outcome.answer.groups.map((group) => (
            <CoverageGroup key={group.slug} group={group} />
          ))}
        </>
      ) : (
        <p className="notice notice-error" role="alert" title={outcome.detail}>
          {t("coverage.unavailable")}
        </p>
      )}
    </article>
  );
}
