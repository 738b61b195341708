/**
 * The six font files the product draws text with where no browser does: the PDF reports, the
 * link-preview images and the fictional test PDFs. Kept in the repository (SIL Open Font
 * License 1.1, files/OFL-*.txt) because their npm packages ship every weight: Noto Sans SC alone
 * brought 92 MB for the two files used here (issue 18; README.md says where each file comes from).
 *
 * - latin: Noto Sans, for Latin, Cyrillic and Greek.
 * - arabic: Amiri, a Naskh face with a glyph per letter form (copy and search keep the letters).
 * - cjk: Noto Sans SC, Simplified Chinese with the Traditional characters too.
 */
import path from "node:path";

export type FontScript = "latin" | "arabic" | "cjk";
export type FontWeight = "regular" | "bold";
export type FontKey = `${FontScript}-${FontWeight}`;

const FILE_NAMES: Record<FontKey, string> = {
  "latin-regular": "NotoSans-Regular.ttf",
  "latin-bold": "NotoSans-Bold.ttf",
  "arabic-regular": "Amiri-Regular.ttf",
  "arabic-bold": "Amiri-Bold.ttf",
  "cjk-regular": "NotoSansSC-Regular.ttf",
  "cjk-bold": "NotoSansSC-Bold.ttf",
};

/** The family name each script's files carry, for canvas and CSS-like font lists. */
export const FONT_FAMILIES: Record<FontScript, string> = {
  latin: "Noto Sans",
  arabic: "Amiri",
  cjk: "Noto Sans SC",
};

/** The absolute path of a font file. */
export function reportFontPath(key: FontKey): string {
  return path.join(import.meta.dirname, "files", FILE_NAMES[key]);
}

export const FONT_KEYS = Object.keys(FILE_NAMES) as FontKey[];
