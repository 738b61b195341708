import { type LanguageCode, parseQuery, readQueryLanguage } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { queryLanguageFromTerms } from "./query-language-from-terms";
import { TermLookupCache } from "./term-lookup-cache";
import { writeConcepts } from "./write-concepts";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  // A concept as an operator's file would give it (its source is this test).
  await writeConcepts(
    db.pool,
    [
      {
        id: "test/drought",
        source: "test",
        terms: {
          en: ["drought"],
          fr: ["sécheresse"],
          es: ["sequía"],
          ru: ["засуха"],
          ar: ["الجفاف"],
          zh: ["干旱"],
        },
      },
    ],
    "imported",
  );
});
afterAll(() => db.drop());

const readIn = async (q: string, interfaceLanguage: LanguageCode, languages: LanguageCode[] = []) => {
  const query = parseQuery({ q });
  const read = { ...query, language: readQueryLanguage(query, { interfaceLanguage, languages }) };
  return (await queryLanguageFromTerms(db.pool, read, languages)).language;
};

describe("queryLanguageFromTerms", () => {
  it("takes the language whose terms the words are, over the interface's", async () => {
    expect(await readIn("drought", "fr")).toEqual({ code: "en", by: "detected" });
    expect(await readIn("droughts", "es")).toEqual({ code: "en", by: "detected" });
  });

  it("leaves the choice alone when no term, or several languages, know the words, or the letters told", async () => {
    expect(await readIn("quillmarsh", "fr")).toEqual({ code: "fr", by: "interface" });
    expect(await readIn("sécheresse", "en")).toEqual({ code: "fr", by: "detected" });
    expect(await readIn("засуха", "en")).toEqual({ code: "ru", by: "script" });
  });

  it("prefers the language whose term is written as typed, and reads words typed together", async () => {
    await writeConcepts(
      db.pool,
      [
        {
          id: "test/fictional-bay",
          source: "test",
          terms: {
            en: ["Quillmarsh Bay"],
            fr: ["baie de Quillmarsh"],
            es: ["bahía de Quillmarsh"],
            ru: ["залив Квиллмарш"],
            ar: ["خليج كويلمارش"],
            zh: ["奎尔马什湾"],
          },
        },
      ],
      "imported",
    );
    expect(await readIn("baie de Quillmarsh", "en")).toEqual({ code: "fr", by: "detected" });
    expect(await readIn("Quillmarsh Bay", "fr")).toEqual({ code: "en", by: "detected" });
  });

  it("takes one of two languages that know the words alike when the interface's knows nothing of them", async () => {
    // "RDC" (the Democratic Republic of the Congo) is French and Spanish alike: French, the first.
    expect(await readIn("RDC", "en")).toEqual({ code: "fr", by: "detected" });
    // English knows "Sahara", French and Spanish the whole name ("Sáhara Occidental" by its accents folded).
    expect(await readIn("Sahara occidental", "en")).toEqual({ code: "fr", by: "detected" });
  });

  it("keeps its answers in the process's cache: a repeated query asks the database once", async () => {
    const cache = new TermLookupCache<LanguageCode | "">();
    const query = parseQuery({ q: "drought" });
    const read = { ...query, language: readQueryLanguage(query, { interfaceLanguage: "fr" }) };
    let asked = 0;
    const counting = {
      query: (...args: Parameters<typeof db.pool.query>) => {
        asked++;
        return db.pool.query(...args);
      },
    };
    for (let i = 0; i < 2; i++)
      expect((await queryLanguageFromTerms(counting as typeof db.pool, read, [], cache)).language).toEqual({
        code: "en",
        by: "detected",
      });
    expect(asked).toBe(1);
  });

  it("stays inside the language filter", async () => {
    expect(await readIn("drought", "fr", ["fr", "es"])).toEqual({ code: "fr", by: "interface" });
  });
});
