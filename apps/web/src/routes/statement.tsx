import { ocrMetaOf, parseStatementDate } from "@communique/core";
import { StatementParamsSchema } from "@communique/core/contract";
import { Fragment, type ReactNode, useEffect } from "react";
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
import { JointDetails, JointLine } from "../statements/joint-signatories";
import { VersionsLine } from "../statements/language-versions";
import {
  blockPieces,
  blockText,
  type MarkedBlock,
  markedBlocks,
  type ParagraphPiece,
} from "../statements/marked-paragraphs";
import { MatchNavigator, matchId } from "../statements/match-navigator";
import { SpeakerLine } from "../statements/speaker-line";
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
  // The body is plain text whose lines give its structure (paragraphs, headings, lists:
  // docs/decisions/029-statement-structure.md); no HTML of the source reaches the page, and
  // React escapes every piece.
  const blocks = markedBlocks(statement.body, statement.matches);
  // Opened from a search (its address carries the search's parameters): the way back to it.
  address.delete("print");
  const fromSearch = address.size > 0 ? address.toString() : undefined;
  return {
    statement: { ...statement, body: undefined, matches: undefined },
    blocks,
    fromSearch,
    searched: query.size > 0,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const blocks = args.data?.blocks ?? [];
  const description = summary(blockText(blocks.find((block) => block.kind === "p") ?? blocks[0] ?? EMPTY));
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

const EMPTY: MarkedBlock = { kind: "p", pieces: [] };

export default function Statement() {
  const { statement, blocks, fromSearch, searched } = useLoaderData<typeof loader>();
  const { t, format, href } = useI18n();
  const matchCount = blocks
    .flatMap(blockPieces)
    .filter((piece) => typeof piece !== "string" && !piece.continued).length;
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
        <JointLine signatories={statement.signatories} />
        <VersionsLine versions={statement.versions} />
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
      <JointDetails statement={statement} />
      {searched && matchCount > 0 && <MatchNavigator total={matchCount} />}
      {searched && matchCount === 0 && (
        <p className="match-none">
          {t(statement.titleMatches ? "statement.noMatchInText" : "statement.noMatchAtAll")}
        </p>
      )}
      <div className="statement-body prose" lang={statement.language} dir={textDirection(statement.language)}>
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block's place in the text is its identity; the list never reorders.
          <BodyBlock key={index} block={block} />
        ))}
      </div>
    </article>
  );
}

/** One block of the body: a paragraph, a heading or a list (see markedBlocks). */
function BodyBlock({ block }: { block: MarkedBlock }) {
  if ("items" in block) {
    const List = block.kind;
    return (
      <List>
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one list never reorder.
          <li key={i} value={item.number}>
            <Pieces pieces={item.pieces} />
          </li>
        ))}
      </List>
    );
  }
  const Block = block.kind;
  return (
    <Block>
      <Pieces pieces={block.pieces} />
    </Block>
  );
}

/** A block's text with the query's matches marked; a single line break kept as one. */
function Pieces({ pieces }: { pieces: ParagraphPiece[] }) {
  return pieces.map((piece, i) =>
    typeof piece === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one block never reorder.
      <Lines key={i} text={piece} />
    ) : (
      <mark
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one block never reorder.
        key={i}
        id={piece.continued ? undefined : matchId(piece.match)}
        tabIndex={piece.continued ? undefined : -1}
      >
        <Lines text={piece.text} />
      </mark>
    ),
  );
}

function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one piece never reorder.
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
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
  const speakerName = metaText(meta, "speakerName");
  const speakerPost = metaText(meta, "speakerPost");
  const speaker = (speakerName || speakerPost) && (
    <SpeakerLine name={speakerName} post={speakerPost} writtenIn={statement.language} />
  );
  const symbol = metaText(meta, "symbol") ?? metaText(meta, "documentSymbol");
  // The statement's own period: its day, month or year (parseStatementDate reads what the API wrote).
  const period = parseStatementDate(statement.date);
  const rows: [string, ReactNode][] = [
    [t("statement.source"), corpus ?? statement.source],
    ...(session ? [[t("statement.session"), session] as [string, string]] : []),
    ...(speaker ? [[t("statement.speaker"), speaker] as [string, ReactNode]] : []),
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
            <dd>{typeof value === "string" ? <bdi>{value}</bdi> : value}</dd>
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
