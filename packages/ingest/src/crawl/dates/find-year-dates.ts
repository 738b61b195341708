import type { DateCandidate, DateFinder } from "./date-candidate";

// A bare four-digit number in running text is as often a resolution or a count as a year, so a
// year alone is taken only when the text marks it as one: Russian "2021 г.", "2021 года",
// "в 2021 году". (Chinese "2021年" and a whole-text "2021" are found with their own forms.)
const MARKED_YEAR = /(?<![\d./-])(\d{4})\s*(?:год[ауе]?|г)(?!\p{L})\.?/gu;

export const findYearDates: DateFinder = (folded) => {
  const found: DateCandidate[] = [];
  for (const match of folded.matchAll(MARKED_YEAR)) {
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      form: "year",
      year: Number(match[1]),
    });
  }
  return found;
};
