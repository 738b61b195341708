import { parseQuery } from "@communique/core";
import { type SearchFilters, type SearchRequest, splitFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { parseStatementDate } from "../statements/statement-date";
import { type StatementInput, writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

/**
 * Arabic word forms through the whole analysis (normalizeForIndex, then PostgreSQL's stemmer),
 * one form per statement so that each expectation names the forms that must meet
 * (docs/decisions/014-arabic-analysis.md). FICTIONAL sentences: the Republic of the Oases and
 * its neighbours do not exist.
 */
const FORMS: Record<string, string> = {
  // الإرهابية: adjective with the article and ta marbuta.
  "terror-article": "تدين جمهورية الواحات بشدة الأعمال الإرهابية التي استهدفت قرية النخيل.",
  // ارهابية: without the article, typed without hamza.
  "terror-plain": "وصفت الوزارة ما جرى بأنه جريمة ارهابية لا مبرر لها.",
  // والإرهاب: the conjunction before the article.
  "terror-conjunction": "يلتزم البلد بمكافحة التطرف والإرهاب بكل أشكاله.",
  "humanitarian-article": "وصلت القافلة الإنسانية إلى مدينة المرجان صباح اليوم.",
  "humanitarian-adjective": "يبقى إيصال الغذاء إلى المتضررين واجب إنساني قبل كل شيء.",
  "attacks-article": "استنكر الوزير الهجمات على موانئ الجزر الزرقاء.",
  "attacks-plain": "شهدت الأسابيع الماضية هجمات متكررة على قوافل الإغاثة.",
  "international-article": "دعت الوزارة المنظمات الدولية إلى التحرك العاجل.",
  "security-article": "ناقش الاجتماع الأوضاع الأمنية في الإقليم الساحلي.",
  "security-conjunction": "يتطلب السلام والأمن حوارا صادقا بين الجيران.",
  "confirmed-conjunction": "وأكدت جمهورية الواحات دعمها للحوار بين الطرفين.",
  // Typed informally: ه for ta marbuta after the article.
  "government-informal": "رحبت الحكومه بالاتفاقيه الجديده مع مملكة الرمال.",
  "environment-article": "تولي السلطات عناية خاصة لحماية البيئة في خليج اللؤلؤ.",
};

function statements(): StatementInput[] {
  return Object.entries(FORMS).map(([name, body]) => ({
    id: `fx-ar-${name}`,
    countryCode: "EG",
    source: "test-fixture",
    url: `https://ministry.example/fx-ar-${name}`,
    title: "بيان خيالي",
    body,
    language: "ar",
    date: parseStatementDate("2024-05-02")!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-05-03T00:00:00Z"),
  }));
}

let db: TestDatabase;
let lexizer: Lexizer;

beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
  await writeStatements(db.pool, statements());
});
afterAll(() => db.drop());

function request(q: string, filters: Partial<SearchFilters> = {}): SearchRequest {
  return {
    query: parseQuery({ q }),
    filters: splitFilters({ languages: ["ar"], ...filters }).filters,
    sort: "recent",
    page: 1,
    size: 100,
    lang: "ar",
  };
}

async function found(q: string): Promise<string[]> {
  const response = await searchStatements(db.pool, lexizer, request(q));
  return response.results.map((r) => r.id.replace("fx-ar-", "")).sort();
}

async function snippetOf(q: string, name: string): Promise<string> {
  const response = await searchStatements(db.pool, lexizer, request(q));
  return response.results.find((r) => r.id === `fx-ar-${name}`)?.snippet ?? "";
}

describe("Arabic word forms meet through the stemmer", () => {
  it("إرهاب finds the adjective with ta marbuta, with or without article and hamza", async () => {
    const terror = ["terror-article", "terror-conjunction", "terror-plain"];
    expect(await found("إرهاب")).toEqual(terror);
    expect(await found("الإرهابية")).toEqual(terror);
    expect(await found("ارهابية")).toEqual(terror);
  });

  it("a query typed with ه for ta marbuta finds the same", async () => {
    expect(await found("الارهابيه")).toEqual(["terror-article", "terror-conjunction", "terror-plain"]);
    expect(await found("الانسانيه")).toEqual(["humanitarian-adjective", "humanitarian-article"]);
  });

  it("a statement typed with ه for ta marbuta is found by the correct spelling", async () => {
    expect(await found("الحكومة")).toEqual(["government-informal"]);
    expect(await found("الاتفاقية")).toEqual(["government-informal"]);
  });

  it("adjectives and nouns meet with and without the article", async () => {
    expect(await found("إنساني")).toEqual(["humanitarian-adjective", "humanitarian-article"]);
    expect(await found("الإنسانية")).toEqual(["humanitarian-adjective", "humanitarian-article"]);
    expect(await found("دولي")).toEqual(["international-article"]);
    expect(await found("أمن")).toEqual(["security-article", "security-conjunction"]);
    expect(await found("الأمنية")).toEqual(["security-article", "security-conjunction"]);
  });

  it("feminine plurals meet with and without the article", async () => {
    expect(await found("هجمات")).toEqual(["attacks-article", "attacks-plain"]);
    expect(await found("الهجمات")).toEqual(["attacks-article", "attacks-plain"]);
    expect(await found("هجمة")).toEqual(["attacks-article", "attacks-plain"]);
  });

  it("a verb after the conjunction و is found from the verb alone", async () => {
    expect(await found("أكد")).toEqual(["confirmed-conjunction"]);
    expect(await found("اكدت")).toEqual(["confirmed-conjunction"]);
  });
});

describe("Arabic highlighting", () => {
  it("marks the word as written, whatever its form", async () => {
    expect(await snippetOf("إرهاب", "terror-article")).toContain("<mark>الإرهابية</mark>");
    expect(await snippetOf("إرهاب", "terror-conjunction")).toContain("<mark>والإرهاب</mark>");
    expect(await snippetOf("الحكومة", "government-informal")).toContain("<mark>الحكومه</mark>");
    expect(await snippetOf("هجمات", "attacks-article")).toContain("<mark>الهجمات</mark>");
    expect(await snippetOf("أكد", "confirmed-conjunction")).toContain("<mark>وأكدت</mark>");
    // ئ before ta marbuta: the stem must still be found in the folded word.
    expect(await snippetOf("البيئة", "environment-article")).toContain("<mark>البيئة</mark>");
  });
});
