/**
 * How the five series of a comparison stay apart for everyone: colours from the Okabe–Ito palette
 * (distinct under the common colour-vision deficiencies), darkened where needed for a 3:1 contrast
 * on white (WCAG 1.4.11), and, because print may be grey, a dash pattern and a marker shape each.
 */
export interface SeriesStyle {
  colour: string;
  /** SVG stroke-dasharray; "" for a solid line. */
  dash: string;
  marker: "circle" | "square" | "triangle" | "diamond" | "cross";
}

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { colour: "#1d4f91", dash: "", marker: "circle" }, // the query: the site's accent blue
  { colour: "#c0470a", dash: "8 4", marker: "square" }, // vermillion
  { colour: "#00785a", dash: "2 3", marker: "triangle" }, // bluish green
  { colour: "#a8327d", dash: "10 3 2 3", marker: "diamond" }, // reddish purple
  { colour: "#4d4d4d", dash: "14 5", marker: "cross" }, // black, softened
];

export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}

/** An SVG path for a marker centred on (x, y), `r` its half-size. */
export function markerPath(shape: SeriesStyle["marker"], x: number, y: number, r = 4): string {
  const f = (n: number) => Number(n.toFixed(1));
  switch (shape) {
    case "circle":
      return `M${f(x - r)},${f(y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
    case "square":
      return `M${f(x - r)},${f(y - r)}h${2 * r}v${2 * r}h${-2 * r}z`;
    case "triangle":
      return `M${f(x)},${f(y - r - 1)}L${f(x + r + 1)},${f(y + r)}L${f(x - r - 1)},${f(y + r)}z`;
    case "diamond":
      return `M${f(x)},${f(y - r - 1)}L${f(x + r + 1)},${f(y)}L${f(x)},${f(y + r + 1)}L${f(x - r - 1)},${f(y)}z`;
    case "cross":
      return `M${f(x - r)},${f(y - r)}L${f(x + r)},${f(y + r)}M${f(x + r)},${f(y - r)}L${f(x - r)},${f(y + r)}`;
  }
}
