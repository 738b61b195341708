import type { LanguageCode } from "@communique/core";

/**
 * The plural and feminine forms of a State's adjective in English, French, Spanish and Arabic, for the
 * term lookup only (lookup-only forms of its demonym concept): a text written as one of them
 * names the adjective's concept before a name it only shares a stem with (Spanish "palestinos"
 * and "Palestina" are both 'palestin'). Made by the regular endings; a form no one writes is
 * harmless, as it only ever meets a query.
 */
export function adjectiveForms(language: LanguageCode, adjective: string): string[] {
  const word = adjective.trim();
  if (/\s/.test(word) || word.length < 3) return [];
  switch (language) {
    case "en":
      return word.endsWith("s") ? [] : [`${word}s`];
    case "fr":
      if (/(ien|éen|on)$/.test(word)) return [`${word}ne`, `${word}s`, `${word}nes`];
      if (/[sx]$/.test(word)) return [`${word}e`, `${word}es`];
      if (word.endsWith("e")) return [`${word}s`];
      return [`${word}e`, `${word}s`, `${word}es`];
    case "es":
      if (word.endsWith("o")) return [`${word.slice(0, -1)}a`, `${word}s`, `${word.slice(0, -1)}as`];
      if (word.endsWith("és")) {
        const stem = word.slice(0, -2);
        return [`${stem}esa`, `${stem}eses`, `${stem}esas`];
      }
      if (/[íú]$/.test(word)) return [`${word}es`, `${word}s`];
      if (/[aeiou]$/.test(word)) return [`${word}s`];
      return [`${word}es`];
    case "ar": {
      // A nisba in -ي: feminine -ية, plural -يون / -يين, each also with the article
      // (الفلسطينيين, of the Palestinians; الفلسطينية).
      if (!word.endsWith("ي") || word.startsWith("ال")) return [];
      const forms = [`${word}ة`, `${word}ون`, `${word}ين`];
      return [...forms, `ال${word}`, ...forms.map((form) => `ال${form}`)];
    }
    default:
      return [];
  }
}
