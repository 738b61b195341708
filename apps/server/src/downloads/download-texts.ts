import { getLanguage, type LanguageCode } from "@communique/core";
import type { DatePrecision } from "@communique/core/vocabulary";

/** The words a downloaded statement is framed with, in each interface language. */
interface DownloadTexts {
  issuer: string;
  date: string;
  language: string;
  original: string;
  citeAs: string;
  /** "Label: value" as the language punctuates it. */
  labelled: (label: string, value: string) => string;
  /**
   * The citation. `{name}` is a value; `[...]` is left out when a value in it is missing (a
   * statement without a known original URL). A value ending in "." absorbs the "." after it.
   */
  citation: string;
  /** How the retrieval date is written in the citation. */
  retrieved: Intl.DateTimeFormatOptions;
}

const NBSP = "\u00a0";
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long" };

const TEXTS: Record<LanguageCode, DownloadTexts> = {
  ar: {
    issuer: "الجهة المُصدِرة",
    date: "التاريخ",
    language: "اللغة",
    original: "النص الأصلي",
    citeAs: "طريقة الاستشهاد",
    labelled: (label, value) => `${label}: ${value}`,
    citation:
      "«{title}»، {issuer}، {date}.[ النص الأصلي: {url}.] استُرجع من {product} في {retrieved}: {statementUrl}",
    retrieved: LONG_DATE,
  },
  zh: {
    issuer: "发布方",
    date: "日期",
    language: "语言",
    original: "原文",
    citeAs: "引用格式",
    labelled: (label, value) => `${label}：${value}`,
    citation: "{issuer}：《{title}》，{date}。[原文：{url}。]{retrieved}检索自{product}：{statementUrl}",
    retrieved: LONG_DATE,
  },
  en: {
    issuer: "Issuer",
    date: "Date",
    language: "Language",
    original: "Original",
    citeAs: "How to cite",
    labelled: (label, value) => `${label}: ${value}`,
    citation:
      '"{title}". {issuer}, {date}.[ Original: {url}.] Retrieved from {product} on {retrieved}: {statementUrl}',
    retrieved: LONG_DATE,
  },
  fr: {
    issuer: "Émetteur",
    date: "Date",
    language: "Langue",
    original: "Original",
    citeAs: "Pour citer ce document",
    labelled: (label, value) => `${label}${NBSP}: ${value}`,
    citation: `«${NBSP}{title}${NBSP}», {issuer}, {date}.[ Original${NBSP}: {url}.] Consulté sur {product} le {retrieved}${NBSP}: {statementUrl}`,
    retrieved: LONG_DATE,
  },
  ru: {
    issuer: "Автор",
    date: "Дата",
    language: "Язык",
    original: "Оригинал",
    citeAs: "Как цитировать",
    labelled: (label, value) => `${label}: ${value}`,
    // As ГОСТ Р 7.0.100 cites an online document: the access date in figures, in brackets.
    citation:
      "«{title}» // {issuer}. {date}.[ Оригинал: {url}.] Источник: {product}. URL: {statementUrl} (дата обращения: {retrieved}).",
    retrieved: { day: "2-digit", month: "2-digit", year: "numeric" },
  },
  es: {
    issuer: "Emisor",
    date: "Fecha",
    language: "Idioma",
    original: "Original",
    citeAs: "Cómo citar",
    labelled: (label, value) => `${label}: ${value}`,
    citation:
      "«{title}». {issuer}, {date}.[ Original: {url}.] Consultado en {product} el {retrieved}: {statementUrl}",
    retrieved: LONG_DATE,
  },
};

export function downloadTexts(lang: LanguageCode): DownloadTexts {
  return TEXTS[lang];
}

/** A date as precise as its source, in the interface language: "2022", "November 2023", "March 13, 2024". */
export function formatDateAtPrecision(isoDate: string, precision: DatePrecision, lang: LanguageCode): string {
  const [year, month = "01", day = "01"] = isoDate.split("-");
  const options: Intl.DateTimeFormatOptions =
    precision === "year"
      ? { year: "numeric" }
      : precision === "month"
        ? { year: "numeric", month: "long" }
        : { dateStyle: "long" };
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(getLanguage(lang).iso, { ...options, timeZone: "UTC" }).format(date);
}

/** The day a statement was downloaded, as the citation writes it (UTC). */
export function formatRetrieved(now: Date, lang: LanguageCode): string {
  const options = { ...TEXTS[lang].retrieved, timeZone: "UTC" };
  return new Intl.DateTimeFormat(getLanguage(lang).iso, options).format(now);
}

/** A statement's language named in the interface language ("Arabic", "arabe", "阿拉伯语"). */
export function languageName(code: LanguageCode, lang: LanguageCode): string {
  return new Intl.DisplayNames(getLanguage(lang).iso, { type: "language" }).of(code) ?? code;
}

export interface CitationValues {
  title: string;
  issuer: string;
  date: string;
  url: string | null;
  product: string;
  retrieved: string;
  statementUrl: string;
}

/** A piece of a citation: literal text in the interface language, or one of the values. */
export type CitationPart = { text: string } | { field: keyof CitationValues; value: string };

/** The citation in pieces, so that each format can mark the title and the URLs up. */
export function citationParts(lang: LanguageCode, values: CitationValues): CitationPart[] {
  const template = TEXTS[lang].citation.replace(/\[([^\]]*)\]/g, (_, optional: string) =>
    [...optional.matchAll(/\{(\w+)\}/g)].every((m) => values[m[1] as keyof CitationValues]) ? optional : "",
  );
  const parts: CitationPart[] = [];
  let previous = "";
  for (const piece of template.split(/(\{\w+\})/)) {
    const field = /^\{(\w+)\}$/.exec(piece)?.[1] as keyof CitationValues | undefined;
    if (field) {
      const value = values[field] ?? "";
      parts.push({ field, value });
      previous = value;
    } else {
      const text = previous.endsWith(".") && piece.startsWith(".") ? piece.slice(1) : piece;
      if (text) parts.push({ text });
      previous = "";
    }
  }
  return parts;
}

export function joinCitation(parts: readonly CitationPart[]): string {
  return parts.map((part) => ("text" in part ? part.text : part.value)).join("");
}

export function citationText(lang: LanguageCode, values: CitationValues): string {
  return joinCitation(citationParts(lang, values));
}
