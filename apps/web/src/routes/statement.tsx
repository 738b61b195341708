import { useEffect } from "react";
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { pageLanguage } from "../i18n/resolve-language";
import { pageMeta } from "../page-meta";
import { textDirection } from "../search/result-item";
import { statementThroughApi } from "../server/api-client.server";
import { webContext } from "../server/load-context.server";
import { StatementActions } from "../statements/statement-actions";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = webContext(context);
  const lang = pageLanguage(params, request);
  const statement = await statementThroughApi(api, params.id ?? "", lang);
  if (!statement) throw data(null, { status: 404 });
  // The body is plain text: paragraphs are separated by blank lines; React escapes every one.
  const paragraphs = statement.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { statement: { ...statement, body: undefined }, paragraphs };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, () => args.data?.statement.title ?? "", args.data?.paragraphs[0]?.slice(0, 200));

export default function Statement() {
  const { statement, paragraphs } = useLoaderData<typeof loader>();
  const { t, format } = useI18n();
  const [params] = useSearchParams();
  const languageName = format.language(statement.language);

  // "Print" from a list of results opens this page with ?print=1.
  useEffect(() => {
    if (params.get("print") === "1") window.print();
  }, [params]);

  return (
    <article className="statement">
      <header>
        <h1 lang={statement.language} dir={textDirection(statement.language)}>
          {statement.title}
        </h1>
        <p className="meta-line">
          {t("search.resultMeta", {
            country: statement.country.name,
            date: format.date(statement.date, statement.datePrecision),
            language: languageName,
          })}
        </p>
        {statement.url && (
          <p className="original">
            <a href={statement.url} rel="noopener noreferrer external">
              {t("search.originalLink")}
            </a>
            <span className="print-only"> {statement.url}</span>
          </p>
        )}
        <StatementActions statement={statement} onPage />
      </header>
      <div className="statement-body prose" lang={statement.language} dir={textDirection(statement.language)}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
