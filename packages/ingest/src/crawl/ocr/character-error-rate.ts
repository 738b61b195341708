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

/** Levenshtein distance over two rows: the texts are a few thousand characters at most. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
