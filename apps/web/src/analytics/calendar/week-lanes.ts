import type { ParsedCalendarItem } from "./calendar-item";

const DAYS_PER_WEEK = 7;

/** The part of an item that falls in one week row: one bar, on one lane. */
export interface WeekBar {
  item: ParsedCalendarItem;
  /** 0 to 6, counted from the row's first day (which depends on the first day of the week). */
  startColumn: number;
  /** Days covered in this row, 1 to 7. */
  span: number;
  lane: number;
  /** The item began in an earlier row, or ends in a later one: the bar is clipped there. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface WeekLayout {
  /** Ordered by lane, then by column: the order a row of lanes is drawn in. */
  bars: WeekBar[];
  laneCount: number;
}

type Clipped = Omit<WeekBar, "lane">;

function clip(item: ParsedCalendarItem, weekStart: number): Clipped | null {
  const weekEnd = weekStart + DAYS_PER_WEEK - 1;
  if (item.endDay < weekStart || item.startDay > weekEnd) return null;
  const first = Math.max(item.startDay, weekStart);
  const last = Math.min(item.endDay, weekEnd);
  return {
    item,
    startColumn: first - weekStart,
    span: last - first + 1,
    continuesBefore: item.startDay < weekStart,
    continuesAfter: item.endDay > weekEnd,
  };
}

// Earlier bars first, and among bars starting the same day the longer one: placed greedily in
// this order, bars use as few lanes as possible (interval partitioning), and long bars stay on
// top. Then the item that began earlier, then the id, so the layout never depends on input order.
function drawingOrder(a: Clipped, b: Clipped): number {
  return (
    a.startColumn - b.startColumn ||
    b.span - a.span ||
    a.item.startDay - b.item.startDay ||
    (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0)
  );
}

/** The bars of one week row (its first day given as a day number), each on the first free lane. */
export function layOutWeek(weekStart: number, items: readonly ParsedCalendarItem[]): WeekLayout {
  const occupied: boolean[][] = [];
  const bars: WeekBar[] = [];
  const clipped = items.map((item) => clip(item, weekStart)).filter((bar) => bar !== null);
  for (const bar of clipped.sort(drawingOrder)) {
    const columns = Array.from({ length: bar.span }, (_, i) => bar.startColumn + i);
    let lane = occupied.findIndex((taken) => columns.every((column) => !taken[column]));
    if (lane === -1) lane = occupied.push(new Array<boolean>(DAYS_PER_WEEK).fill(false)) - 1;
    for (const column of columns) occupied[lane]![column] = true;
    bars.push({ ...bar, lane });
  }
  bars.sort((a, b) => a.lane - b.lane || a.startColumn - b.startColumn);
  return { bars, laneCount: occupied.length };
}
