import { escapeRegex } from "./month-names";
import { foldText } from "./normalize-date-text";

/** Where a span of folded text is, start inclusive, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

const HIJRI_MONTHS = [
  "محرم",
  "صفر",
  "ربيع الأول",
  "ربيع أول",
  "ربيع الآخر",
  "ربيع الثاني",
  "ربيع ثاني",
  "جمادى الأولى",
  "جمادى الأول",
  "جمادى الآخرة",
  "جمادى الآخر",
  "جمادى الثانية",
  "رجب",
  "شعبان",
  "رمضان",
  "شوال",
  "ذو القعدة",
  "ذي القعدة",
  "ذو الحجة",
  "ذي الحجة",
]
  .map(foldText)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.split(" ").map(escapeRegex).join("\\s+"))
  .join("|");

// هـ (folded to ه once the tatweel is gone), هجري, هجرية, للهجرة, and AH / A.H. in Latin script.
const MARKER = String.raw`\s*(?:ه|هجري|هجرية|هجريا|للهجرة|ah|a\.h\.?)(?!\p{L})`;
const HIJRI_MONTH = String.raw`(?<!\p{L})(?:${HIJRI_MONTHS})(?!\p{L})`;

const HIJRI_DATE = new RegExp(
  [
    // 28 جمادى الأولى 1442 هـ, 28 جمادى الأولى, جمادى الأولى 1442
    String.raw`(?<!\d)\d{1,2}\s*${HIJRI_MONTH}(?:\s*\d{3,4}(?!\d))?(?:${MARKER})?`,
    String.raw`${HIJRI_MONTH}\s*\d{3,4}(?!\d)(?:${MARKER})?`,
    // 1442/05/28 هـ, 28/05/1442هـ, ١٤٤٢ هـ, 1442 AH
    String.raw`(?<![\d./-])(?:\d{1,4}[./-]\d{1,2}[./-])?\d{1,4}${MARKER}`,
  ].join("|"),
  "gu",
);

/**
 * Spans of the folded text that are Hijri (Islamic calendar) dates. They are never converted:
 * the conversion depends on which Hijri calendar a country follows (Umm al-Qura, sighting), and
 * a date a day off is worse than none. Gregorian dates inside these spans are ignored.
 */
export function findHijriDates(folded: string): Span[] {
  return [...folded.matchAll(HIJRI_DATE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
