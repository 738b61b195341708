import bidiFactory from "bidi-js";

export const bidi = bidiFactory();

/**
 * The direction of text whose language is unknown, such as a reader's note: that of its first
 * strong character (the Unicode bidi algorithm's rules P2 and P3), left to right when it has none.
 */
export function textDirection(text: string): "ltr" | "rtl" {
  const { paragraphs } = bidi.getEmbeddingLevels(text, "auto");
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? "rtl" : "ltr";
}

/** Chinese characters (Han, with the CJK punctuation and full-width forms around them). */
export function hasHan(text: string): boolean {
  return /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(text);
}
