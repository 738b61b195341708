/**
 * Levenshtein distance over two rows, between two sequences (a text's code points, a name's
 * letters): short inputs only, a few thousand items at most. One definition for the OCR's
 * character error rate and the pages' guess at a mistyped parameter.
 */
export function editDistance(a: ArrayLike<string>, b: ArrayLike<string>): number {
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
