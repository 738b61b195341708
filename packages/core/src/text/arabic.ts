/**
 * Orthographic normalisation of Arabic-script text, so that spellings that differ only by
 * hamza seats, ta marbuta / alef maqsura, short vowels (harakat), Quranic marks, tatweel or the
 * digit set match each other. Applied identically at index and query time (via
 * `normalizeForIndex`), before PostgreSQL's Arabic snowball stemmer.
 */

/** Single-character replacements. Everything else matched by ARABIC_RE is removed. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  // Persian-keyboard forms that Arabic text typed on such keyboards contains.
  "\u06CC": "\u064A", // ی → ي
  "\u06A9": "\u0643", // ک → ك
  // Arabic-Indic digits ٠–٩ (U+0660–U+0669) and Eastern Arabic-Indic / Persian ۰–۹ (U+06F0–U+06F9).
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, d) => [
      [String.fromCharCode(0x0660 + d), String(d)],
      [String.fromCharCode(0x06f0 + d), String(d)],
    ]).flat(),
  ),
};

/**
 * Runs of characters to delete (diacritics U+0610–U+061A, U+064B–U+065F, U+0670, U+06D6–U+06ED
 * and tatweel U+0640), or one character to replace.
 */
const ARABIC_RE =
  /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06ED]+|[\u0622\u0623\u0625\u0671\u0624\u0626\u0629\u0649\u06CC\u06A9\u0660-\u0669\u06F0-\u06F9]/g;

/** Cheap pre-check: does the text contain anything from the Arabic block at all? */
const ARABIC_BLOCK_RE = /[\u0610-\u06FF]/;

function replaceArabic(match: string): string {
  return REPLACEMENTS[match] ?? "";
}

/**
 * Normalise Arabic orthography: alef variants (أ إ آ ٱ) → ا, ؤ → و, ئ → ي, ة → ه, ى → ي,
 * Persian-keyboard ی → ي and ک → ك;
 * removes diacritics and tatweel; Arabic-Indic and Persian digits → ASCII digits.
 * Characters outside the Arabic block are never touched; text without Arabic is returned as is.
 */
export function normalizeArabic(text: string): string {
  if (!ARABIC_BLOCK_RE.test(text)) return text;
  return text.replace(ARABIC_RE, replaceArabic);
}
