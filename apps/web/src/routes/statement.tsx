import { parseStatementDate } from "@communique/core";
import { useEffect } from "react";
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { AppLink } from "../components/app-link";
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
        <h1 lang={statement.titleLanguage} dir={textDirection(statement.titleLanguage)}>
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
      <Provenance statement={statement} />
      <div className="statement-body prose" lang={statement.language} dir={textDirection(statement.language)}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

type PageStatement = ReturnType<typeof useLoaderData<typeof loader>>["statement"];

/** Text of a metadata field the importers write, or undefined (it is free-form JSON). */
function metaText(meta: Record<string, unknown>, key: string): string | undefined {
  const value = meta[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/**
 * Where the statement comes from, as far as its source says (corpus, session, speaker, document
 * symbol), and the ways on from it: more from the same issuer, the same day, month or year.
 */
function Provenance({ statement }: { statement: PageStatement }) {
  const { t, href, format } = useI18n();
  const meta = statement.meta;
  const corpus = metaText(meta, "corpus");
  const session = metaText(meta, "session");
  const speaker = [metaText(meta, "speakerName"), metaText(meta, "speakerPost")].filter(Boolean).join(", ");
  const symbol = metaText(meta, "symbol") ?? metaText(meta, "documentSymbol");
  // The statement's own period: its day, month or year (parseStatementDate reads what the API wrote).
  const period = parseStatementDate(statement.date);
  const rows: [string, string][] = [
    [t("statement.source"), corpus ?? statement.source],
    ...(session ? [[t("statement.session"), session] as [string, string]] : []),
    ...(speaker ? [[t("statement.speaker"), speaker] as [string, string]] : []),
    ...(symbol ? [[t("statement.symbol"), symbol] as [string, string]] : []),
    [t("statement.indexed"), format.date(statement.indexedAt.slice(0, 10), "day")],
  ];
  return (
    <aside className="provenance" aria-labelledby="provenance-title">
      <h2 id="provenance-title">{t("statement.provenance")}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <ul className="more-links">
        <li>
          <AppLink to={`${href("/search")}?country=${encodeURIComponent(statement.country.code)}`}>
            {t("statement.moreFromCountry", { country: statement.country.name })}
          </AppLink>
        </li>
        {period && (
          <li>
            <AppLink to={`${href("/search")}?from=${period.start}&to=${period.end}`}>
              {t("statement.samePeriod", {
                precision: statement.datePrecision,
                date: format.date(statement.date, statement.datePrecision),
              })}
            </AppLink>
          </li>
        )}
      </ul>
    </aside>
  );
}
