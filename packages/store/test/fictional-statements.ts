import type { LanguageCode } from "@communique/core";
import { parseStatementDate } from "../src/statements/statement-date";
import type { StatementInput } from "../src/statements/write-statements";

/**
 * FICTIONAL statements written for tests. No state issued them; titles say so. Countries are real
 * codes only because the reference table requires them. Each one exists to prove a behaviour
 * (stemming, normalisation, phrases, filters), noted beside it.
 */
interface Fixture {
  id: string;
  country: string;
  language: LanguageCode;
  date: string;
  title: string;
  body: string;
}

const FIXTURES: Fixture[] = [
  // English stemming: negotiation(s); phrase "security council" adjacent.
  {
    id: "fx-en-1",
    country: "GB",
    language: "en",
    date: "2024-03-15",
    title: "Fictional statement on climate negotiations",
    body: "The delegation welcomes the negotiations on climate finance. The Security Council must act.",
  },
  {
    id: "fx-en-2",
    country: "US",
    language: "en",
    date: "2024-03-10",
    title: "Fictional remarks on sea level rise",
    body: "Sea level rise threatens small island states. Climate adaptation is urgent.",
  },
  {
    id: "fx-en-3",
    country: "KE",
    language: "en",
    date: "2023-11",
    title: "Fictional statement on disarmament",
    body: "Nuclear weapons must be eliminated. The negotiation of a treaty continues.",
  },
  // Year precision: only the year is known.
  {
    id: "fx-en-4",
    country: "JP",
    language: "en",
    date: "2022",
    title: "Fictional note on reform",
    body: "The reform of the Security Council is overdue.",
  },
  {
    id: "fx-en-5",
    country: "BR",
    language: "en",
    date: "2024-03-16",
    title: "Fictional statement on co-operation",
    body: "Co-operation between countries on COVID-19 vaccines & <script>alert(1)</script> supply.",
  },
  {
    id: "fx-en-6",
    country: "eu",
    language: "en",
    date: "2024-03-14",
    title: "Fictional European Union statement",
    body: "The European Union supports climate negotiations and nuclear safety.",
  },
  // Both words, never adjacent: matches "security council" as words, not as a phrase.
  {
    id: "fx-en-7",
    country: "IN",
    language: "en",
    date: "2024-03-05",
    title: "Fictional council communiqué",
    body: "The council discussed food security and water.",
  },
  // French plural/singular and accents.
  {
    id: "fx-fr-1",
    country: "FR",
    language: "fr",
    date: "2024-03-12",
    title: "Déclaration fictive sur les négociations climatiques",
    body: "La France salue les négociations sur le climat. Le Conseil de sécurité doit agir.",
  },
  {
    id: "fx-fr-2",
    country: "SN",
    language: "fr",
    date: "2024-02-20",
    title: "Communiqué fictif sur la sécurité alimentaire",
    body: "La sécurité alimentaire est une priorité. La négociation continue.",
  },
  // Spanish.
  {
    id: "fx-es-1",
    country: "MX",
    language: "es",
    date: "2024-03-01",
    title: "Comunicado ficticio sobre el cambio climático",
    body: "México participa en las negociaciones sobre el cambio climático.",
  },
  {
    id: "fx-es-2",
    country: "AR",
    language: "es",
    date: "2023-12-05",
    title: "Declaración ficticia sobre la paz",
    body: "La paz y la seguridad internacionales son una prioridad.",
  },
  // Russian cases and ё.
  {
    id: "fx-ru-1",
    country: "RU",
    language: "ru",
    date: "2024-03-11",
    title: "Вымышленное заявление о переговорах",
    body: "Переговоры по климату продолжаются. Совет Безопасности должен действовать.",
  },
  {
    id: "fx-ru-2",
    country: "BY",
    language: "ru",
    date: "2024-01-20",
    title: "Вымышленное заявление о сотрудничестве",
    body: "Министр отметил её значение для сотрудничества в области образования.",
  },
  // Arabic: hamza, diacritics and tatweel in the text.
  {
    id: "fx-ar-1",
    country: "EG",
    language: "ar",
    date: "2024-03-13",
    title: "بيان خيالي بشأن الأمن الغذائي",
    body: "أكدت الوزارة أَهَمِّيَّة الأمـــن الغذائي والسلام في المنطقة.",
  },
  {
    id: "fx-ar-2",
    country: "AE",
    language: "ar",
    date: "2024-02-02",
    title: "بيان خيالي حول المفاوضات",
    body: "تدعم الدولة المفاوضات الجارية بشأن المناخ ومجلس الأمن.",
  },
  // Chinese: multi-character words; the second written in Traditional characters.
  {
    id: "fx-zh-1",
    country: "CN",
    language: "zh",
    date: "2024-03-09",
    title: "关于气候变化的虚构声明",
    body: "联合国安理会呼吁立即停火。各方应继续就气候变化问题进行谈判。",
  },
  {
    id: "fx-zh-2",
    country: "CN",
    language: "zh",
    date: "2023-06",
    title: "外交部發言人虛構答記者問",
    body: "中方支持聯合國在維護和平方面的作用。",
  },
];

export function fictionalStatements(): StatementInput[] {
  return FIXTURES.map((f) => ({
    id: f.id,
    countryCode: f.country,
    source: "test-fixture",
    url: `https://ministry.example/${f.id}`,
    title: f.title,
    body: f.body,
    language: f.language,
    date: parseStatementDate(f.date)!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-03-20T00:00:00Z"),
  }));
}

/** One FICTIONAL statement for a test's own fixture: what it says, where and when (a day). */
export function fictionalStatement(fixture: {
  id: string;
  language: LanguageCode;
  body: string;
  title?: string;
  country?: string;
  date?: string;
}): StatementInput {
  return {
    id: fixture.id,
    countryCode: fixture.country ?? "FR",
    source: "test",
    url: null,
    title: fixture.title ?? "Fictional statement",
    body: fixture.body,
    language: fixture.language,
    date: parseStatementDate(fixture.date ?? "2024-03-01")!,
    meta: {},
    fetchedAt: null,
  };
}

/** A FICTIONAL test concept whose terms are one word each, in Latin letters where they can be. */
export const HARVEST_CONCEPT = {
  id: "test/harvest",
  source: "test",
  terms: { en: ["harvest"], fr: ["moisson"], es: ["cosecha"], ru: ["урожай"], ar: ["حصاد"], zh: ["收获"] },
};
