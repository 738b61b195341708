/**
 * The names set's measurement (bench-relevance.ts): every name × query language is searched over
 * the whole corpus through the API with translate=add, and English also as typed (translate=keep).
 * The first page (20) gives precision, the export of every match gives recall, both against the
 * corpus speeches whose English text contains the name (names.ts).
 */
import type { Judgments } from "./judgments";
import { mean, PRECISION_CUTOFF, precisionAt, recall } from "./metrics";
import type { NameEntry, NameKind } from "./names";
import { ask, exportIds, type Mode, searchParams, type TranslateSupport } from "./search-api";
import { QUERY_LANGUAGES, type QueryLanguage } from "./topics";

/**
 * The corpus speeches that contain a name. The fictional statements are left out: they are not
 * English, and the judge grades them by topic id, which some names share (refugees, ukraine).
 */
export function speechesContaining(judgments: Judgments, entry: NameEntry): Set<string> {
  const graded = [...(judgments.grades.get(entry.id)?.keys() ?? [])];
  return new Set(graded.filter((id) => judgments.docs.get(id)?.fictional === false));
}

export interface NameRun {
  mode: Mode;
  params: string;
  status: number;
  /** The first page as a reader sees it: the matches, then any partial matches. */
  top: string[];
  /** How many of `top` contain the name. */
  topRelevant: number;
  precision: number | null;
  recall: number | null;
  /** The API's total (partial matches aside), and how many statements the export listed. */
  total: number | null;
  exported: number | null;
  error?: string;
}

export interface NameFigures {
  name: string;
  kind: NameKind;
  language: QueryLanguage;
  query: string;
  /** Corpus speeches that contain the name. */
  speeches: number;
  add: NameRun | null;
  /** English only: the query as typed. */
  keep: NameRun | null;
}

async function measure(
  base: string,
  query: string,
  translate: Mode | null,
  relevant: ReadonlySet<string>,
): Promise<NameRun> {
  const params = searchParams({}, query, translate, PRECISION_CUTOFF);
  const page = await ask(base, params);
  const all = page.error ? undefined : await exportIds(base, params);
  const error = page.error ?? all?.error;
  const top = page.ids.slice(0, PRECISION_CUTOFF);
  return {
    mode: translate ?? "keep",
    params: params.toString(),
    status: all?.status ?? page.status,
    top,
    topRelevant: top.filter((id) => relevant.has(id)).length,
    precision: precisionAt(top, relevant),
    recall: recall(all?.ids ?? [], relevant),
    total: page.total,
    exported: all ? all.ids.length : null,
    ...(error ? { error } : {}),
  };
}

/** Every name × language, sequentially (two calls each: the page, then the export). */
export async function measureNames(
  base: string,
  support: TranslateSupport,
  judgments: Judgments,
  names: readonly NameEntry[],
): Promise<NameFigures[]> {
  const rows: NameFigures[] = [];
  for (const entry of names) {
    const relevant = speechesContaining(judgments, entry);
    for (const language of QUERY_LANGUAGES) {
      const query = entry.queries[language];
      const add = support.addAnswered ? await measure(base, query, "add", relevant) : null;
      const keep =
        language === "en" ? await measure(base, query, support.sendKeep ? "keep" : null, relevant) : null;
      for (const run of [add, keep]) {
        if (run?.error) console.log(`  ${entry.id} ${language} ${run.mode}: ${run.status} ${run.error}`);
      }
      rows.push({ name: entry.id, kind: entry.kind, language, query, speeches: relevant.size, add, keep });
    }
  }
  return rows;
}

/** A query that returned nothing at all: no match and no partial match. */
export const noResult = (run: NameRun | null): boolean => run !== null && run.top.length === 0;

export interface NameLanguageRow {
  /** "en (typed)": English with translate=keep; every other row is translate=add. */
  language: QueryLanguage | "en (typed)";
  names: number;
  /** Mean over the names that returned something. */
  precision: number | null;
  /** Mean over every name (nothing returned: 0). */
  recall: number | null;
  noResult: number;
}

export function nameLanguageRows(rows: readonly NameFigures[]): NameLanguageRow[] {
  const row = (language: NameLanguageRow["language"], runs: readonly (NameRun | null)[]): NameLanguageRow => {
    const measured = runs.filter((r): r is NameRun => r !== null);
    return {
      language,
      names: measured.length,
      precision: mean(measured.map((r) => r.precision)),
      recall: mean(measured.map((r) => r.recall)),
      noResult: measured.filter((r) => noResult(r)).length,
    };
  };
  const out: NameLanguageRow[] = [];
  for (const language of QUERY_LANGUAGES) {
    const asked = rows.filter((r) => r.language === language);
    const add = asked.map((r) => r.add);
    out.push(row(language, add));
    if (language === "en") {
      const typed = asked.map((r) => r.keep);
      out.push(row("en (typed)", typed));
    }
  }
  return out.filter((r) => r.names > 0);
}

export interface NoResultPair {
  name: string;
  language: QueryLanguage;
  mode: Mode;
  query: string;
}

/** The name × language × mode queries that returned nothing, in the set's order. */
export function noResultPairs(rows: readonly NameFigures[]): NoResultPair[] {
  return rows.flatMap((r) =>
    [r.add, r.keep]
      .filter((run): run is NameRun => noResult(run))
      .map((run) => ({ name: r.name, language: r.language, mode: run.mode, query: r.query })),
  );
}
