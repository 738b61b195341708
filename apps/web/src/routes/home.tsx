import { CoverageSchema } from "@communique/core/contract";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { SearchBox } from "../components/search-box";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";
import { callApi } from "../server/api-client.server";
import { webContext } from "../server/load-context.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = webContext(context);
  try {
    const outcome = await callApi(api, "/api/coverage", CoverageSchema);
    return { coverage: outcome.ok ? outcome.answer : null };
  } catch {
    // The figures are a courtesy: the home page works without them.
    return { coverage: null };
  }
}

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("meta.tagline"));

export default function Home() {
  const { t, href } = useI18n();
  const { coverage } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("home.title")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <SearchBox size="large" advanced />
        {coverage ? (
          <ul className="figures" aria-label={t("home.figures")}>
            <li>{t("home.statementsIndexed", { count: coverage.statements })}</li>
            <li>
              {t("home.memberStatesCovered", {
                count: coverage.memberStates,
                total: coverage.memberStatesTotal,
              })}
            </li>
          </ul>
        ) : (
          <p className="meta-line">{t("home.statsUnavailable")}</p>
        )}
      </section>
      <section className="explore" aria-labelledby="explore-title">
        <h2 id="explore-title" className="visually-hidden">
          {t("home.explore")}
        </h2>
        <ul className="cards">
          <li>
            <AppLink to={href("/search")}>{t("nav.search")}</AppLink>
            <p>{t("home.exploreSearch")}</p>
          </li>
          <li>
            <AppLink to={href("/analytics")}>{t("nav.analytics")}</AppLink>
            <p>{t("home.exploreAnalytics")}</p>
          </li>
          <li>
            <AppLink to={href("/report")}>{t("nav.report")}</AppLink>
            <p>{t("home.exploreReport")}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
