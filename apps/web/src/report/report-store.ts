import { DATE_PRECISIONS } from "@communique/core/vocabulary";
import { useSyncExternalStore } from "react";
import { z } from "zod";

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
  url: z.string().nullable(),
  note: z.string().max(5000).default(""),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

const STORAGE_KEY = "communique:report:v1";
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

function write(items: readonly ReportItem[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the report.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
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

export const report = {
  add(item: Omit<ReportItem, "note"> & { note?: string }) {
    const items = read();
    if (items.some((i) => i.id === item.id)) return;
    const { id, title, country, date, datePrecision, language, url } = item;
    const entry = {
      id,
      title,
      country: { code: country.code, name: country.name },
      date,
      datePrecision,
      language,
      url,
    };
    write([...items, { ...entry, note: item.note ?? "" }]);
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
  clear() {
    write([]);
  },
  replace(items: readonly ReportItem[]) {
    write(items);
  },
};
