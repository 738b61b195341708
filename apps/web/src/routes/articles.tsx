import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { listArticles } from "../content/content.server";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = pageLanguage(params, request);
  return { articles: listArticles(lang, webContext(context).settings.product) };
}

export const meta: MetaFunction = (args) => pageMeta(args, (t) => t("articles.title"), { kind: "articles" });

export default function Articles() {
  const { articles } = useLoaderData<typeof loader>();
  const { t, href, format } = useI18n();
  return (
    <div className="prose">
      <h1>{t("articles.title")}</h1>
      <p className="lead">{t("articles.lead")}</p>
      {articles.length === 0 ? (
        <p>{t("articles.empty")}</p>
      ) : (
        <ul className="article-list">
          {articles.map((article) => (
            <li key={article.slug}>
              <h2>
                <AppLink to={href(`/articles/${article.slug}`)}>{article.meta.title}</AppLink>
              </h2>
              <p>{article.meta.description}</p>
              {article.meta.date && (
                <p className="meta-line">
                  {t("articles.published", { date: format.date(article.meta.date) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
