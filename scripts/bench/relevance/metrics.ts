/**
 * The figures of the relevance benchmark: nDCG@k, the BM25 baseline's scoring, and the names
 * set's precision and recall.
 */

export const CUTOFF = 10;

/** The names set (names.ts) reads the first page of 20, the API's default size. */
export const PRECISION_CUTOFF = 20;

/**
 * DCG with linear gain and a log2 discount, as trec_eval's ndcg_cut: Σ grade_i / log2(i + 1)
 * over ranks i = 1..k.
 */
export function dcg(grades: readonly number[], k = CUTOFF): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += grades[i]! / Math.log2(i + 2);
  return sum;
}

/**
 * nDCG@k of a ranking's grades, the ideal taken from every judged statement of the topic (all
 * its grades, best first). null when the topic has nothing relevant (no ideal to divide by).
 */
export function ndcg(ranked: readonly number[], judged: readonly number[], k = CUTOFF): number | null {
  const ideal = dcg(
    [...judged].sort((a, b) => b - a),
    k,
  );
  return ideal > 0 ? dcg(ranked, k) / ideal : null;
}

export function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
}

/**
 * Share of the first k results that are relevant, out of the results there are: a name found in
 * 12 speeches, all 12 returned first, has 1. null when nothing was returned (no precision to
 * speak of: the run counts those apart).
 */
export function precisionAt(
  ids: readonly string[],
  relevant: ReadonlySet<string>,
  k = PRECISION_CUTOFF,
): number | null {
  const top = ids.slice(0, k);
  return top.length ? top.filter((id) => relevant.has(id)).length / top.length : null;
}

/** Share of the relevant statements among those found; null when nothing is relevant. */
export function recall(found: readonly string[], relevant: ReadonlySet<string>): number | null {
  if (!relevant.size) return null;
  return new Set(found.filter((id) => relevant.has(id))).size / relevant.size;
}

// ---------------------------------------------------------------------------------------------
// BM25

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface Bm25Doc {
  id: string;
  /** Document length: the English analysis's positions (stop words removed). */
  length: number;
  /** Term frequencies of the lexemes of interest. */
  tf: Readonly<Record<string, number>>;
}

/**
 * Okapi BM25 (k1 1.2, b 0.75) of every statement of `docs` for the query's lexemes, summed over
 * the lexemes (no term must be present: BM25 is a disjunctive score), with Lucene's idf
 * ln(1 + (N − df + 0.5) / (df + 0.5)), which is never negative. Returns the ids of the top `k`
 * statements scoring above 0, best first (ties by id, so runs are repeatable).
 */
export function bm25Rank(docs: readonly Bm25Doc[], lexemes: readonly string[], k = CUTOFF): string[] {
  if (!docs.length || !lexemes.length) return [];
  const n = docs.length;
  const avgdl = docs.reduce((sum, d) => sum + d.length, 0) / n;
  const idf = new Map<string, number>();
  for (const lexeme of lexemes) {
    const df = docs.filter((d) => (d.tf[lexeme] ?? 0) > 0).length;
    idf.set(lexeme, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  const scored: { id: string; score: number }[] = [];
  for (const doc of docs) {
    let score = 0;
    for (const lexeme of lexemes) {
      const tf = doc.tf[lexeme] ?? 0;
      if (!tf) continue;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / avgdl);
      score += (idf.get(lexeme)! * tf * (BM25_K1 + 1)) / (tf + norm);
    }
    if (score > 0) scored.push({ id: doc.id, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return scored.slice(0, k).map((s) => s.id);
}
