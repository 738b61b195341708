import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { type ShapingFont, shapingFont } from "./shaping-font";

/**
 * The fonts a PDF report is set in, bundled as npm packages (SIL Open Font License 1.1) and read
 * from node_modules: nothing is fetched at run time.
 *
 * - latin: Noto Sans, for Latin, Cyrillic and Greek.
 * - arabic: Amiri, a Naskh face. Noto Naskh Arabic was tried first: it draws ب ت ث ن ي from one
 *   dotless shape plus dots, so a PDF's text layer (one Unicode value per glyph) turns التعليم
 *   into اليعليم when copied or searched. Amiri has a glyph per letter form.
 * - cjk: Noto Sans SC, Simplified Chinese, with the Traditional characters too.
 */
export type FontScript = "latin" | "arabic" | "cjk";
export type FontWeight = "regular" | "bold";
export type FontKey = `${FontScript}-${FontWeight}`;

const FILES: Record<FontKey, string> = {
  "latin-regular": "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "latin-bold": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "arabic-regular": "@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf",
  "arabic-bold": "@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf",
  "cjk-regular": "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  "cjk-bold": "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
};

export const FONT_SCRIPTS: readonly FontScript[] = ["latin", "arabic", "cjk"];

const require = createRequire(import.meta.url);

export function fontPath(key: FontKey): string {
  return require.resolve(FILES[key]);
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
