import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { SearchBox } from "../components/search-box";
import { tools, useI18n } from "../i18n/i18n-context";
import { messagesOf } from "../i18n/messages-store";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta, rootData } from "../page-meta";
import { textDirection } from "../search/result-item";
import { searchThroughApi } from "../search/search-api.server";
import { callOperation } from "../server/api-client.server";
import { webContext } from "../server/load-context.server";
import { websiteJsonLd } from "../structured-data";

/** How many of the newest statements the home page lists. */
const LATEST = 6;

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { operate } = webContext(context);
  const lang = pageLanguage(params, request);
  // The figures and the newest statements are a courtesy: the home page works without them.
  const [coverage, latest] = await Promise.all([
    callOperation(operate, "getCoverage", new URLSearchParams()).then(
      (outcome) => (outcome.ok ? outcome.answer : null),
      () => null,
    ),
    // One browse of the newest: its results, and its facets say what the index holds.
    searchThroughApi(operate, new URLSearchParams({ sort: "recent", size: String(LATEST), lang })).then(
      (outcome) => (outcome.ok ? outcome.answer : null),
      () => null,
    ),
  ]);
  return { coverage, latest };
}

export const meta: MetaFunction = (args) => {
  const root = rootData(args.matches);
  const jsonLd = root
    ? websiteJsonLd({
        product: root.product,
        origin: root.origin,
        lang: root.lang,
        description: tools(root.lang, messagesOf(root.lang), root.product).t("meta.description"),
      })
    : undefined;
  return pageMeta(args, (t) => t("meta.tagline"), { kind: "home", jsonLd });
};

export default function Home() {
  const { t, href } = useI18n();
  const { coverage, latest } = useLoaderData<typeof loader>();
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
      {latest && latest.results.length > 0 && <Latest latest={latest} />}
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

type LatestAnswer = NonNullable<Awaited<ReturnType<typeof loader>>["latest"]>;

/** The newest statements, and what the index holds: by language, by group, up to which date. */
function Latest({ latest }: { latest: LatestAnswer }) {
  const { t, href, format } = useI18n();
  const newest = latest.results[0]!;
  const languages = latest.facets.languages.filter((l) => l.count > 0);
  const groups = latest.facets.groups.filter((g) => g.count > 0);
  return (
    <div className="home-columns">
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title">{t("home.latest")}</h2>
        <ol className="latest-list">
          {latest.results.map((result) => (
            <li key={result.id}>
              <AppLink
                to={href(`/statements/${encodeURIComponent(result.id)}`)}
                lang={result.titleLanguage}
                dir={textDirection(result.titleLanguage)}
              >
                {result.title}
              </AppLink>
              <p className="meta-line">
                {t("search.resultMeta", {
                  country: result.country.name,
                  date: format.date(result.date, result.datePrecision),
                  language: format.language(result.language),
                })}
              </p>
            </li>
          ))}
        </ol>
        <p>
          <AppLink to={href("/search")}>{t("home.allLatest")}</AppLink>
        </p>
      </section>
      <section className="holdings" aria-labelledby="holdings-title">
        <h2 id="holdings-title">{t("home.holdings")}</h2>
        <p>{t("home.newestDate", { date: format.date(newest.date, newest.datePrecision) })}</p>
        <h3>{t("filters.language")}</h3>
        <ul className="holdings-list">
          {languages.map((language) => (
            <li key={language.code}>
              <AppLink to={`${href("/search")}?language=${language.code}`}>
                {format.language(language.code)}
              </AppLink>
              <span className="count">{format.number(language.count)}</span>
            </li>
          ))}
        </ul>
        <h3>{t("filters.groups")}</h3>
        <ul className="holdings-list">
          {groups.map((group) => (
            <li key={group.slug}>
              <AppLink to={`${href("/search")}?group=${group.slug}`}>{group.name}</AppLink>
              <span className="count">{format.number(group.count)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
