import type { LanguageCode } from "../languages";
import type { ParsedQuery, QueryLanguage, QueryLanguageReason } from "./query-model";

/** The three UN languages written in Latin letters: a query in Latin letters is one of them. */
const LATIN_LANGUAGES: readonly LanguageCode[] = ["en", "fr", "es"];

const SCRIPT_LANGUAGE: readonly [RegExp, LanguageCode][] = [
  [/\p{Script=Arabic}/gu, "ar"],
  [/\p{Script=Han}/gu, "zh"],
  [/\p{Script=Cyrillic}/gu, "ru"],
];

/**
 * Signs of French, Spanish or English in a few typed words: letters only one of them uses, its
 * function words, French elision, the Spanish -ción. Each sign found counts for its language; a
 * language wins only alone at the top. Endings and letters that names share across the three are
 * left out ("Canada", "Mozambique", "Kuwait" are written so in all three): a bare name has no sign.
 * Nor is é, which English writes too ("détente", "café"): "réfugiés" is told French by the terms
 * it names (queryLanguageFromTerms), "détente" stays in the interface's language.
 */
const SIGNS: Record<"en" | "fr" | "es", { letters?: RegExp; words: ReadonlySet<string>; endings?: RegExp }> =
  {
    fr: {
      letters: /[àâçèêëîïôûùœæÿ]/iu,
      words: new Set(
        "le la les des du de et en pour sur dans au aux une un est par avec sans entre contre vers selon ou".split(
          " ",
        ),
      ),
    },
    es: {
      letters: /[ñ¿¡áíóú]/iu,
      words: new Set(
        "el la los las del de y en para por con una un es sin entre contra hacia según o".split(" "),
      ),
      endings: /ci[oó]n(?:es)?$/iu,
    },
    en: {
      words: new Set("the of and in to for on with by from against between or is are".split(" ")),
    },
  };

/**
 * The language a query's own words are read in (issue 33): a statement's words meet only query
 * words analysed in the statement's language, so "as typed" searches one language, and crossing
 * languages is translation's job. Decided, in order:
 * - by script: Arabic, Han or Cyrillic letters are each one UN language's;
 * - among the Latin three, by the signs of one of them (letters, elisions, function words,
 *   endings), when one has more than the others;
 * - else by the interface language when it is written in Latin letters, else English;
 * - a language filter that leaves the chosen one out, when it keeps another Latin one, takes it
 *   instead (a reader who asks for French statements types French words).
 */
export function readQueryLanguage(
  query: ParsedQuery,
  options: { interfaceLanguage: LanguageCode; languages?: readonly LanguageCode[] },
): QueryLanguage {
  const text = [...query.clauses.flat(), ...query.exclude]
    .filter((term) => !term.language)
    .map((term) => term.text)
    .join(" ");
  const byScript = scriptLanguage(text);
  if (byScript) return { code: byScript, by: "script" };
  const searched = options.languages?.length ? options.languages : undefined;
  const latinSearched = searched?.filter((l) => LATIN_LANGUAGES.includes(l));
  const chosen = ((): QueryLanguage => {
    const detected = latinSigns(text);
    if (detected) return { code: detected, by: "detected" };
    if (LATIN_LANGUAGES.includes(options.interfaceLanguage))
      return { code: options.interfaceLanguage, by: "interface" };
    return { code: "en", by: "default" };
  })();
  if (latinSearched?.length && !latinSearched.includes(chosen.code))
    return { code: latinSearched[0]!, by: "filter" satisfies QueryLanguageReason };
  return chosen;
}

/** The language whose script most of the text's letters are in, when that is not Latin. */
function scriptLanguage(text: string): LanguageCode | undefined {
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  let best: LanguageCode | undefined;
  let most = latin;
  for (const [pattern, language] of SCRIPT_LANGUAGE) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > most) {
      best = language;
      most = count;
    }
  }
  return best;
}

/** The Latin language with the most signs in the text, when one has more than the others. */
function latinSigns(text: string): LanguageCode | undefined {
  const lower = text.toLocaleLowerCase();
  const words = lower.split(/[^\p{L}'’]+/u).filter(Boolean);
  const scores = (["en", "fr", "es"] as const).map((language) => {
    const signs = SIGNS[language];
    let score = signs.letters?.test(lower) ? 2 : 0;
    for (const word of words) {
      if (signs.words.has(word)) score += 1;
      else if (signs.endings?.test(word)) score += 1;
    }
    if (language === "fr" && /(?:^|[^\p{L}])(?:[ldjmnstc]|qu)['’]\p{L}/u.test(lower)) score += 2;
    return { language, score };
  });
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  return first!.score > 0 && first!.score > second!.score ? first!.language : undefined;
}
