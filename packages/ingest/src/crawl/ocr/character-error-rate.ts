import { editDistance } from "@communique/core/edit-distance";

/**
 * The character error rate of a recognised text against the text that was really there: the
 * edit distance (insertions, deletions, substitutions of Unicode code points) divided by the
 * reference's length, both with whitespace collapsed to single spaces, as OCR evaluations do
 * (line breaks and paragraph gaps are layout, not characters read).
 */
export function characterErrorRate(recognised: string, reference: string): number {
  const a = [...normalizeWhitespace(recognised)];
  const b = [...normalizeWhitespace(reference)];
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  return editDistance(a, b) / b.length;
}

function normalizeWhitespace(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}
