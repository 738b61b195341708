import type { DateCandidate, DateFinder } from "./date-candidate";
import { monthNamePattern, monthNumber } from "./month-names";

// Ordinal marks after a day: English 12th, French 1er/1re, Spanish 1.º/1o, and the degree sign
// some Spanish pages type for º.
const DAY = String.raw`(?<!\d)(?<day>\d{1,2})(?:st|nd|rd|th|er|re|ere|o|ro|°|\.o)?(?!\d)`;
// Russian "2021 г." / "2021 года" and Arabic "2021 م" (Gregorian, as opposed to هـ) belong to
// the date, so they are part of the quote.
const YEAR = String.raw`(?<year>\d{4})(?!\d)(?:\s*(?:года|г\.|(?:г|م)(?!\p{L})))?`;
// Levantine pages often pair both month families: "12 كانون الثاني/يناير 2021",
// "12 كانون الثاني (يناير) 2021". The second name must agree with the first.
const ALSO = String.raw`(?:\s*[/(]\s*${monthNamePattern("also")}\s*\)?)?`;
const MONTH = monthNamePattern("month");
const GAP = String.raw`[\s,.\-/،]*`;

const PATTERNS: { regex: RegExp; precision: "day" | "month" }[] = [
  // 12 January 2021, 1er février 2021, 12 de enero de 2021, 12 января 2021 г., ١٢ يناير ٢٠٢١
  {
    regex: new RegExp(`${DAY}${GAP}(?:(?:of|de)\\s+)?${MONTH}${ALSO}${GAP}(?:(?:de|del)\\s+)?${YEAR}`, "gu"),
    precision: "day",
  },
  // January 12, 2021, Jan. 12th 2021, enero 12 de 2021
  {
    regex: new RegExp(`${MONTH}${ALSO}${GAP}${DAY}[\\s,.]*(?:de\\s+)?${YEAR}`, "gu"),
    precision: "day",
  },
  // January 2021, janv. 2021, enero de 2021, январь 2021, в январе 2021 года
  {
    regex: new RegExp(`${MONTH}${ALSO}${GAP}(?:(?:de|del|of)\\s+)?${YEAR}`, "gu"),
    precision: "month",
  },
];

export const findMonthNameDates: DateFinder = (folded) => {
  const found: DateCandidate[] = [];
  for (const { regex, precision } of PATTERNS) {
    for (const match of folded.matchAll(regex)) {
      const groups = match.groups!;
      const month = monthNumber(groups.month!)!;
      const also = groups.also === undefined ? month : monthNumber(groups.also);
      const year = Number(groups.year);
      const day = precision === "day" ? Number(groups.day) : undefined;
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        form: "month-name",
        year,
        month,
        ...(day === undefined ? {} : { day }),
        ...(also === month ? {} : { problem: "invalid" as const }),
      });
    }
  }
  return found;
};
