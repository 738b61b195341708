/**
 * The planner's estimate of a tsquery's matches, computed here from the statistics ANALYZE keeps,
 * instead of asking PostgreSQL to plan an EXPLAIN for it. The estimate decides how a search runs
 * (its counts in the sample first, its page found by walking the date index, a rare query counted
 * first), and asking cost a round trip and a plan per tsquery: about 1.3 ms of PostgreSQL's time
 * each, two to four a search, most of it reading the 5,000 most common lexemes of each partition
 * (migration 012) for every plan. The statistics are read once and kept for a minute.
 *
 * The arithmetic is PostgreSQL's own (ts_selfuncs.c, tsquerysel, as of PostgreSQL 18):
 * - a lexeme in the most common list has its frequency; any other, half the least frequency
 *   listed, at most 0.5 %;
 * - a prefix (`word:*`) adds up the listed lexemes it begins, as independent events, and
 *   extrapolates the share of them to the lexemes not listed; never less than a lexeme not listed;
 *   with fewer than 100 listed lexemes, 2 %;
 * - NOT is 1 - s, AND and FOLLOWED BY are s1 × s2, OR is s1 + s2 - s1 × s2, each kept in [0, 1];
 * - rows = selectivity × (1 - null fraction) × the partition's rows (its density at the last
 *   ANALYZE times its pages now), at least 1, rounded; the partitions' rows added up.
 * A partition without statistics, or a text this parser does not read, is asked of PostgreSQL.
 */
import { ExpiringCache } from "../analytics/expiring-cache";
import { databaseOrigin, type SearchDatabase } from "../db/planner-settings";

/** How long the statistics are kept: ANALYZE after an import changes them, rarely more often. */
export const STATISTICS_MAX_AGE_MS = 60_000;

/** PostgreSQL's selectivity for a lexeme it knows nothing about (DEFAULT_TS_MATCH_SEL). */
const DEFAULT_MATCH_SHARE = 0.005;
/** Fewer listed lexemes than this, and a prefix is given a fixed guess. */
const PREFIX_LIST_MIN = 100;

export interface PartitionStatistics {
  /** Rows the planner assumes: its density at the last ANALYZE times the pages now. */
  rows: number;
  nullShare: number;
  /** The most common lexemes and their frequencies (float4, as PostgreSQL keeps them). */
  frequencies: Map<string, number>;
  minFrequency: number;
}

export interface SearchStatistics {
  partitions: PartitionStatistics[];
  /** The statements table's row count at the last ANALYZE (at least 1). */
  statements: number;
}

interface StatisticsRow {
  reltuples: number;
  relpages: number;
  pages: number;
  null_frac: number | null;
  elems: string[] | null;
  freqs: number[] | null;
  statements: number;
}

/** The statistics of every partition of statement_search, or undefined when one has none. */
export async function readSearchStatistics(db: SearchDatabase): Promise<SearchStatistics | undefined> {
  const { rows } = await db.query<StatisticsRow>(
    `SELECT c.reltuples::float8 AS reltuples, c.relpages,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
            s.null_frac::float8 AS null_frac, s.most_common_elems::text::text[] AS elems,
            s.most_common_elem_freqs::float8[] AS freqs,
            (SELECT greatest(reltuples, 1) FROM pg_class WHERE oid = 'statements'::regclass)::float8 AS statements
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       LEFT JOIN pg_stats s ON s.schemaname = c.relnamespace::regnamespace::name
                           AND s.tablename = c.relname AND s.attname = 'search_vector'
      WHERE i.inhparent = 'statement_search'::regclass`,
  );
  if (!rows.length) return undefined;
  const partitions: PartitionStatistics[] = [];
  for (const row of rows) {
    // Never analysed, or no list of lexemes: PostgreSQL then guesses from widths and defaults,
    // which is not worth copying here.
    if (row.relpages <= 0 || row.reltuples < 0 || !row.elems || !row.freqs) return undefined;
    // The frequencies list ends with the least and the greatest frequency (ts_typanalyze.c).
    if (row.freqs.length !== row.elems.length + 2) return undefined;
    const freqs = row.freqs;
    const frequencies = new Map(row.elems.map((lexeme, i) => [lexeme, Math.fround(freqs[i]!)]));
    partitions.push({
      rows: row.pages > 0 ? Math.round((row.reltuples / row.relpages) * row.pages) : 0,
      nullShare: row.null_frac ?? 0,
      frequencies,
      minFrequency: Math.fround(row.freqs[row.freqs.length - 2]!),
    });
  }
  return { partitions, statements: rows[0]!.statements };
}

/** Per database: one entry, keyed by the generation it was read in. */
const kept = new WeakMap<object, ExpiringCache<SearchStatistics | undefined>>();
/** Bumped by forgetSearchStatistics: every database's statistics are read again. */
let generation = 0;

/**
 * The statistics of the database behind `db`, read at most once a minute (STATISTICS_MAX_AGE_MS).
 * A read that failed (its request went away) is forgotten at once.
 */
export function searchStatistics(db: SearchDatabase): Promise<SearchStatistics | undefined> {
  const origin = databaseOrigin(db);
  let cache = kept.get(origin);
  if (!cache) {
    cache = new ExpiringCache(STATISTICS_MAX_AGE_MS, 1);
    kept.set(origin, cache);
  }
  return cache.get(String(generation), () => readSearchStatistics(db));
}

/**
 * After an ANALYZE in this process: the statistics are read again at the next search. (Another
 * process's ANALYZE, an import's, is seen within a minute; until then only the choice of plan
 * follows the older statistics, never what a search finds.)
 */
export function forgetSearchStatistics(): void {
  generation++;
}

/** The planner's row estimate of `statement_search @@ tsquery`, or undefined for a text not read. */
export function estimateRows(statistics: SearchStatistics, tsquery: string): number | undefined {
  const tree = parseTsquery(tsquery);
  if (!tree) return undefined;
  let total = 0;
  for (const partition of statistics.partitions) {
    const share = selectivity(tree, partition) * (1 - partition.nullShare);
    const rows = share * partition.rows;
    // clamp_row_est: at least one row, whole rows.
    total += partition.rows === 0 ? 0 : rows <= 1 ? 1 : Math.round(rows);
  }
  return total;
}

type Node =
  | { op: "lexeme"; lexeme: string; prefix: boolean }
  | { op: "not"; arg: Node }
  | { op: "and" | "or" | "phrase"; left: Node; right: Node };

function selectivity(node: Node, stats: PartitionStatistics): number {
  let share: number;
  switch (node.op) {
    case "lexeme":
      share = node.prefix ? prefixShare(node.lexeme, stats) : lexemeShare(node.lexeme, stats);
      break;
    case "not":
      share = 1 - selectivity(node.arg, stats);
      break;
    case "and":
    case "phrase":
      share = selectivity(node.left, stats) * selectivity(node.right, stats);
      break;
    case "or": {
      const a = selectivity(node.left, stats);
      const b = selectivity(node.right, stats);
      share = a + b - a * b;
      break;
    }
  }
  return clampShare(share);
}

function lexemeShare(lexeme: string, stats: PartitionStatistics): number {
  return stats.frequencies.get(lexeme) ?? Math.min(DEFAULT_MATCH_SHARE, stats.minFrequency / 2);
}

function prefixShare(prefix: string, stats: PartitionStatistics): number {
  if (stats.frequencies.size < PREFIX_LIST_MIN) return DEFAULT_MATCH_SHARE * 4;
  let matched = 0;
  let listed = 0;
  let matchedCount = 0;
  for (const [lexeme, frequency] of stats.frequencies) {
    if (lexeme.startsWith(prefix)) {
      matched += frequency - matched * frequency;
      matchedCount++;
    }
    listed += frequency - listed * frequency;
  }
  const share = clampShare(matched) + (1 - clampShare(listed)) * (matchedCount / stats.frequencies.size);
  return Math.max(Math.min(DEFAULT_MATCH_SHARE, stats.minFrequency / 2), share);
}

function clampShare(share: number): number {
  return Math.max(0, Math.min(share, 1));
}

/**
 * A tsquery as PostgreSQL writes it ('a' & !( 'b' | 'c':* ) <-> 'd'), into a tree. Precedence,
 * tightest first: !, <->/<N>, &, |. Undefined for anything else.
 */
export function parseTsquery(text: string): Node | undefined {
  let at = 0;
  const space = () => {
    while (text[at] === " ") at++;
  };
  const operand = (): Node | undefined => {
    space();
    if (text[at] === "!") {
      at++;
      const arg = operand();
      return arg && { op: "not", arg };
    }
    if (text[at] === "(") {
      at++;
      const inner = or();
      space();
      if (!inner || text[at] !== ")") return undefined;
      at++;
      return inner;
    }
    if (text[at] !== "'") return undefined;
    at++;
    let lexeme = "";
    for (;;) {
      if (at >= text.length) return undefined;
      const char = text[at]!;
      if (char === "\\") {
        lexeme += text[at + 1] ?? "";
        at += 2;
      } else if (char === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (char === "'") {
        at++;
        break;
      } else {
        lexeme += char;
        at++;
      }
    }
    let prefix = false;
    if (text[at] === ":") {
      at++;
      while (at < text.length && /[*ABCDabcd]/.test(text[at]!)) {
        if (text[at] === "*") prefix = true;
        at++;
      }
    }
    return { op: "lexeme", lexeme, prefix };
  };
  // Each level is a chain of the next tighter one, joined by its operator, left to right.
  const chain =
    (next: () => Node | undefined, joins: () => boolean, op: "phrase" | "and" | "or") =>
    (): Node | undefined => {
      let left = next();
      for (;;) {
        space();
        if (!left || !joins()) return left;
        const right = next();
        if (!right) return undefined;
        left = { op, left, right };
      }
    };
  const symbol = (char: string) => () => {
    if (text[at] !== char) return false;
    at++;
    return true;
  };
  const follows = () => {
    const distance = /^<(-|\d+)>/.exec(text.slice(at));
    if (distance) at += distance[0].length;
    return distance !== null;
  };
  const phrase = chain(operand, follows, "phrase");
  const and = chain(phrase, symbol("&"), "and");
  const or = chain(and, symbol("|"), "or");
  const tree = or();
  space();
  return tree && at === text.length ? tree : undefined;
}
