import type { LanguageCode } from "@communique/core";

/**
 * Arabic proclitics (conjunctions, prepositions, the article) that the stemmer does not always
 * strip before a name: بفرنسا ("in France") is analysed 'فرنس', فرنسا 'رنس' (decision 014). A
 * one-word Arabic piece that names nothing is looked up again without them (otherForms).
 */
const ARABIC_PROCLITICS = ["وبال", "وال", "بال", "لل", "كال", "فال", "ال", "و", "ف", "ب", "ل", "ك"];

/**
 * Other forms of a one-word text that names no concept, where the stemmer cannot meet them: an
 * Arabic word without its proclitic (بفرنسا: فرنسا, France; للاجئين: اللاجئين) or with the article
 * (لاجئين: اللاجئين, refugees); a Russian noun in -ец in the plural, whose vowel the stemmer keeps
 * (беженец: беженцы, refugees).
 */
export function otherForms(word: string, readIn: readonly LanguageCode[]): string[] {
  if (/\s/.test(word)) return [];
  const forms: string[] = [];
  if (readIn.includes("ar") && /^\p{Script=Arabic}+$/u.test(word)) {
    for (const proclitic of ARABIC_PROCLITICS) {
      // Two letters at least must be left of a name.
      if (!word.startsWith(proclitic) || word.length - proclitic.length < 3) continue;
      // لل is ل with the article: للاجئين is ل + اللاجئين.
      const rest = word.slice(proclitic.length);
      forms.push(proclitic === "لل" ? `ال${rest}` : rest);
      // The article is a name's own often (العراق): after a one-letter proclitic, try it added.
      if (proclitic.length === 1 && !rest.startsWith("ال")) forms.push(`ال${rest}`);
    }
    if (!word.startsWith("ال")) forms.push(`ال${word}`);
  }
  if (readIn.includes("ru") && /^\p{Script=Cyrillic}{4,}ец$/iu.test(word))
    forms.push(`${word.slice(0, -2)}цы`);
  return forms;
}
