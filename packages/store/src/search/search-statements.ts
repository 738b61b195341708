import { LANGUAGE_CODES, type ParsedQuery, type QueryTerm, type SortOrder } from "@communique/core";
import type { SearchPage, SearchRequest } from "@communique/core/contract";
import type { SearchDatabase } from "../db/planner-settings";
import { STATEMENT_COLUMNS, type StatementRow, statementFields } from "../statements/statement-row";
import { type CompiledQuery, compileQuery } from "./compile-query";
import { countSearch, textQueryRunner } from "./count-statements";
import {
  eachInSample,
  type FacetCounts,
  matchesInSample,
  type RunQuery,
  SAMPLE_SHARE,
  shapeFacets,
} from "./facets";
import { estimateTsqueries, type MatchEstimate, suitsIndexWalk, walkThreshold } from "./index-walk";
import type { Lexizer } from "./lexizer";
import { matchedVariant } from "./matched-variant";
import { orderBySql } from "./order-by";
import { someOfTheClauses } from "./partial-matches";
import {
  appendFilter,
  buildSearchFilter,
  filteredTsquery,
  hasText,
  type SqlFilter,
  searchTsquery,
} from "./search-filters";
import { findMatches } from "./snippet";
import { checksPositions, unshingled, withoutLanguageTies } from "./tsquery-text";

export async function searchStatements(
  db: SearchDatabase,
  lexizer: Lexizer,
  request: SearchRequest,
  options: { rankCandidates?: number; facets?: boolean; exactCountLimit?: number } = {},
): Promise<SearchPage> {
  // The query and, for relevance, its adjacent words as a phrase, analysed side by side.
  const adjacent = request.sort === "relevance" ? adjacentWords(request.query) : undefined;
  const [compiled, adjacentMatch] = await Promise.all([
    compileQuery(db, request.query, request.filters.languages),
    adjacent ? compileQuery(db, adjacent, request.filters.languages).then(searchTsquery, () => "") : "",
  ]);
  const filter = buildSearchFilter(request.filters, compiled);
  const text = searchTsquery(compiled);
  const sort: SortOrder = request.sort === "relevance" && !text ? "recent" : request.sort;
  const offset = (request.page - 1) * request.size;
  // The planner's estimates of the query and of the relevance sets, in one round trip.
  const title = sort === "relevance" ? titleTsquery(text) : "";
  const [topic, longTopic] =
    sort === "relevance" ? [topicTsquery(text, "+"), topicTsquery(text, "++")] : ["", ""];
  // With filters, the counts' own estimate (the filters' lexemes ANDed); without, the query's.
  const countedText = filteredTsquery(request.filters, compiled);
  const [estimate, titleEstimate, adjacentEstimate, filteredEstimate, topicEstimate, longTopicEstimate] =
    await estimateTsqueries(db, [
      text,
      title,
      sort === "relevance" ? adjacentMatch : "",
      countedText === text ? "" : countedText,
      topic,
      longTopic,
    ]);
  const countedEstimate = countedText === text ? estimate : filteredEstimate;
  const rankCandidates = options.rankCandidates ?? RANK_CANDIDATES;
  const textMatch = hasText(compiled);
  const run = textQueryRunner(db, textMatch);
  const countAll = () =>
    options.facets === false
      ? Promise.resolve<FacetCounts>({ rows: [], sampled: false })
      : countSearch(request.filters, compiled, run, {
          estimate: countedEstimate,
          exactLimit: options.exactCountLimit,
          db,
        });
  // A rare query is counted first: when it matches nothing there is no page to rank, and a
  // search that finds nothing (a typo, a word in another language) costs its count alone.
  const countedFirst = textMatch && options.facets !== false && rare(estimate) ? await countAll() : undefined;
  const found = countedFirst === undefined || countedFirst.rows.some((row) => row.n > 0);
  const [fewTitles, fewAdjacent, fewTopics, fewLongTopics] = found
    ? await fewInSample(
        run,
        [
          few(titleEstimate) ? title : "",
          few(adjacentEstimate) ? adjacentMatch : "",
          few(topicEstimate) ? topic : "",
          few(longTopicEstimate) ? longTopic : "",
        ],
        estimate?.statements ?? 0,
      )
    : [false, false, false, false];
  // Like the titles, the words a statement dwells on imply its words (migration 019).
  const markedSet = (match: string) =>
    buildSearchFilter(request.filters, { ...compiled, match }, { alternativesApart: true });
  const featured: Featured = {
    // Title words are words of the statement too ('^x' only beside 'x', migration 010), so naming
    // the query in the title implies matching it: the set is the title query under the same
    // filters and exclusions, without the query itself, whose bitmap cost more than the rest
    // ("paix" with its equivalents at 100k: 13 ms with it, 6 without).
    ...(fewTitles
      ? {
          title: buildSearchFilter(
            request.filters,
            { ...compiled, match: titleTsquery(compiled.match) },
            { alternativesApart: true },
          ),
        }
      : {}),
    ...(fewAdjacent ? { adjacent: adjacentMatch } : {}),
    ...(fewTopics ? { topic: markedSet(topicTsquery(compiled.match, "+")) } : {}),
    ...(fewLongTopics ? { longTopic: markedSet(topicTsquery(compiled.match, "++")) } : {}),
  };
  const pageQuery =
    sort === "relevance"
      ? rankedPageSql(
          filter.where,
          [...filter.params],
          rankTsqueries(compiled, request.query),
          featured,
          request,
          offset,
          rankCandidates,
        )
      : orderedPageSql(filter.where, [...filter.params], sort, request, offset);

  // The planner's estimate leaves the language ties out ('franc' & '~len' counted as 'franc',
  // which French statements hold too). Where the query has ties and that estimate alone would
  // walk, the sample tells how many it really matches: "Франция" with its equivalents, estimated
  // at more than the walk needs and matching 2.8 % of 1M statements, took 176 ms walking and 44
  // through the bitmap; the count in the sample, 4 ms. Not for a phrase GIN cannot decide, whose
  // count would read every sample candidate's tsvector (fewInSample).
  const walkSuits = async (walked: number) => {
    if (!(await suitsIndexWalk(request.filters, estimate, walked))) return false;
    if (
      text === withoutLanguageTies(text) ||
      estimate!.matches / estimate!.statements >= SURE_SHARE ||
      checksPositions(text)
    )
      return true;
    // Counted only as far as the decision needs (a sample match more than the threshold).
    const threshold = walkThreshold(estimate!.statements, walked);
    const matches = await matchesInSample(run, text, threshold + SAMPLE_SHARE);
    return suitsIndexWalk(request.filters, { ...estimate!, matches }, walked);
  };
  const runPage = async () => {
    const window = offset + request.size;
    const walked = sort === "relevance" ? Math.max(rankCandidates, window) : window;
    const indexWalk = sort !== "country" && (await walkSuits(walked));
    return run<StatementRow>(pageQuery.sql, pageQuery.params, indexWalk);
  };
  const [page, counted] = await Promise.all([
    found ? runPage() : { rows: [] as StatementRow[] },
    countedFirst ?? countAll(),
  ]);

  // Titles are scanned too (not shown as snippets): a press release may name the query only there.
  const matches = await findMatches(
    [
      ...page.rows.map((row) => ({ text: row.body, language: row.language })),
      ...page.rows.map((row) => ({ text: row.title, language: row.language })),
    ],
    compiled.marks,
    lexizer,
  );
  const results = page.rows.map((row, i) => {
    const found = new Set([...matches[i]!.found, ...matches[i + page.rows.length]!.found]);
    const matched = matchedVariant(request.query, compiled, row.language, found);
    return {
      ...statementFields(row, request.lang),
      snippet: matches[i]!.snippet,
      ...(matched ? { matched } : {}),
    };
  });
  const { facets, total } = shapeFacets(counted, request.lang);
  const answer: SearchPage = {
    total,
    ...(counted.sampled ? { estimated: true } : {}),
    page: request.page,
    size: request.size,
    results,
    facets,
  };
  // Fewer matches than a page: the rest of it offers statements holding some of the words.
  const relaxed =
    sort === "relevance" && request.page === 1 && options.facets !== false && total < request.size
      ? someOfTheClauses(request.query, compiled)
      : undefined;
  if (relaxed) {
    const some = await searchStatements(
      db,
      lexizer,
      { ...request, query: relaxed },
      { ...options, facets: false },
    );
    const shown = new Set(results.map((r) => r.id));
    const partialMatches = some.results
      .filter((r) => !shown.has(r.id))
      .slice(0, request.size - results.length);
    if (partialMatches.length) answer.partialMatches = partialMatches;
  }
  return answer;
}

/**
 * PostgreSQL's guess for a word its statistics do not list (DEFAULT_TS_MATCH_SEL, half a per
 * cent of the rows): a word the index has never seen is estimated so, and so are rare ones.
 */
const UNLISTED_WORD_SHARE = 0.005;

/**
 * Whether the planner expects no more matches than it guesses for a word it does not know: such
 * a search is counted before its page is ranked, and one that finds nothing (a typo, a word read
 * in the wrong language) ranks nothing. Its facets count few rows, so counting first costs a rare
 * search latency, not work.
 */
function rare(estimate: MatchEstimate | undefined): boolean {
  return estimate !== undefined && estimate.matches <= estimate.statements * UNLISTED_WORD_SHARE;
}

/**
 * Relevance ranks at most RANK_CANDIDATES (500) matches, the most recent ones (all of them when
 * there are fewer), and beside them, however
 * old, the TITLE_CANDIDATES (100) most recent matches that name the query in their title (the
 * '^' lexemes, migration 010) and the RANK_CANDIDATES most recent that hold the words typed side
 * by side as a phrase (adjacentWords), and the TOPIC_CANDIDATES most recent that dwell on the query
(its words 3 and 10 times or more: '+' and '++' lexemes, migration 019). They are scored by cover density (ts_rank_cd: every
 * occurrence counts, a title's words ten times a body's; decision 015). Ranking must read each
 * candidate's whole tsvector from TOAST, which for a common term costs seconds at scale
 * (measured: 187 ms for 10,607 matches of 18k-character speeches). Matches past the candidates
 * follow by date, so every page is a slice of one fixed order.
 */
export const RANK_CANDIDATES = 500;
export const TITLE_CANDIDATES = 100;
/**
 * How many of the most recent statements dwelling on the query (its words 3 times or more, and
 * 10 times or more: migration 019) are ranked beside the rest, each set: "apartheid" is about
 * 53 General Debate speeches at length, from 1960 to 2024, all of them ranked (issue 36). With 250
 * the history set's nDCG@10 was the same (0.931 against 0.932), for up to 300 more tsvectors read.
 */
export const TOPIC_CANDIDATES = 100;
/**
 * Up to this many estimated matches, relevance ranks them all (the planner's estimate; the
 * window is this size, so a low estimate cannot make the cost unbounded).
 */

/**
 * Sets of matches ranked whatever their date, each only when the planner expects few enough of
 * them (FEATURED_MAX) for their bitmap to cost little: the matches naming the query in their
 * title, and those holding its words side by side. A common word in thousands of titles adds
 * nothing the most recent matches would not.
 */
const FEATURED_MAX = 5000;

/** Whether the planner expects at most FEATURED_MAX matches. */
function few(estimate: MatchEstimate | undefined): boolean {
  return estimate !== undefined && estimate.matches <= FEATURED_MAX;
}

/**
 * Whether each set the planner calls small (FEATURED_MAX) is so in the sample ("" is not asked,
 * and is not small). Its estimate of a lexeme past its statistics' list can be far too low: at 1M
 * statements '^human right' was expected 3,005 times and is in 17,300 titles, whose 100 most
 * recent cost 18 ms to sort; the word pair of "التنمية المستدامة" was expected once and is in
 * 13,362 statements (22 ms to sort its 500 most recent, and 533 more candidates ranked). Counted
 * in one round trip, only as far as the decision needs.
 */
async function fewInSample(
  run: RunQuery,
  tsqueries: readonly string[],
  statements: number,
): Promise<boolean[]> {
  // No set can be larger than the table: a small one needs no round trip.
  if (statements <= FEATURED_MAX) return tsqueries.map((tsquery) => tsquery !== "");
  // A phrase GIN cannot decide is taken on the planner's word: checking it reads every sample
  // candidate's tsvector (the ceasefire's equivalents typed out, with 'alto' <2> 'fueg': 82 ms).
  const asked = tsqueries.filter((tsquery) => tsquery !== "" && !checksPositions(tsquery));
  const counts = await eachInSample(run, asked, FEATURED_MAX + SAMPLE_SHARE);
  return tsqueries.map(
    (tsquery) =>
      tsquery !== "" && (!asked.includes(tsquery) || counts[asked.indexOf(tsquery)]! <= FEATURED_MAX),
  );
}

/**
 * The share of the best score of all that a language's best must reach to be ranked as its
 * peer (translate=add). Measured with bench:relevance on the 2024 General Debate: at 0 (every
 * language's best a peer) nDCG@10 with translate=add was 0.900–0.928 per query language, at 0.5
 * 0.911–0.939 (language-balance.test.ts: a lone passing mention stays below).
 */
const LANGUAGE_PEER = 0.5;

/**
 * Past this estimated share of the statements, the walk is taken on the planner's word even for a
 * query with language ties: for the ties to bring it under the walk's threshold (about 9 % at 1M)
 * most of its matches would have to be in other languages than its ties' ("paix" with its
 * equivalents: estimated 63 %, matching 63 %).
 */
const SURE_SHARE = 0.3;

interface Featured {
  title?: SqlFilter;
  adjacent?: string;
  /** The statements dwelling on the query's words (3 times or more, migration 019)... */
  topic?: SqlFilter;
  /** ...and those about it (10 times or more). */
  longTopic?: SqlFilter;
}

/**
 * What candidates are scored against: the query, or with equivalents (translate=add) one query
 * per language, indexed by its number (LANGUAGE_CODES), for statements in that language. A
 * statement in Chinese can hold only the Chinese side of "停火" with its nine equivalents in five
 * languages, and cover density costs with every operand it tries: scoring 500 candidates of it
 * took 15 ms with the whole query, 9.5 with their own language's (of which 9 reading the
 * tsvectors), the same scores.
 */
function rankTsqueries(compiled: CompiledQuery, query: ParsedQuery): string | (string | null)[] {
  const ranked = (match: string) => withoutLanguageTies(unshingled(searchTsquery({ ...compiled, match })));
  if (!hasEquivalents(query)) return ranked(compiled.match);
  return LANGUAGE_CODES.map((language) => {
    const match = compiled.languageMatch(language);
    return match ? ranked(match) : null;
  });
}

function rankedPageSql(
  where: string,
  params: unknown[],
  rankBy: string | (string | null)[],
  featured: Featured,
  request: SearchRequest,
  offset: number,
  candidates = RANK_CANDIDATES,
) {
  // With equivalents in other languages, each candidate's score is read against the best of its
  // own language (decision 015): English has the most statements, and so the most high-scoring
  // ones, and would otherwise fill the first pages by number alone. A language whose best is
  // weak (below LANGUAGE_PEER of the best of all) is read against that share of the best of all
  // instead: a passing mention is not raised to the top for being alone in its language.
  const score = hasEquivalents(request.query)
    ? `c.rank / NULLIF(greatest(max(c.rank) OVER (PARTITION BY c.language),
                                ${LANGUAGE_PEER} * max(c.rank) OVER ()), 0)`
    : "c.rank";
  params.push(rankBy, candidates, offset + request.size, request.size, offset);
  const n = params.length;
  const [q, k, window, size, skip] = [n - 4, n - 3, n - 2, n - 1, n].map((i) => `$${i}`);
  // A language none of whose variants is searched scores 0 (its statements matched through
  // another language's stem).
  const rank = (row: string) =>
    typeof rankBy === "string"
      ? `ts_rank_cd(${row}.search_vector, ${q}::tsquery, 1)`
      : `coalesce(ts_rank_cd(${row}.search_vector, (${q}::tsquery[])[${row}.language + 1], 1), 0)`;
  // "+ 0": through the index's bitmap, never a walk of the date index testing each row (such
  // matches are rare among all: 22 ms against 5 for the titles naming 'security' at 100k).
  const sets: string[] = [];
  if (featured.title) {
    sets.push(`(SELECT x.sid, x.date_start, x.language FROM statement_search x
                 WHERE ${appendFilter(params, featured.title)}
                 ORDER BY x.date_start + 0 DESC, x.sid LIMIT ${TITLE_CANDIDATES})`);
  }
  // The statements that dwell on the query, however old: the most recent TOPIC_CANDIDATES of each
  // set, the statements about it (smaller, so reaching further back) and those with a passage on it.
  for (const set of [featured.topic, featured.longTopic])
    if (set)
      sets.push(`(SELECT x.sid, x.date_start, x.language FROM statement_search x
                   WHERE ${appendFilter(params, set)}
                   ORDER BY x.date_start + 0 DESC, x.sid LIMIT ${TOPIC_CANDIDATES})`);
  if (featured.adjacent) {
    params.push(featured.adjacent);
    sets.push(`(SELECT x.sid, x.date_start, x.language FROM statement_search x
                 WHERE ${where} AND x.search_vector @@ $${params.length}::tsquery
                 ORDER BY x.date_start + 0 DESC, x.sid LIMIT ${k})`);
  }
  const featuredSql = sets.length
    ? sets.join(" UNION ")
    : "SELECT NULL::integer AS sid, NULL::date AS date_start, NULL::smallint AS language WHERE false";
  return {
    // The window is cut first (a bounded sort, or a walk of the date index that stops early) and
    // numbered afterwards: a row_number() below the LIMIT would sort every match (7 s at 1M).
    sql: `WITH recent AS (
            SELECT w.*, row_number() OVER (ORDER BY w.date_start DESC, w.sid) AS nth FROM (
              SELECT x.sid, x.date_start, x.language, x.search_vector FROM statement_search x WHERE ${where}
               ORDER BY x.date_start DESC, x.sid LIMIT GREATEST(${k}::int, ${window}::int)
            ) w
          ), featured AS (
            ${featuredSql}
          ), candidates AS (
            SELECT t.sid, t.date_start, t.language, ${rank("x")} AS rank
              FROM featured t JOIN statement_search x ON x.sid = t.sid
            UNION ALL
            SELECT r.sid, r.date_start, r.language, CASE WHEN r.nth <= ${k} THEN ${rank("r")} END
              FROM recent r WHERE r.sid NOT IN (SELECT sid FROM featured)
          )
          SELECT ${STATEMENT_COLUMNS} FROM (
            SELECT c.sid, c.date_start, ${score} AS score, c.rank FROM candidates c
             ORDER BY score DESC NULLS LAST, c.rank DESC NULLS LAST, c.date_start DESC, c.sid
             LIMIT ${size} OFFSET ${skip}
          ) r JOIN statements st ON st.sid = r.sid
          ORDER BY r.score DESC NULLS LAST, r.rank DESC NULLS LAST, r.date_start DESC, r.sid`,
    params,
  };
}

/** Whether a query carries equivalents in other languages (translate=add found some). */
function hasEquivalents(query: ParsedQuery): boolean {
  return query.clauses.some((clause) => clause.some((term) => term.language !== undefined));
}

/**
 * The query with each run of consecutive typed words (two or more) as one phrase, and each term
 * of several words (a translation) as a phrase: undefined when that changes nothing.
 */
export function adjacentWords(query: ParsedQuery): ParsedQuery | undefined {
  const clauses: QueryTerm[][] = [];
  let run: string[] = [];
  let changed = false;
  const endRun = () => {
    if (run.length > 1) changed = true;
    if (run.length) clauses.push([{ type: run.length > 1 ? "phrase" : "word", text: run.join(" ") }]);
    run = [];
  };
  for (const clause of query.clauses) {
    // A word's equivalents (translate=add) do not break the run: the words as typed, side by
    // side, are what the visitor meant ("new international economic order", each of whose last
    // three words has equivalents, ranked 0.18 instead of 1.0 when they did).
    const typed = clause.filter((term) => !term.language);
    const only = typed.length === 1 ? typed[0]! : undefined;
    if (only && only.type === "word" && !/\s/.test(only.text)) {
      run.push(only.text);
      continue;
    }
    endRun();
    clauses.push(
      clause.map((term) => {
        if (term.type === "word" && /\s/.test(term.text.trim())) {
          changed = true;
          return { ...term, type: "phrase" };
        }
        return term;
      }),
    );
  }
  endRun();
  return changed ? { ...query, clauses, exclude: [] } : undefined;
}

/** A query's tsquery on the title lexemes ('^' + lexeme): the same operators, each lexeme prefixed. */
export function titleTsquery(match: string): string {
  // Filter lexemes ('~lfr': a statement's language) stay as they are.
  return match.replace(/'((?:[^']|'')*)'/g, (whole, lexeme: string) =>
    lexeme.startsWith("~") ? whole : `'^${lexeme}'`,
  );
}

/**
 * A query's tsquery on the topic lexemes ('+' or '++' + lexeme, migration 019): the same
 * operators, but a phrase's order as AND (topic lexemes have no positions), and a shingle (a
 * phrase's words as one lexeme, 'unit nation') as its words.
 */
export function topicTsquery(match: string, prefix: "+" | "++"): string {
  if (!match) return "";
  const mark = (lexeme: string) => `'${prefix}${lexeme.replaceAll("'", "''")}'`;
  return match.replace(/'((?:[^']|'')*)'|<(?:\d+|-)>/g, (whole, quoted: string | undefined) => {
    if (quoted === undefined) return "&";
    const lexeme = quoted.replaceAll("''", "'");
    if (lexeme.startsWith("~")) return whole;
    if (!lexeme.includes(" ")) return mark(lexeme);
    return `( ${lexeme.split(" ").map(mark).join(" & ")} )`;
  });
}

/** One page in date or country order: the search table chooses the sids, statements gives the rest. */
function orderedPageSql(
  where: string,
  params: unknown[],
  sort: Exclude<SortOrder, "relevance">,
  request: SearchRequest,
  offset: number,
) {
  const order = orderBySql(sort, request.lang, params);
  params.push(request.size, offset);
  return {
    sql: `SELECT ${STATEMENT_COLUMNS} FROM (
            SELECT x.sid, x.date_start, x.country FROM statement_search x WHERE ${where}
             ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}
          ) x JOIN statements st ON st.sid = x.sid ORDER BY ${order}`,
    params,
  };
}
