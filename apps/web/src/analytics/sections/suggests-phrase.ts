/**
 * Whether a term is several words typed without quotes or operators: analytics count it as
 * statements holding every word anywhere, and a phrase is most likely what was meant. Not for one
 * word, a quoted phrase, OR, an exclusion or a group, nor for Chinese (written without spaces).
 */
export function suggestsPhrase(term: string): boolean {
  const words = term.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 && !/["“”«»()]/.test(term) && !words.some((w) => w === "OR" || w.startsWith("-"));
}
