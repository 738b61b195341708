/**
 * Whether a text holds a letter or digit that PostgreSQL's unaccent would change (accented Latin
 * and Greek letters, ё, ligatures, letter-like and enclosed symbols, full-width forms...). Without
 * one, folding an analysed text's lexemes (cq_fold) changes nothing, and the writer skips it: most
 * English, Arabic, Chinese and Russian statements. A superset of unaccent.rules' letters, by
 * Unicode block, so a block's letters that the rules do not change only cost a needless fold.
 */
const FOLDABLE =
  /[\u00AA-\u02FF\u0370-\u03FF\u0401\u0451\u1D00-\u1FFF\u2070-\u218F\u2460-\u24FF\u2C60-\u2C7F\u3007\uA720-\uA7FF\uFB00-\uFB06\uFF00-\uFFEF\u{107A5}\u{1D400}-\u{1D7FF}\u{1F100}-\u{1F1FF}]/u;

export function hasFoldableLetters(text: string): boolean {
  return FOLDABLE.test(text);
}
