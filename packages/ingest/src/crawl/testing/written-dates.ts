import type { LanguageCode } from "@communique/core";

/**
 * Dates as the fictional ministries print them: each language's own way on an article page, and
 * the shorter way many sites use in their lists (numeric where that is usual).
 */

export type DateStyle = "article" | "listing";

const MONTHS: Record<"en" | "fr" | "es" | "ru" | "ar", readonly string[]> = {
  en: "January February March April May June July August September October November December".split(" "),
  fr: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
  es: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" "),
  // Genitive: "12 января".
  ru: "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(" "),
  ar: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
};

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

function parts(iso: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, "0");

export function arabicIndic(text: string): string {
  return text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)] ?? digit);
}

export function writeDate(iso: string, language: LanguageCode, style: DateStyle): string {
  const { year, month, day } = parts(iso);
  const article = style === "article";
  switch (language) {
    case "en":
      return article ? `${day} ${MONTHS.en[month - 1]} ${year}` : `${MONTHS.en[month - 1]} ${day}, ${year}`;
    case "fr":
      return article
        ? `${day === 1 ? "1er" : day} ${MONTHS.fr[month - 1]} ${year}`
        : `${pad(day)}/${pad(month)}/${year}`;
    case "es":
      return article ? `${day} de ${MONTHS.es[month - 1]} de ${year}` : `${pad(day)}/${pad(month)}/${year}`;
    case "ru":
      return article ? `${day} ${MONTHS.ru[month - 1]} ${year} г.` : `${pad(day)}.${pad(month)}.${year}`;
    case "ar":
      return arabicIndic(`${day} ${MONTHS.ar[month - 1]} ${year}`);
    case "zh":
      return article ? `${year}年${month}月${day}日` : `${year}-${pad(month)}-${pad(day)}`;
  }
}

/** The moment a statement went out: 10:30 on its day, the ministry's wall clock. */
export function publishedAt(iso: string, utcOffset: string): Date {
  return new Date(`${iso}T10:30:00${utcOffset}`);
}

/** RSS pubDate (RFC 822/2822), written in the ministry's own offset as most CMSs do. */
export function rfc2822(iso: string, utcOffset: string): string {
  const { year, month, day } = parts(iso);
  const weekday = new Date(Date.UTC(year, month - 1, day)).toUTCString().slice(0, 3);
  return `${weekday}, ${pad(day)} ${MONTHS.en[month - 1]?.slice(0, 3)} ${year} 10:30:00 ${utcOffset.replace(":", "")}`;
}

/** Atom and JSON Feed dates (RFC 3339). */
export function rfc3339(iso: string, utcOffset: string): string {
  return `${iso}T10:30:00${utcOffset}`;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
