import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AppLink } from "../components/app-link";
import { loadArticle } from "../content/content.server";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { webContext } from "../server/load-context.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { settings } = webContext(context);
  const lang = pageLanguage(params, request);
  const article = loadArticle(lang, params.slug ?? "", { product: settings.product, blocks: {} });
  if (!article) throw data(null, { status: 404 });
  return article;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, () => args.data?.meta.title ?? "", {
    kind: "articles",
    description: args.data?.meta.description,
  });

export default function Article() {
  const article = useLoaderData<typeof loader>();
  const { t, href, format } = useI18n();
  return (
    <article className="prose">
      <p className="breadcrumb">
        <AppLink to={href("/articles")}>{t("articles.backToList")}</AppLink>
      </p>
      <h1>{article.meta.title}</h1>
      {article.meta.date && (
        <p className="meta-line">{t("articles.published", { date: format.date(article.meta.date) })}</p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered on the server with raw HTML escaped. */}
      <div dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
