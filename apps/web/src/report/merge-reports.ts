import type { ReportItem } from "./report-store";

export interface SharedReport {
  title: string;
  items: readonly ReportItem[];
}

/**
 * A shared report added to the reader's own: theirs stays as it is, in its order, with their
 * notes and title; the shared statements they do not have follow, in the shared order, with the
 * shared notes. A title is taken from the shared report only when theirs has none.
 */
export function mergeReports(mine: SharedReport, shared: SharedReport): SharedReport {
  const have = new Set(mine.items.map((item) => item.id));
  return {
    title: mine.title.trim() ? mine.title : shared.title,
    items: [...mine.items, ...shared.items.filter((item) => !have.has(item.id))],
  };
}
