import { CLASS_COLORS } from "./map-colors";

/** One step of the map's colour scale: the counts from `from` to `to`, both included. */
export interface CountClass {
  from: number;
  to: number;
  color: string;
}

/**
 * Candidate class limits, most readable first: 1-2-5 series, then a finer one, then the counts
 * themselves (always enough, as the last resort).
 */
const SERIES: readonly (readonly number[])[] = [
  [1, 2, 5],
  [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5],
];

/**
 * Up to five classes holding about the same number of countries each (quantiles: a top 20 is
 * skewed, and equal intervals would put most countries in the lightest class), with limits
 * taken from the most readable series that can place every limit within one class's worth of
 * countries of its quantile. Counts are whole numbers; equal counts always share a class.
 */
export function countClasses(counts: readonly number[]): CountClass[] {
  const values = [...counts].sort((a, b) => a - b);
  const distinct = new Set(values).size;
  if (distinct === 0) return [];
  const classes = Math.min(CLASS_COLORS.length, distinct);
  const limits = classes === 1 ? [] : chooseLimits(values, classes);
  const colors = pickColors(classes);
  const starts = [values[0]!, ...limits];
  return starts.map((from, index) => ({
    from,
    to: index + 1 < starts.length ? starts[index + 1]! - 1 : values.at(-1)!,
    color: colors[index]!,
  }));
}

/** The class of a count (the last class for anything above the top: never undefined for data). */
export function classOf(classes: readonly CountClass[], count: number): CountClass | undefined {
  return classes.find((step) => count <= step.to) ?? classes.at(-1);
}

/** The lower limits of classes 2..n. */
function chooseLimits(values: readonly number[], classes: number): number[] {
  const max = values.at(-1)!;
  const candidates = [...SERIES.map((series) => niceNumbers(series, max)), [...new Set(values)]];
  for (const [index, series] of candidates.entries()) {
    const limits = bestLimits(values, classes, series);
    const last = index === candidates.length - 1;
    if (limits && (last || worstDeviation(values, classes, limits) <= values.length / classes)) return limits;
  }
  throw new Error("unreachable: the counts themselves always give enough limits");
}

function niceNumbers(mantissas: readonly number[], max: number): number[] {
  const numbers: number[] = [];
  for (let power = 1; power <= max; power *= 10) {
    for (const mantissa of mantissas) {
      const value = mantissa * power;
      if (Number.isInteger(value) && value <= max) numbers.push(value);
    }
  }
  return numbers;
}

/** How many counts fall below a limit: its position in the ranking. */
const position = (values: readonly number[], limit: number) => values.filter((value) => value < limit).length;

const target = (values: readonly number[], classes: number, index: number) =>
  ((index + 1) * values.length) / classes;

function worstDeviation(values: readonly number[], classes: number, limits: readonly number[]): number {
  return Math.max(
    ...limits.map((limit, index) => Math.abs(position(values, limit) - target(values, classes, index))),
  );
}

/**
 * The limits, one per class boundary, that leave no class empty and stay closest (least squares)
 * to the quantiles; null if the series cannot separate enough classes. Among limits that split the
 * counts at the same place, the one nearest the middle of the gap (geometric) reads best.
 */
function bestLimits(values: readonly number[], classes: number, series: readonly number[]): number[] | null {
  const bySplit = new Map<number, number>();
  for (const limit of series) {
    const split = position(values, limit);
    if (split === 0 || split === values.length) continue;
    const middle = Math.sqrt(values[split - 1]! * values[split]!);
    const current = bySplit.get(split);
    if (current === undefined || Math.abs(Math.log(limit / middle)) < Math.abs(Math.log(current / middle))) {
      bySplit.set(split, limit);
    }
  }
  const splits = [...bySplit.keys()].sort((a, b) => a - b);
  const chosen = leastSquares(splits, classes - 1, (index) => target(values, classes, index));
  return chosen?.map((split) => bySplit.get(split)!) ?? null;
}

/** Picks `count` increasing splits minimising the squared distance to each target (dynamic programming). */
function leastSquares(
  splits: readonly number[],
  count: number,
  goal: (index: number) => number,
): number[] | null {
  if (splits.length < count) return null;
  // best[i][j]: the cheapest choice of i+1 splits ending with splits[j], and its path.
  let best = splits.map((split) => ({ cost: (split - goal(0)) ** 2, path: [split] }));
  for (let i = 1; i < count; i++) {
    const previous = best;
    best = splits.map((split, j) => {
      const options = previous.slice(0, j).filter((option) => Number.isFinite(option.cost));
      if (options.length === 0) return { cost: Number.POSITIVE_INFINITY, path: [] };
      const cheapest = options.reduce((a, b) => (b.cost < a.cost ? b : a));
      return { cost: cheapest.cost + (split - goal(i)) ** 2, path: [...cheapest.path, split] };
    });
  }
  const winner = best.reduce((a, b) => (b.cost < a.cost ? b : a));
  return Number.isFinite(winner.cost) ? winner.path : null;
}

/** Spread over the whole scale when there are fewer classes than colours: 3 → lightest, middle, darkest. */
function pickColors(classes: number): string[] {
  const last = CLASS_COLORS.length - 1;
  if (classes === 1) return [CLASS_COLORS[last - 1]!];
  return Array.from(
    { length: classes },
    (_, index) => CLASS_COLORS[Math.round((index * last) / (classes - 1))]!,
  );
}
