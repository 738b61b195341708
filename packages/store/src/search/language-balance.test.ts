import { type LanguageCode, parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchRequest } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement, HARVEST_CONCEPT } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { translateQuery } from "../terminology/translate-query";
import { writeConcepts } from "../terminology/write-concepts";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

/**
 * Fictional statements: twelve English releases on the harvest, a French one on the harvest too
 * (fewer words than the best English ones), and a French and a Russian one naming it in passing.
 */
const statement = (id: string, language: LanguageCode, day: number, title: string, body: string) =>
  fictionalStatement({ id, language, title, body, date: `2024-05-${String(day).padStart(2, "0")}` });

beforeAll(async () => {
  db = await createTestDatabase();
  await writeConcepts(db.pool, [HARVEST_CONCEPT], "imported");
  await writeStatements(db.pool, [
    ...Array.from({ length: 12 }, (_, i) =>
      statement(
        `en-${i + 1}`,
        "en",
        10 + i,
        `Fictional ministry on the harvest, release ${i + 1}`,
        // The older, the more often it names the harvest: score and date disagree.
        `The fictional valley was discussed. ${"The harvest was discussed. ".repeat(12 - i)}`,
      ),
    ),
    statement(
      "fr-1",
      "fr",
      2,
      "Communiqué fictif sur la moisson",
      "Un ministre fictif a parlé de la moisson de la vallée fictive. La moisson a été bonne.",
    ),
    statement(
      "fr-2",
      "fr",
      3,
      "Communiqué fictif sur la coopération régionale",
      "Un ministre fictif a parlé de coopération régionale, des routes et, en passant, de la moisson.",
    ),
    statement(
      "ru-1",
      "ru",
      4,
      "Вымышленное заявление о региональном сотрудничестве",
      "Вымышленный министр говорил о региональном сотрудничестве, о дорогах и, между прочим, об урожае.",
    ),
  ]);
});
afterAll(() => db.drop());

async function firstPage(q: string, translate: boolean): Promise<string[]> {
  let query = parseQuery({ q });
  if (translate) query = (await translateQuery(db.pool, query)).query;
  const request: SearchRequest = {
    query,
    filters: NO_FILTERS,
    sort: "relevance",
    page: 1,
    size: 5,
    lang: "en",
  };
  const page = await searchStatements(db.pool, new Lexizer(db.pool), request);
  return page.results.map((r) => r.id);
}

describe("relevance across languages", () => {
  it("does not let the language with the most statements fill the first page by number alone", async () => {
    // Asked in Spanish with equivalents: the French statement is the best of its language and
    // comes second, after the best English one, not thirteenth.
    const page = await firstPage("cosecha", true);
    expect(page.slice(0, 2)).toEqual(["en-1", "fr-1"]);
    // A passing mention is not raised for being the best of its language (Russian) or its second
    // best (French): they stay below the English releases on the harvest.
    expect(page).not.toContain("ru-1");
    expect(page).not.toContain("fr-2");
  });

  it("scores a statement found through an equivalent by its words", async () => {
    // 'harvest' is tied to English statements ('harvest' & '~len'); the tie has no position and
    // once made every such statement score zero, leaving them in date order (en-12 first).
    expect((await firstPage("cosecha", true)).filter((id) => id.startsWith("en-")).slice(0, 4)).toEqual([
      "en-1",
      "en-2",
      "en-3",
      "en-4",
    ]);
  });

  it("ranks by score alone when the query has no equivalents", async () => {
    // Typed by the visitor in two languages, no translation: the French statements come after the
    // English ones that score higher.
    expect(await firstPage("harvest OR moisson", false)).not.toContain("fr-1");
  });
});
