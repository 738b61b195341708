/**
 * Axis arithmetic for the charts: round tick values, and which periods get a label when there
 * are too many to label them all.
 */

/** Ticks from 0 to a round value at or above `max`: steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number, target = 5, integer = true): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const safeStep = integer ? Math.max(1, Math.round(step)) : step;
  const ticks: number[] = [];
  for (let value = 0; value < max + safeStep; value += safeStep) {
    ticks.push(Number(value.toPrecision(12)));
    if (value >= max) break;
  }
  return ticks;
}

/** Indexes of the periods to label on an axis: at most `most`, evenly spread, the last one included. */
export function labelledIndexes(count: number, most: number): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil(count / most);
  const indexes: number[] = [];
  for (let i = (count - 1) % step; i < count; i += step) indexes.push(i);
  return indexes;
}

/** Rough width of a text in px at `fontSize`: wide for Han, kana and Hangul, narrower for other scripts. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text)
    ems += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char) ? 1 : 0.6;
  return ems * fontSize;
}

/**
 * Which periods get a label on a time axis of `count` periods `spacing` px apart: an even spread
 * of at most `most` (labelledIndexes), then, from the last one back, any label that would touch
 * the one kept after it is dropped. The first label is anchored at its start and the last at its
 * end (so they stay inside the chart), which is what brought "Mar 27" onto "Mar 31" at 31 days.
 */
export function axisLabelIndexes(
  count: number,
  spacing: number,
  widthOf: (index: number) => number,
  most = 8,
  gap = 8,
): number[] {
  const extent = (i: number): [number, number] => {
    const at = i * spacing;
    const w = widthOf(i);
    if (count <= 1) return [at - w / 2, at + w / 2];
    if (i === 0) return [at, at + w];
    if (i === count - 1) return [at - w, at];
    return [at - w / 2, at + w / 2];
  };
  const kept: number[] = [];
  for (const i of labelledIndexes(count, most).reverse()) {
    const next = kept.at(-1);
    if (next === undefined || extent(i)[1] + gap <= extent(next)[0]) kept.push(i);
  }
  return kept.reverse();
}

/** Positions of labels stacked along one axis, pushed apart to at least `gap` without changing order. */
export function spreadApart(positions: readonly number[], gap: number, min: number, max: number): number[] {
  const order = positions.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const placed = order.map((o) => o.p);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  const overflow = (placed.at(-1) ?? 0) - max;
  if (overflow > 0) for (let k = 0; k < placed.length; k++) placed[k] = placed[k]! - overflow;
  for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k]!, min + k * gap);
  const result = new Array<number>(positions.length);
  order.forEach((o, k) => {
    result[o.i] = placed[k]!;
  });
  return result;
}
