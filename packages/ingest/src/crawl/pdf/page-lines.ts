/** A run of text placed on a page, as pdf.js reports it (PDF units, y growing upwards). */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size: the run's height on the page. */
  size: number;
  dir: "ltr" | "rtl" | "ttb";
}

export interface PageLine {
  text: string;
  /** Left and right edges, baseline and the largest font size on the line. */
  left: number;
  right: number;
  y: number;
  size: number;
  rtl: boolean;
}

/**
 * Runs on one baseline are one line. Within half a font size: superscripts (footnote marks) and
 * runs in another font sit a little off the baseline but belong to the line.
 */
const SAME_LINE = 0.5;
/** A horizontal gap wider than this share of the font size is a space the PDF did not write. */
const WORD_GAP = 0.2;

/**
 * Rebuilds the lines of a page from its text runs, in the order the PDF draws them: producers
 * write line after line and column after column, which is the reading order a sort by position
 * would break for multi-column pages.
 */
export function pageLines(runs: readonly PlacedText[]): PageLine[] {
  const groups: PlacedText[][] = [];
  for (const run of runs) {
    if (run.str.trim() === "" || run.size <= 0) continue;
    const current = groups.at(-1);
    const first = current?.[0];
    if (current && first && Math.abs(first.y - run.y) <= SAME_LINE * Math.min(first.size, run.size))
      current.push(run);
    else groups.push([run]);
  }
  return groups.map(toLine);
}

function toLine(runs: PlacedText[]): PageLine {
  const rtlChars = runs.filter((r) => r.dir === "rtl").reduce((n, r) => n + r.str.length, 0);
  const total = runs.reduce((n, r) => n + r.str.length, 0);
  const rtl = rtlChars * 2 > total;
  // Right-to-left lines are read from the right edge.
  const ordered = [...runs].sort((a, b) => (rtl ? b.x + b.width - (a.x + a.width) : a.x - b.x));
  let text = "";
  ordered.forEach((run, i) => {
    const previous = ordered[i - 1];
    if (previous) {
      const gap = rtl ? previous.x - (run.x + run.width) : run.x - (previous.x + previous.width);
      if (gap > WORD_GAP * Math.min(previous.size, run.size) && !/\s$/.test(text) && !/^\s/.test(run.str))
        text += " ";
    }
    text += run.str;
  });
  return {
    text: normalizeLineText(text),
    left: Math.min(...runs.map((r) => r.x)),
    right: Math.max(...runs.map((r) => r.x + r.width)),
    y: runs[0]!.y,
    size: Math.max(...runs.map((r) => r.size)),
    rtl,
  };
}

/**
 * Collapses spaces, and the hyphen that some producers write as three characters (Word on macOS:
 * "-", a soft hyphen, U+2010), so that "COVID-19" is found as typed. A soft hyphen ending the line
 * is kept: it marks a word split across lines, which joinLines undoes.
 */
export function normalizeLineText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\u00ad(?!$)/g, "")
    .replace(/[-\u2010\u2011]*[\u2010\u2011][-\u2010\u2011]*/g, "-");
}
