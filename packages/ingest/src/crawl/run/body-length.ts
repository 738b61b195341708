/**
 * A body's length as the crawler's minimum (minBodyChars) reads it, in Latin characters' worth:
 * a Chinese or Japanese character carries about what three Latin letters do (a word, often), so
 * each counts three. Counted as plain characters, a 40-character Chinese notice ("应…邀请，…将于…
 * 访问…") fell under the minimum of 80 that keeps out stubs and empty pages, and was never indexed.
 */
export function bodyLength(text: string): number {
  const trimmed = text.trim();
  const dense = trimmed.match(DENSE_SCRIPT)?.length ?? 0;
  return trimmed.length + 2 * dense;
}

/** Han ideographs, kana and Hangul syllables. */
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
