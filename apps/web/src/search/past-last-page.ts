import { MAX_RESULT_WINDOW } from "@communique/core/vocabulary";

/** The last page a visitor can open: the results run out, or the browsable window does. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / size));
}

/**
 * The page asked for lies past the last one while there are results (a hand-edited or stale
 * link): the page says so and links to the last page, rather than show an empty list.
 */
export function pastLastPage(answer: {
  page: number;
  size: number;
  total: number;
  results: readonly unknown[];
}): { page: number; last: number } | null {
  if (answer.total === 0 || answer.results.length > 0) return null;
  const last = lastPage(answer.total, answer.size);
  return answer.page > last ? { page: answer.page, last } : null;
}
