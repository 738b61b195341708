import type * as fontkit from "fontkit";

/**
 * How to shape a run, handed to pdfkit as the run's OpenType "features": pdfkit passes them as
 * they are to the font's layout(), which the wrapper below reads them from.
 */
export interface Shaping {
  readonly direction: "ltr" | "rtl";
  /** fontkit feature switches. */
  readonly features: Readonly<Record<string, boolean>>;
}

/** Words kept per font; then it starts again. */
const CACHE_LIMIT = 50_000;

/** A glyph's position; pdfkit scales it in place and adds advanceWidth: one shape for all. */
class Position {
  advanceWidth = 0;
  constructor(
    public xAdvance: number,
    public yAdvance: number,
    public xOffset: number,
    public yOffset: number,
  ) {}
}

type Shaped = { glyphs: fontkit.Glyph[]; positions: Position[]; advanceWidth: number };

/** What pdfkit reads of a fontkit GlyphRun; it scales the positions in place, so each call gets its own. */
class ShapedRun {
  constructor(
    readonly glyphs: fontkit.Glyph[],
    readonly positions: Position[],
  ) {}

  get advanceWidth(): number {
    return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  }
}

function isShaping(value: unknown): value is Shaping {
  return typeof value === "object" && value !== null && "direction" in value && "features" in value;
}

/**
 * A fontkit font for pdfkit whose layout() takes a run in logical order and a Shaping, and gives
 * the glyphs in visual order: fontkit shapes each word in the run's direction (Arabic joining,
 * ligatures, marks) and reverses its glyphs when right to left; the words are then put right to
 * left too. fontkit alone would go by the script of the run's first letter, and pdfkit, when it
 * splits a run into words itself, keeps them left to right.
 *
 * Words are shaped once and kept (Amiri's shaping is slow, and words recur): shaping does not
 * cross spaces in these fonts, with kerning off for Arabic.
 */
export interface ShapingFont {
  /** For pdfkit. */
  font: fontkit.Font;
  /** A run's advance width, in font units, shaped as pdfkit will shape it. */
  advanceWidth(text: string, shaping: Shaping): number;
}

export function shapingFont(font: fontkit.Font): ShapingFont {
  const caches = new Map<Shaping, Map<string, Shaped>>();
  let cached = 0;
  const shapeWord = (word: string, shaping: Shaping) => {
    let cache = caches.get(shaping);
    if (!cache) {
      cache = new Map();
      caches.set(shaping, cache);
    }
    let shaped = cache.get(word);
    if (!shaped) {
      const run = font.layout(word, shaping.features as never, undefined, undefined, shaping.direction);
      const positions = run.positions.map((p) => new Position(p.xAdvance, p.yAdvance, p.xOffset, p.yOffset));
      shaped = { glyphs: run.glyphs, positions, advanceWidth: run.advanceWidth };
      if (cached >= CACHE_LIMIT) {
        caches.clear();
        cached = 0;
        cache = new Map();
        caches.set(shaping, cache);
      }
      cache.set(word, shaped);
      cached++;
    }
    return shaped;
  };
  const words = (text: string) => text.split(/( +)/).filter(Boolean);
  const advanceWidth = (text: string, shaping: Shaping) => {
    let width = 0;
    for (const word of words(text)) width += shapeWord(word, shaping).advanceWidth;
    return width;
  };
  const layout = (text: string, features?: unknown) => {
    if (!isShaping(features)) return font.layout(text, features as never);
    const visual = words(text);
    if (features.direction === "rtl") visual.reverse();
    const glyphs: fontkit.Glyph[] = [];
    const positions: Position[] = [];
    for (const word of visual) {
      const shaped = shapeWord(word, features);
      glyphs.push(...shaped.glyphs);
      for (const p of shaped.positions)
        positions.push(new Position(p.xAdvance, p.yAdvance, p.xOffset, p.yOffset));
    }
    return new ShapedRun(glyphs, positions);
  };
  const forPdf = new Proxy(font, {
    get(target, property) {
      if (property === "layout") return layout;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { font: forPdf, advanceWidth };
}
