import { checkTerminology, LANGUAGE_CODES, termIdentity } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { countryConcepts, readBundledTerminology } from "./bundled-terminology";
import { writeConcepts } from "./write-concepts";

const bundled = readBundledTerminology();

describe("the shipped terminology", () => {
  it("has at least 2,000 concepts, each in the six languages", () => {
    expect(bundled.length).toBeGreaterThanOrEqual(2000);
    for (const concept of bundled) {
      for (const language of LANGUAGE_CODES)
        expect(concept.terms[language]?.length, concept.id).toBeGreaterThan(0);
    }
  });

  it("gives no term to two concepts of a language, nor an issuer's name", () => {
    const taken = new Map<string, string>();
    for (const country of countryConcepts()) {
      for (const language of LANGUAGE_CODES) {
        for (const term of country.terms[language] ?? [])
          taken.set(`${language}:${termIdentity(term)}`, country.id);
      }
    }
    const { problems } = checkTerminology(bundled, { taken });
    expect(problems).toEqual([]);
  });

  describe("in PostgreSQL", () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.drop());

    it("analyses every term to at least one lexeme of its language", async () => {
      const { problems } = await writeConcepts(db.pool, bundled, "bundled");
      expect(problems).toEqual([]);
    });
  });
});
