import { hasFoldableLetters, normalizeForIndex } from "@communique/core";

/**
 * A statement's title and body as the search index analyses them: the half of the analysis done
 * here (normalizeForIndex), whose result PostgreSQL's cq_statement_vector (migration 008) turns
 * into the search vector. Writing a statement and re-analysing it both go through these two, so
 * they cannot differ.
 */
export interface SearchText {
  titleNorm: string;
  bodyNorm: string;
  /** Whether either text holds a letter unaccent would change (otherwise folding is skipped). */
  fold: boolean;
}

export function searchText(title: string, body: string): SearchText {
  const titleNorm = normalizeForIndex(title);
  const bodyNorm = normalizeForIndex(body);
  return { titleNorm, bodyNorm, fold: hasFoldableLetters(titleNorm) || hasFoldableLetters(bodyNorm) };
}
