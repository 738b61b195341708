import { type LanguageCode, type ParsedQuery, parseQuery, readQueryLanguage } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { Lexizer } from "./lexizer";
import { searchStatements } from "./search-statements";

let db: TestDatabase;

/**
 * FICTIONAL statements whose words share a stem across languages only by accident: Spanish
 * "Crimea" is stemmed 'crime', as English "crime" is; French "réfugiés" and English "refugees"
 * share nothing. Issue 33: a statement's words meet only query words read in its language.
 */
beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, [
    fictionalStatement({
      id: "en-crime",
      language: "en",
      body: "The fictional ministry condemns organised crime.",
    }),
    fictionalStatement({ id: "en-crimea", language: "en", body: "The fictional ministry spoke of Crimea." }),
    fictionalStatement({ id: "es-crimea", language: "es", body: "El ministerio ficticio habló de Crimea." }),
    fictionalStatement({
      id: "es-crimen",
      language: "es",
      body: "El ministerio ficticio condena el crimen.",
    }),
    fictionalStatement({
      id: "fr-refugies",
      language: "fr",
      body: "Le ministère fictif accueille des réfugiés.",
    }),
    fictionalStatement({
      id: "en-refugees",
      language: "en",
      body: "The fictional ministry welcomes refugees.",
    }),
  ]);
});
afterAll(() => db.drop());

async function found(query: ParsedQuery): Promise<string[]> {
  const page = await searchStatements(db.pool, new Lexizer(db.pool), {
    query,
    filters: NO_FILTERS,
    sort: "recent",
    page: 1,
    size: 20,
    lang: "en",
  });
  return page.results.map((r) => r.id).sort();
}

const readIn = (q: string, interfaceLanguage: LanguageCode) => {
  const query = parseQuery({ q });
  return { ...query, language: readQueryLanguage(query, { interfaceLanguage }) };
};

describe("matching scoped to the statement's language", () => {
  it("never lets a stem of one language meet a word of another, even without a query language", async () => {
    // Analysed in all six languages, each analysis meets its own language's statements only:
    // Spanish 'crime' (from "Crimea") finds Spanish "Crimea", not English "crime".
    expect(await found(parseQuery({ q: "Crimea" }))).toEqual(["en-crimea", "es-crimea"]);
  });

  it("searches the query's own language as typed", async () => {
    expect(await found(readIn("Crimea", "en"))).toEqual(["en-crimea"]);
    expect(await found(readIn("Crimea", "es"))).toEqual(["es-crimea"]);
    expect(await found(readIn("des réfugiés", "en"))).toEqual(["fr-refugies"]);
    expect(await found(readIn("refugees", "fr"))).toEqual([]);
    expect(await found(readIn("refugees", "en"))).toEqual(["en-refugees"]);
  });

  it("excludes by the query's language too", async () => {
    const query = readIn("ministry -crime", "en");
    expect(await found(query)).toEqual(["en-crimea", "en-refugees"]);
  });
});
