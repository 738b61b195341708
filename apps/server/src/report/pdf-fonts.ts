import { readFileSync } from "node:fs";
import { type FontKey, type FontScript, type FontWeight, reportFontPath } from "@communique/report-fonts";
import * as fontkit from "fontkit";
import { type ShapingFont, shapingFont } from "./shaping-font";

/** The fonts a PDF report is set in: packages/report-fonts (nothing is fetched at run time). */
export type { FontKey, FontScript, FontWeight } from "@communique/report-fonts";

export const FONT_SCRIPTS: readonly FontScript[] = ["latin", "arabic", "cjk"];

export function fontPath(key: FontKey): string {
  return reportFontPath(key);
}

export function fontKey(script: FontScript, weight: FontWeight): FontKey {
  return `${script}-${weight}`;
}

export interface LoadedFont {
  font: fontkit.Font;
  /** The same, shaping runs as pdf-text hands them over (shaping-font). */
  shaping: ShapingFont;
}

const loaded = new Map<FontKey, LoadedFont>();

/**
 * A font, read and parsed the first time a report needs it (Noto Sans SC is 10 MB: only when
 * there is Chinese), then shared by all documents: fontkit decodes its layout tables as they are
 * used and keeps them, and shaped words are kept, which makes the next document several times
 * faster. Each document embeds its own subset.
 */
export function loadFont(key: FontKey): LoadedFont {
  let entry = loaded.get(key);
  if (!entry) {
    const font = fontkit.create(readFileSync(fontPath(key))) as fontkit.Font;
    // fontkit keeps a glyph with the first characters it was drawn for, which a PDF's text layer
    // then maps it back to: ASCII first, so that a glyph shared with another character (the
    // space with the no-break space in Noto Sans SC) always reads as the plain one.
    for (let cp = 0x20; cp < 0x7f; cp++) font.glyphForCodePoint(cp);
    entry = { font, shaping: shapingFont(font) };
    loaded.set(key, entry);
  }
  return entry;
}

/** Whether the script's font (the regular weight: both weights cover the same characters) has this character. */
export function hasGlyph(script: FontScript, codePoint: number): boolean {
  return loadFont(fontKey(script, "regular")).font.hasGlyphForCodePoint(codePoint);
}
