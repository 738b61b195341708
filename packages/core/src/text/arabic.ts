/**
 * Arabic-script text before PostgreSQL's Arabic snowball stemmer (configuration cq_ar), applied
 * identically to statements and queries by `normalizeForIndex`; and the looser per-letter fold
 * that highlighting and duplicate detection compare words with (`foldArabic`).
 *
 * What the stemmer needs, measured on PostgreSQL (docs/decisions/014-arabic-analysis.md):
 * - It strips ta marbuta itself (الإرهابية → ارهاب) and only recognises the suffix as ة: the
 *   former ة → ه left الارهابيه, which it keeps whole, so إرهاب no longer found it. ة is kept.
 * - It removes harakat and tatweel, converts Arabic-Indic digits and folds hamza seats and final
 *   alef maqsura, but only AFTER stemming, and it needs a hamza on alef after a one-letter prefix
 *   to see the prefix: وأكد → اكد (و + أكد), whereas واكد stays whole (و is a root letter of
 *   words like واجب). So أ إ آ are kept there, and folded elsewhere: a seat left in the middle
 *   of a word comes out of the stemmer as ء when a suffix is stripped after it (بدأت → بدء),
 *   which a query typed without hamza (بدا) would not meet and highlighting could not find in
 *   the word's folded letters.
 * - Four spellings send words down the wrong path of the stemmer; each is rewritten into the
 *   form the stemmer handles (by whole words, identically for documents and queries):
 *   1. و or ف before the article (والأمن, فالمجتمع): the stemmer never strips a و followed by
 *      ا, so والأمن gave والام and never met الأمن (امن). The conjunction is dropped when at
 *      least three letters follow the article (والي, والد stay).
 *   2. ه for ة after the article (الحكومه, the common informal spelling): with the article
 *      the stemmer strips no pronoun suffix, so ه stayed (حكومه, not حكوم). A word with the
 *      article cannot carry a pronoun suffix, so its final ه is ة or part of the root; it is
 *      written ة. Roots ending in ه then stem differently with and without the article
 *      (الاتجاه → اتجا, الاتجاهات → اتجاه): the measured cost, far smaller than the gain.
 *   3. The feminine plural ات without the article (هجمات): the stemmer takes it for a verb and
 *      strips only ت (هجما), while الهجمات and هجمة give هجم. Written ة, it meets them.
 *   4. Adjectives in ني without the article (إنساني): taken for a verb with the object suffix
 *      ني (انس), while الإنسانية gives انسان. Written نية (the feminine), they meet; a verb
 *      with that suffix (يسعدني) then keeps its ن, a rarer loss.
 * - ى is folded to ي before stemming, so the stemmer strips it as a suffix as it strips ي
 *   (الكبرى and الكبري → كبر); ؤ and ئ are folded to و and ي as before, for the same reason as
 *   a hamza on alef inside a word (البيئة would give بيء).
 */

/** Single-character replacements applied everywhere. Other characters matched by LETTER_RE are removed. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\u0671": "\u0627", // ٱ → ا
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
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
const LETTER_RE =
  /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06ED]+|[\u0671\u0624\u0626\u0649\u06CC\u06A9\u0660-\u0669\u06F0-\u06F9]/g;

/** Cheap pre-check: does the text contain anything from the Arabic block at all? */
const ARABIC_BLOCK_RE = /[\u0610-\u06FF]/;

/** A word: a run of Arabic letters (diacritics and tatweel are gone by then). */
const WORD_RE = /[\u0621-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF]+/g;
/** A word `normalizeWord` may change: with an alef with hamza, ending in ه, ات or ني, or starting with وال/فال/ولل/فلل. */
const REWRITTEN_RE =
  /[\u0622\u0623\u0625]|\u0647$|\u0627\u062A$|\u0646\u064A$|^[\u0648\u0641](?:\u0627\u0644|\u0644\u0644)/;

/** The article as the stemmer recognises it at a word's start (ال, بال, كال, لل). */
const ARTICLE_RE = /^(?:[\u0628\u0643]?\u0627\u0644|\u0644\u0644)/;
/** و or ف, then the article (ال, لل), then at least three letters. */
const CONJUNCTION_RE = /^[\u0648\u0641](?=(?:\u0627\u0644|\u0644\u0644).{3})/;
/** Alef with hamza above or below, alef with madda. */
const HAMZA_ALEF_RE = /[\u0622\u0623\u0625]/g;
/** One-letter prefixes the stemmer strips only before a letter other than ا: و ف ب س. */
const PREFIX_LETTERS = new Set(["\u0648", "\u0641", "\u0628", "\u0633"]);

function replaceLetter(match: string): string {
  return REPLACEMENTS[match] ?? "";
}

function foldHamzaAlef(letter: string, offset: number, word: string): string {
  return offset === 1 && PREFIX_LETTERS.has(word[0]!) ? letter : "\u0627";
}

/** The word-level rewrites described in the module comment, on a word of Arabic letters. */
function normalizeWord(word: string): string {
  if (!REWRITTEN_RE.test(word)) return word;
  let w = word.replace(CONJUNCTION_RE, "").replace(HAMZA_ALEF_RE, foldHamzaAlef);
  const article = ARTICLE_RE.exec(w)?.[0];
  if (article) {
    // 2. ه for ة after the article (at least one letter between them: اله, لله stay).
    if (w.endsWith("\u0647") && w.length > article.length + 1) w = `${w.slice(0, -1)}\u0629`;
  } else if (w.length >= 5) {
    // 3. ات → ة and 4. ني → نية, with at least three letters before the suffix.
    if (w.endsWith("\u0627\u062A")) w = `${w.slice(0, -2)}\u0629`;
    else if (w.endsWith("\u0646\u064A")) w = `${w}\u0629`;
  }
  return w;
}

/**
 * Normalise Arabic-script text for the stemmer (see the module comment): removes diacritics,
 * Quranic marks and tatweel; ٱ → ا, ؤ → و, ئ → ي, ى → ي, Persian-keyboard ی → ي and ک → ك;
 * Arabic-Indic and Persian digits → ASCII digits; keeps ة; folds أ إ آ to ا except after a
 * word-initial و ف ب س; and rewrites whole words: و/ف before the article dropped, ه → ة after
 * the article, ات → ة and ني → نية without it.
 * Characters outside the Arabic block are never touched; text without Arabic is returned as is.
 */
export function normalizeArabic(text: string): string {
  if (!ARABIC_BLOCK_RE.test(text)) return text;
  return text.replace(LETTER_RE, replaceLetter).replace(WORD_RE, normalizeWord);
}

/** Letter-by-letter folds of `foldArabic`, on top of the removals of LETTER_RE. */
const FOLDS: Readonly<Record<string, string>> = {
  ...REPLACEMENTS,
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0629": "\u0647", // ة → ه
};
const FOLD_RE =
  /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06ED]+|[\u0622\u0623\u0625\u0671\u0624\u0626\u0629\u0649\u06CC\u06A9\u0660-\u0669\u06F0-\u06F9]/g;

function foldLetter(match: string): string {
  return FOLDS[match] ?? "";
}

/**
 * The loose fold that words are compared with when highlighting and when fingerprinting texts
 * for duplicate detection: letter by letter (no rule depends on a letter's place in a word, so a
 * word folds the same whole or one letter at a time), every hamza seat → its bare letter,
 * ة → ه, ى → ي, Persian-keyboard letters and digits as in `normalizeArabic`, diacritics and
 * tatweel removed. Stored fingerprints depend on it: it must not change.
 */
export function foldArabic(text: string): string {
  if (!ARABIC_BLOCK_RE.test(text)) return text;
  return text.replace(FOLD_RE, foldLetter);
}
