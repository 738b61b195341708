import { tryDayNumber } from "./iso-date";

/** A calendar item as SPEC.md §3 defines it ("Calendar item"). */
export interface CalendarItem {
  id: string;
  /** Shown as the translated "Untitled" when absent or blank. */
  title?: string;
  startDate: string;
  /** Inclusive; defaults to startDate. */
  endDate?: string;
  /** One class, several separated by spaces, or a list. */
  classes?: string | string[];
  /** CSS declarations, applied through the CSSOM (see calendar-bar.tsx for why). */
  style?: string;
  url?: string;
}

/** An item checked and with its defaults applied; the title stays undefined until translated. */
export interface ParsedCalendarItem {
  id: string;
  title: string | undefined;
  startDate: string;
  endDate: string;
  startDay: number;
  endDay: number;
  classes: string[];
  style: string | undefined;
  url: string | undefined;
}

function invalid(id: string, problem: string): Error {
  return new Error(`Calendar item "${id}": ${problem}`);
}

// An item's url becomes an href: only web addresses (absolute or relative), never javascript: or data:.
function isWebUrl(url: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(url, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
}

export function parseCalendarItem(item: CalendarItem): ParsedCalendarItem {
  const { id } = item;
  if (typeof id !== "string" || id.trim() === "") throw invalid(String(id), "id must be a non-empty string");
  const startDay = tryDayNumber(item.startDate);
  if (startDay === null) throw invalid(id, `startDate "${item.startDate}" is not a valid YYYY-MM-DD date`);
  const endDate = item.endDate ?? item.startDate;
  const endDay = tryDayNumber(endDate);
  if (endDay === null) throw invalid(id, `endDate "${endDate}" is not a valid YYYY-MM-DD date`);
  if (endDay < startDay) throw invalid(id, `endDate ${endDate} is before startDate ${item.startDate}`);
  if (item.url !== undefined && !isWebUrl(item.url))
    throw invalid(id, `url "${item.url}" is not a web address`);
  const classes = typeof item.classes === "string" ? item.classes.split(/\s+/) : (item.classes ?? []);
  return {
    id,
    title: item.title?.trim() ? item.title : undefined,
    startDate: item.startDate,
    endDate,
    startDay,
    endDay,
    classes: classes.filter(Boolean),
    style: item.style?.trim() ? item.style : undefined,
    url: item.url,
  };
}

/** Every item parsed; the first invalid one throws, naming its id. Ids must be unique. */
export function parseCalendarItems(items: readonly CalendarItem[]): ParsedCalendarItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const parsed = parseCalendarItem(item);
    if (seen.has(parsed.id)) throw invalid(parsed.id, "the id is used by another item");
    seen.add(parsed.id);
    return parsed;
  });
}
