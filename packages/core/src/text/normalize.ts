/**
 * The single text normalisation applied both to statements before `to_tsvector` and to query
 * text before `plainto_tsquery` / `phraseto_tsquery`. It is deliberately language-independent:
 * a query must normalise identically whatever language it is typed in. Lower-casing, accent
 * folding and stemming are left to PostgreSQL's text search configurations.
 */
import { foldArabic, normalizeArabic } from "./arabic";
import { hasHan, simplifyAndSegmentChinese, toSimplified } from "./chinese";

/**
 * Control characters (\p{Cc} except tab, LF, CR) and format characters (\p{Cf}, e.g. zero-width
 * space, bidi marks, BOM) except ZWNJ / ZWJ, which shape Arabic-script and emoji text.
 */
const CONTROL_RE = /(?![\t\n\r\u200C\u200D])[\p{Cc}\p{Cf}]/gu;
const SOFT_HYPHEN = "\u00AD";

function replaceControl(match: string): string {
  // A soft hyphen sits inside a word ("Sicher\u00ADheit"): dropping it keeps the word whole.
  return match === SOFT_HYPHEN ? "" : " ";
}

/** NFKC and control characters → space: the script-independent steps. */
function normalizeBase(text: string): string {
  return text.normalize("NFKC").replace(CONTROL_RE, replaceControl);
}

/**
 * Normalise text for full-text indexing and querying (see module comment):
 * 1. NFKC (full-width Latin and digits, ligatures, Arabic presentation forms, compatibility
 *    ideographs…);
 * 2. control and format characters → a space (soft hyphens are removed; ZWJ/ZWNJ, tab, LF, CR
 *    are kept);
 * 3. Arabic spelling normalised for the stemmer (`normalizeArabic`);
 * 4. if the text contains Han characters: Traditional → Simplified, then word segmentation with
 *    single spaces (`segmentChinese`).
 * Nothing else is changed: case, punctuation, whitespace and newlines are preserved.
 */
export function normalizeForIndex(text: string): string {
  const s = normalizeArabic(normalizeBase(text));
  return hasHan(s) ? simplifyAndSegmentChinese(s) : s;
}

/** Latin letters that PostgreSQL's unaccent folds but that have no canonical decomposition. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ł: "l",
  þ: "th",
  ŧ: "t",
};
const LETTER_FOLD_RE = /[ßæœøđðħıłþŧ]/g;

/**
 * Combining marks of the "Combining Diacritical Marks" block (what NFD splits off Latin, Greek
 * and Cyrillic letters). A breve or diaeresis after a Cyrillic letter is kept (й, ї stay
 * distinct letters, as in PostgreSQL's unaccent); ё has already become е.
 */
const COMBINING_RE = /([\u0400-\u04FF])([\u0306\u0308])|[\u0300-\u036F]/g;

function replaceCombining(_match: string, base: string | undefined, mark: string | undefined): string {
  return base ? base + mark : "";
}

const NON_ASCII_RE = /[^\u0000-\u007F]/;

/**
 * Fold one word for matching query terms against document words when highlighting (and for
 * fingerprinting texts, letter by letter): NFKC and control characters as in
 * `normalizeForIndex`, the letter-by-letter Arabic fold `foldArabic` (looser than
 * `normalizeArabic`: every hamza seat, and ة → ه), Traditional → Simplified Chinese (without
 * segmentation, which would split the word), lower-casing, removal of Latin/Greek accents,
 * ё → е and the letter folds of PostgreSQL's unaccent (ß → ss, œ → oe, æ → ae…).
 * E.g. "Élysée" → "elysee", "Ёлка" → "елка", "أَمْن" → "امن", "الإنسانية" → "الانسانيه".
 */
export function foldForMatch(word: string): string {
  let s = toSimplified(foldArabic(normalizeBase(word))).toLowerCase();
  if (!NON_ASCII_RE.test(s)) return s;
  s = s.replace(/ё/g, "е").normalize("NFD").replace(COMBINING_RE, replaceCombining).normalize("NFC");
  return s.replace(LETTER_FOLD_RE, (c) => LETTER_FOLDS[c] ?? c);
}
