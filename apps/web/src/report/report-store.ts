import { REPORT_MAX_NOTE, REPORT_MAX_TITLE, ReportTitleSchema } from "@communique/core/contract";
import { DATE_PRECISIONS } from "@communique/core/vocabulary";
import { useSyncExternalStore } from "react";
import { z } from "zod";
import { EXCERPT_CHARS, leadExcerpt } from "./excerpt";
import { mergeReports, type SharedReport } from "./merge-reports";

/**
 * The report lives in this browser only (localStorage): nothing is sent to the server. Items keep
 * what the report page needs to show them without asking the API, and the reader's note.
 */
export const ReportItemSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(2000),
  country: z.object({ code: z.string(), name: z.string() }),
  date: z.string(),
  datePrecision: z.enum(DATE_PRECISIONS),
  language: z.string(),
  /** The title's language when it differs from the statement's (a title built from metadata). */
  titleLanguage: z.string().optional(),
  url: z.string().nullable(),
  /** The statement's opening (leadExcerpt): shown and printed with the item. Older reports have none. */
  excerpt: z
    .string()
    .max(EXCERPT_CHARS + 1)
    .optional(),
  note: z.string().max(REPORT_MAX_NOTE).default(""),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

const STORAGE_KEY = "communique:report:v1";
/** Apart from the items, so that reports saved before titles existed read as they were. */
const TITLE_KEY = "communique:report:title:v1";
const EMPTY: readonly ReportItem[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: readonly ReportItem[] } = { raw: null, items: EMPTY };

/** Parses what is stored, keeping every valid item even if some are damaged. */
export function parseStoredReport(raw: string | null): ReportItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: ReportItem[] = [];
  for (const entry of value) {
    const parsed = ReportItemSchema.safeParse(entry);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      items.push(parsed.data);
    }
  }
  return items;
}

function read(): readonly ReportItem[] {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cache.raw) cache = { raw, items: parseStoredReport(raw) };
  return cache.items;
}

/** The stored title if it is one a report may have (one line, bounded), else none. */
export function parseStoredTitle(raw: string | null): string {
  const parsed = ReportTitleSchema.safeParse(raw ?? "");
  return parsed.success ? parsed.data : "";
}

/** What a reader types or pastes, made a title: control characters (tabs, line breaks) become spaces. */
export function cleanTitle(title: string): string {
  return title.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, REPORT_MAX_TITLE);
}

function readTitle(): string {
  return parseStoredTitle(localStorage.getItem(TITLE_KEY));
}

/** Either part may be left as it is (undefined): a title typed letter by letter rewrites only itself. */
function write(items: readonly ReportItem[] | undefined, title?: string) {
  if (items) localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  if (title !== undefined) localStorage.setItem(TITLE_KEY, title);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the report.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === TITLE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The report's items; empty while rendering on the server (the browser holds the report). */
export function useReport(): readonly ReportItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** The report's title, blank for none; blank while rendering on the server. */
export function useReportTitle(): string {
  return useSyncExternalStore(subscribe, readTitle, () => "");
}

export const report = {
  add(item: Omit<ReportItem, "note" | "excerpt"> & { note?: string; body?: string; excerpt?: string }) {
    const items = read();
    if (items.some((i) => i.id === item.id)) return;
    const { id, title, titleLanguage, country, date, datePrecision, language, url } = item;
    const excerpt = item.excerpt ?? (item.body ? leadExcerpt(item.body) : undefined);
    const entry = {
      id,
      title,
      country: { code: country.code, name: country.name },
      date,
      datePrecision,
      language,
      ...(titleLanguage && titleLanguage !== language ? { titleLanguage } : {}),
      url,
      ...(excerpt ? { excerpt } : {}),
    };
    write([...items, { ...entry, note: item.note ?? "" }]);
  },
  /** An item's excerpt from its statement's text, fetched for one saved before reports kept them. */
  setExcerptFrom(id: string, body: string) {
    write(read().map((i) => (i.id === id ? { ...i, excerpt: leadExcerpt(body) } : i)));
  },
  remove(id: string) {
    write(read().filter((i) => i.id !== id));
  },
  move(id: string, offset: -1 | 1) {
    const items = [...read()];
    const from = items.findIndex((i) => i.id === id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= items.length) return;
    [items[from], items[to]] = [items[to]!, items[from]!];
    write(items);
  },
  setNote(id: string, note: string) {
    write(read().map((i) => (i.id === id ? { ...i, note } : i)));
  },
  setTitle(title: string) {
    write(undefined, cleanTitle(title));
  },
  clear() {
    write([], "");
  },
  /** Makes a shared report the reader's: theirs, title included, is replaced. */
  replace(shared: SharedReport) {
    write(shared.items, shared.title);
  },
  /** Adds a shared report to the reader's (mergeReports says how); returns how many were added. */
  merge(shared: SharedReport): number {
    const mine = { items: read(), title: readTitle() };
    const merged = mergeReports(mine, shared);
    write(merged.items, merged.title);
    return merged.items.length - mine.items.length;
  },
};
