import { ocrMetaOf, parseStatementDate } from "@communique/core";
import { StatementParamsSchema } from "@communique/core/contract";
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
import { ogImagePath } from "../og-image-kinds";
import { absoluteUrl, pageMeta, rootData, summary } from "../page-meta";
import { textDirection } from "../search/result-item";
import { statementThroughApi } from "../server/api-client.server";
import { webContext } from "../server/load-context.server";
import { markedParagraphs, type ParagraphPiece } from "../statements/marked-paragraphs";
import { MatchNavigator, matchId } from "../statements/match-navigator";
import { StatementActions } from "../statements/statement-actions";
import { statementJsonLd } from "../structured-data";

/** The parameters of a search that locate its words in a statement (its query, not its filters). */
const QUERY_PARAMS = Object.keys(StatementParamsSchema.shape).filter((name) => name !== "lang");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { operate } = webContext(context);
  const lang = pageLanguage(params, request);
  const address = new URL(request.url).searchParams;
  const query = new URLSearchParams(
    [...address].filter(([name, value]) => QUERY_PARAMS.includes(name) && value),
  );
  const statement = await statementThroughApi(operate, params.id ?? "", lang, query);
  if (!statement) throw data(null, { status: 404 });
  // The body is plain text: paragraphs are separated by blank lines; React escapes every one.
  const paragraphs = markedParagraphs(statement.body, statement.matches);
  // Opened from a search (its address carries the search's parameters): the way back to it.
  address.delete("print");
  const fromSearch = address.size > 0 ? address.toString() : undefined;
  return {
    statement: { ...statement, body: undefined, matches: undefined },
    paragraphs,
    fromSearch,
    searched: query.size > 0,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const description = summary(plainText(args.data?.paragraphs[0]));
  const root = rootData(args.matches);
  const statement = args.data?.statement;
  const jsonLd =
    root && statement
      ? statementJsonLd(
          statement,
          absoluteUrl(root, `/${root.lang}/statements/${encodeURIComponent(statement.id)}`),
          description,
          absoluteUrl(root, ogImagePath("statement", root.lang)),
        )
      : undefined;
  return pageMeta(args, () => statement?.title ?? "", { kind: "statement", description, jsonLd });
};

const plainText = (pieces: ParagraphPiece[] = []) =>
  pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");

export default function Statement() {
  const { statement, paragraphs, fromSearch, searched } = useLoaderData<typeof loader>();
  const { t, format, href } = useI18n();
  const matchCount = paragraphs.flat().filter((piece) => typeof piece !== "string").length;
  const [params] = useSearchParams();
  const languageName = format.language(statement.language);

  // "Print" from a list of results opens this page with ?print=1.
  useEffect(() => {
    if (params.get("print") === "1") window.print();
  }, [params]);

  return (
    <article className="statement">
      {fromSearch && (
        <p className="back-to-results">
          <AppLink to={`${href("/search")}?${fromSearch}#result-${encodeURIComponent(statement.id)}`}>
            {t("statement.backToResults")}
          </AppLink>
        </p>
      )}
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
      <OcrNotice statement={statement} />
      <Provenance statement={statement} />
      {searched && matchCount > 0 && <MatchNavigator total={matchCount} />}
      {searched && matchCount === 0 && (
        <p className="match-none">
          {t(statement.titleMatches ? "statement.noMatchInText" : "statement.noMatchAtAll")}
        </p>
      )}
      <div className="statement-body prose" lang={statement.language} dir={textDirection(statement.language)}>
        {paragraphs.map((pieces, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's place in the text is its identity; the list never reorders.
          <p key={index}>
            {pieces.map((piece, i) =>
              typeof piece === "string" ? (
                piece
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one paragraph never reorder.
                <mark key={i} id={matchId(piece.match)} tabIndex={-1}>
                  {piece.text}
                </mark>
              ),
            )}
          </p>
        ))}
      </div>
    </article>
  );
}

type PageStatement = ReturnType<typeof useLoaderData<typeof loader>>["statement"];

/**
 * A text read by OCR from a scanned document (meta.ocr, written by the crawler) may hold misread
 * letters: the reader is told so before the text, and pointed to the original, which is what counts.
 */
function OcrNotice({ statement }: { statement: PageStatement }) {
  const { t } = useI18n();
  if (!ocrMetaOf(statement.meta)) return null;
  return (
    <p className="notice ocr-notice" role="note">
      {t("statement.ocrNotice")}
      {statement.url && (
        <>
          {" "}
          <a href={statement.url} rel="noopener noreferrer external">
            {t("statement.ocrOriginal")}
          </a>
        </>
      )}
    </p>
  );
}

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
