/**
 * Conservative language identification for the six UN languages: decides by script first, then
 * (for Cyrillic, Arabic and Latin script) checks that the text is not in another language
 * written in the same script. Returns null whenever the evidence is weak or ambiguous: a wrong
 * language is worse than none (it picks the stemmer the statement is indexed with).
 */
import type { LanguageCode } from "../languages";

/** Only the beginning of a long text is examined. */
const SAMPLE_LENGTH = 5000;
/** Minimum number of words (outside Chinese) before deciding anything. */
const MIN_WORDS = 3;
/** Minimum number of Han characters for Chinese. */
const MIN_HAN = 2;
/**
 * A Han character carries about as much text as a short word of an alphabetic script: weigh
 * it this many letters when deciding which script dominates.
 */
const HAN_WEIGHT = 3;

const LETTER_RE = /\p{L}/gu;
const HAN_RE = /\p{Script=Han}/gu;
const KANA_RE = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LATIN_RE = /\p{Script=Latin}/gu;
const CYRILLIC_RE = /\p{Script=Cyrillic}/gu;
const ARABIC_LETTER_RE = /(?=\p{L})\p{Script=Arabic}/gu;

/** Letters of Persian, Urdu, Pashto, Kurdish… that Arabic does not use. */
const NON_ARABIC_ARABIC_SCRIPT_RE =
  /[\u067E\u0686\u0698\u06AF\u06A9\u06CC\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06D2\u06D5\u06CE\u06C6\u06B5\u0695\u0681\u0685\u0689\u0693\u0696\u069A\u06AB\u06BC\u06CD\u06D0]/g;
/** Arabic letters that those languages replace with their own forms (ي ك ة ى). */
const ARABIC_SPECIFIC_RE = /[\u064A\u0643\u0629\u0649]/g;

/**
 * Cyrillic letters used by Ukrainian, Belarusian, Serbian, Macedonian, Kazakh, Kyrgyz, Tajik,
 * Mongolian… but not by Russian.
 */
const NON_RUSSIAN_CYRILLIC_RE = /[ієїґўјљњћђџѓќѕәғқңөұүһӣӯҳҷӏ]/g;
/** Letters of Russian that Ukrainian and Bulgarian do not use. */
const RUSSIAN_SPECIFIC_RE = /[ыэё]/g;
const HARD_SIGN_RE = /ъ/g;

/** Frequent words of Russian… */
const RUSSIAN_WORDS = new Set(
  "что это как его который которые которая которого которой также был была были было для из он она они их к у бы же при этом".split(
    " ",
  ),
);
/** …and of Bulgarian, Serbian, Macedonian and Ukrainian that Russian does not have. */
const OTHER_CYRILLIC_WORDS = new Set(
  "че са ще се това които която който което със във към тези тази този бъде беше бяха днес су је ће као али од што ќе що це від які який яка але".split(
    " ",
  ),
);

/**
 * Common function words per Latin-script language (after splitting at apostrophes, so French and
 * Catalan elisions appear as "l", "d"…). Besides the three UN languages, lists for languages
 * that might otherwise be mistaken for one of them.
 */
const LATIN_FUNCTION_WORDS: Readonly<Record<string, string>> = {
  en: "the of and to in a is that for on with as by was are it this be at from has have had will which an its their not were been would we our he she they his her or also said who these than into under during about today",
  fr: "le la les des du de et est un une dans pour que qui sur par au aux avec ce cette ces sont a ont été il elle ils nous vous ne pas plus son sa ses leur leurs l d qu n s c j également entre à où mais ou aussi lors être sera depuis afin après sous aujourd hui",
  es: "el la los las de del y en que es un una por para con se su sus al lo como más ha han fue este esta estos estas sobre entre tras también no a o pero sin desde durante hoy le les muy hay son está están será nueva nuevo",
  de: "der die das und ist nicht mit den dem des ein eine einen einer zu von auf für sich auch im wird werden hat sind bei nach wir es an dass als aus wie oder um noch über heute",
  pt: "o os as do da dos das e em no na nos nas um uma para com que não é ao aos pelo pela foi são seu sua também mais de a se como por à entre sobre ou mas está hoje ser nova novo",
  it: "il lo gli le la i di del della dei delle degli e è in un una uno per con che non sono al alla nel nella anche da ha si più ma come questo questa tra fra dal dalla sul sulla oggi essere stato stata nuova nuovo",
  nl: "de het een van en in is dat op te voor met niet zijn aan ook door wordt bij worden naar om die deze dit heeft er uit al over tot hij zij we wij vandaag",
  ro: "și în la cu pe din care este a să nu un o mai pentru de au fost sunt ca prin al ale lui acest această astăzi",
  ca: "el la els les de del dels i a en que és un una per amb no es al als pel pels aquest aquesta també però va van ha han seu seva nou nova avui l d",
  sw: "ya wa na kwa za katika ni kuwa hiyo huo cha vya pia leo",
  id: "yang dan di ini itu dengan untuk dari dalam tidak akan pada juga ke adalah oleh hari",
};

/** Letters characteristic of some of the languages above. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  fr: "éèêàçâôîûïëœù",
  es: "ñ¿¡éáíóúü",
  de: "äöüß",
  pt: "ãõçáéíóúâêôà",
  it: "àèéìòù",
  ro: "șțăâî",
  ca: "àçèéíïòóú",
};
/** Weight of one characteristic letter relative to one function word. */
const LETTER_WEIGHT = 0.25;
/** Function words of the chosen language must make up at least this share of the words. */
const MIN_FUNCTION_WORD_SHARE = 0.15;

const UN_LATIN: readonly string[] = ["en", "fr", "es"];

function toSets(lists: Readonly<Record<string, string>>, split: (s: string) => string[]) {
  return new Map(Object.entries(lists).map(([language, list]) => [language, new Set(split(list))]));
}

const WORDS = toSets(LATIN_FUNCTION_WORDS, (s) => s.split(" "));
const LETTERS = toSets(LATIN_LETTERS, (s) => Array.from(s));
const EMPTY = new Set<string>();

function count(re: RegExp, text: string): number {
  return text.match(re)?.length ?? 0;
}

function words(text: string, script: RegExp): string[] {
  return text.match(script) ?? [];
}

const LATIN_WORD_RE = /[\p{Script=Latin}\p{M}]+/gu;
const CYRILLIC_WORD_RE = /[\p{Script=Cyrillic}\p{M}]+/gu;
const ARABIC_WORD_RE = /[\p{Script=Arabic}]+/gu;

/** Evidence for language `a` that does not also count for language `b`. */
function ownEvidence(a: string, b: string, tokens: readonly string[], letters: readonly string[]): number {
  const wordsA = WORDS.get(a) ?? EMPTY;
  const wordsB = WORDS.get(b) ?? EMPTY;
  const lettersA = LETTERS.get(a) ?? EMPTY;
  const lettersB = LETTERS.get(b) ?? EMPTY;
  let evidence = 0;
  for (const token of tokens) if (wordsA.has(token) && !wordsB.has(token)) evidence++;
  for (const letter of letters) if (lettersA.has(letter) && !lettersB.has(letter)) evidence += LETTER_WEIGHT;
  return evidence;
}

/**
 * Latin script: the UN language (en, fr, es) with the most function words, provided they are
 * frequent enough and that, against every other language (UN or not), it has more evidence of
 * its own (words and letters the other language does not share) than that language has.
 */
function detectLatin(sample: string): LanguageCode | null {
  const tokens = words(sample, LATIN_WORD_RE);
  if (tokens.length < MIN_WORDS) return null;
  const letters = Array.from(sample).filter((c) => c.charCodeAt(0) > 0x7f);

  let best: string | undefined;
  let bestHits = 0;
  let bestScore = 0;
  for (const language of UN_LATIN) {
    const list = WORDS.get(language) ?? EMPTY;
    const characteristic = LETTERS.get(language) ?? EMPTY;
    const hits = tokens.reduce((n, token) => (list.has(token) ? n + 1 : n), 0);
    const score = letters.reduce((n, letter) => (characteristic.has(letter) ? n + LETTER_WEIGHT : n), hits);
    if (score > bestScore) {
      best = language;
      bestHits = hits;
      bestScore = score;
    }
  }
  if (!best || bestHits < MIN_FUNCTION_WORD_SHARE * tokens.length) return null;
  for (const other of WORDS.keys()) {
    if (other === best) continue;
    const theirs = ownEvidence(other, best, tokens, letters);
    if (theirs > 0 && theirs >= ownEvidence(best, other, tokens, letters)) return null;
  }
  return best as LanguageCode;
}

function detectCyrillic(sample: string): LanguageCode | null {
  const tokens = words(sample, CYRILLIC_WORD_RE);
  if (tokens.length < MIN_WORDS) return null;
  const russianLetters = count(RUSSIAN_SPECIFIC_RE, sample);
  const otherLetters = count(NON_RUSSIAN_CYRILLIC_RE, sample);
  if (otherLetters > 0 && otherLetters * 4 > russianLetters) return null;
  const hardSigns = count(HARD_SIGN_RE, sample);
  if (hardSigns >= 2 && hardSigns > russianLetters) return null;
  let russianWords = 0;
  let otherWords = 0;
  for (const token of tokens) {
    if (RUSSIAN_WORDS.has(token)) russianWords++;
    else if (OTHER_CYRILLIC_WORDS.has(token)) otherWords++;
  }
  if (otherWords > 0 && otherWords >= russianWords) return null;
  return "ru";
}

function detectArabic(sample: string): LanguageCode | null {
  if (words(sample, ARABIC_WORD_RE).length < MIN_WORDS) return null;
  const other = count(NON_ARABIC_ARABIC_SCRIPT_RE, sample);
  const arabic = count(ARABIC_SPECIFIC_RE, sample);
  return other > arabic ? null : "ar";
}

/**
 * Guess which of the six UN languages `text` is written in, or null when it is in another
 * language, too short, mixed, or otherwise uncertain. Only the first ~5,000 characters are read.
 */
export function detectLanguage(text: string): LanguageCode | null {
  const sample = text.slice(0, SAMPLE_LENGTH).toLowerCase();
  const letters = count(LETTER_RE, sample);
  if (letters === 0) return null;
  const han = count(HAN_RE, sample);
  const kana = count(KANA_RE, sample);
  const total = letters + (HAN_WEIGHT - 1) * han;
  const scripts: [string, number][] = [
    ["han", HAN_WEIGHT * han],
    ["latin", count(LATIN_RE, sample)],
    ["cyrillic", count(CYRILLIC_RE, sample)],
    ["arabic", count(ARABIC_LETTER_RE, sample)],
  ];
  scripts.sort((a, b) => b[1] - a[1]);
  const [script, weight] = scripts[0]!;
  // No script (of the four) makes up a clear majority: mixed text or another script entirely.
  if (weight * 2 <= total) return null;
  switch (script) {
    case "han":
      // Japanese mixes kanji with kana.
      if (han < MIN_HAN || kana * 10 > han + kana) return null;
      return "zh";
    case "latin":
      return detectLatin(sample);
    case "cyrillic":
      return detectCyrillic(sample);
    default:
      return detectArabic(sample);
  }
}
