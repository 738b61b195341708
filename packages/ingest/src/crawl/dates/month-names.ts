import { foldText } from "./normalize-date-text";

/**
 * Gregorian month names as pages in the six UN languages write them: full names, the
 * abbreviations CLDR and newsrooms use, Russian in every case a date puts a month in, and the
 * three Arabic families (Egyptian/Gulf يناير…, Levantine/Iraqi كانون الثاني…, Maghreb جانفي…
 * and Moroccan/Mauritanian غشت, شتنبر…). Chinese months are numbers ("1月"), handled apart.
 * Index 0 is January.
 */
const MONTHS: Record<string, readonly (readonly string[])[]> = {
  en: [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sep", "sept"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
  ],
  fr: [
    ["janvier", "janv"],
    ["février", "févr", "fév"],
    ["mars"],
    ["avril", "avr"],
    ["mai"],
    ["juin"],
    ["juillet", "juil", "juill"],
    ["août"],
    ["septembre", "sept"],
    ["octobre", "oct"],
    ["novembre", "nov"],
    ["décembre", "déc"],
  ],
  es: [
    ["enero", "ene"],
    ["febrero", "feb"],
    ["marzo", "mar"],
    ["abril", "abr"],
    ["mayo", "may"],
    ["junio", "jun"],
    ["julio", "jul"],
    ["agosto", "ago"],
    ["septiembre", "setiembre", "sep", "sept", "set"],
    ["octubre", "oct"],
    ["noviembre", "nov"],
    ["diciembre", "dic"],
  ],
  // Nominative ("январь 2021"), genitive ("12 января"), prepositional ("в январе 2021").
  ru: [
    ["январь", "января", "январе", "янв"],
    ["февраль", "февраля", "феврале", "февр", "фев"],
    ["март", "марта", "марте", "мар"],
    ["апрель", "апреля", "апреле", "апр"],
    ["май", "мая", "мае"],
    ["июнь", "июня", "июне", "июн"],
    ["июль", "июля", "июле", "июл"],
    ["август", "августа", "августе", "авг"],
    ["сентябрь", "сентября", "сентябре", "сент", "сен"],
    ["октябрь", "октября", "октябре", "окт"],
    ["ноябрь", "ноября", "ноябре", "нояб", "ноя"],
    ["декабрь", "декабря", "декабре", "дек"],
  ],
  ar: [
    ["يناير", "جانفي", "كانون الثاني"],
    ["فبراير", "فيفري", "شباط"],
    ["مارس", "آذار"],
    ["أبريل", "إبريل", "أفريل", "نيسان"],
    ["مايو", "ماي", "أيار", "مايس"],
    ["يونيو", "يونيه", "جوان", "حزيران"],
    ["يوليو", "يوليه", "يوليوز", "جويلية", "تموز"],
    ["أغسطس", "غشت", "أغشت", "أوت", "آب"],
    ["سبتمبر", "شتنبر", "شتمبر", "أيلول"],
    ["أكتوبر", "تشرين الأول"],
    ["نوفمبر", "نونبر", "تشرين الثاني"],
    ["ديسمبر", "دجنبر", "دجمبر", "كانون الأول"],
  ],
};

const MONTH_BY_NAME = new Map<string, number>();
for (const months of Object.values(MONTHS)) {
  months.forEach((names, index) => {
    for (const name of names) {
      const folded = foldText(name);
      const known = MONTH_BY_NAME.get(folded);
      // A name shared by two languages must mean the same month ("mar", "sept", "nov"…).
      if (known !== undefined && known !== index + 1) throw new Error(`Month name ${name} is ambiguous`);
      MONTH_BY_NAME.set(folded, index + 1);
    }
  });
}

const ALTERNATIVES = [...MONTH_BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.split(" ").map(escapeRegex).join("\\s+"))
  .join("|");

/**
 * Regex source matching one month name in folded text as a whole word, with an optional
 * abbreviation dot, captured in the named group given. Longest names first so that
 * "كانون الثاني" is not cut short.
 */
export function monthNamePattern(group: string): string {
  return `(?<!\\p{L})(?<${group}>${ALTERNATIVES})(?!\\p{L})\\.?`;
}

/** 1-12 for a folded month name, whitespace inside it collapsed. */
export function monthNumber(name: string): number | undefined {
  return MONTH_BY_NAME.get(name.replace(/\s+/g, " "));
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
