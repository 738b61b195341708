import type { MetaFunction } from "react-router";
import { AppLink } from "../components/app-link";
import { SearchBox } from "../components/search-box";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("meta.tagline"));

export default function Home() {
  const { t, href } = useI18n();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("home.title")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <SearchBox size="large" />
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
