import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";
import { HealthFilter } from "../source-health/health-filter";
import { loadSourcesHealth } from "../source-health/sources-health-api.server";
import { SourcesHealthTable } from "../source-health/sources-health-table";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return loadSourcesHealth(webContext(context).operate, pageLanguage(params, request), search);
}

// For operators, not readers: kept out of search engines' indexes (noindex), like a search.
export const meta: MetaFunction = (args) =>
  pageMeta(args, (t) => t("sourceHealth.title"), { kind: "coverage", noindex: true });

export default function CoverageSources() {
  const outcome = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <article className="coverage source-health">
      <p className="meta-line">
        <AppLink to={href("/coverage")} end>
          {t("coverage.title")}
        </AppLink>
      </p>
      <h1>{t("sourceHealth.title")}</h1>
      <p className="lead">{t("sourceHealth.lead")}</p>
      {outcome.ok ? (
        <>
          <p className="coverage-figures">
            {t("sourceHealth.totals", {
              count: outcome.answer.answer.totals.sources,
              flagged: outcome.answer.answer.totals.flagged,
            })}
          </p>
          <HealthFilter totals={outcome.answer.answer.totals} filter={outcome.answer.filter} />
          <p className="meta-line">{t("sourceHealth.note")}</p>
          {outcome.answer.answer.sources.length === 0 ? (
            <p className="notice">{t("sourceHealth.empty")}</p>
          ) : (
            <SourcesHealthTable sources={outcome.answer.answer.sources} />
          )}
        </>
      ) : (
        <p className="notice notice-error" role="alert" title={outcome.detail}>
          {t("sourceHealth.unavailable")}
        </p>
      )}
    </article>
  );
}
