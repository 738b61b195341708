import { parseQuery, type QueryInput } from "@communique/core";
import { NO_FILTERS, type SearchFilters } from "@communique/core/contract";
import { testEnv } from "@communique/core/testing";
import { Lexizer, type SearchDatabase, searchStatements } from "@communique/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "./import-file";
import { lettersHash, type SpeechLines, ungdcRecentSessions } from "./testing/ungdc-recent-sessions";

/**
 * Imports the real UN General Debate Corpus, sessions 2015–2024, and checks what can be known
 * independently of our code: line counts, one statement per country and year, and counts of a
 * phrase computed straight from the text. Needs the corpus: CORPUS_DIR=/work/shared/data. The
 * import is made once per test run, shared read-only (testing/ungdc-recent-sessions.ts).
 */
const CORPUS_DIR = testEnv.CORPUS_DIR;

interface CorpusFacts {
  lines: number;
  /** Statements per "ISO2 year" (null ISO2 for the EU). */
  perCountryYear: Map<string, number>;
  /** Statements whose text matches the phrase Paris Agreement, in all and per year. */
  parisAgreement: number;
  parisAgreementPerYear: Map<number, number>;
  speeches: SpeechLines[];
}

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "UN General Debate Corpus, 2015–2024"
    : "UN General Debate Corpus (skipped: CORPUS_DIR is not set)",
  () => {
    let db: SearchDatabase;
    let release: () => Promise<void>;
    let facts: CorpusFacts;
    let summary: ImportSummary;
    let lexizer: Lexizer;

    beforeAll(async () => {
      const corpus = await ungdcRecentSessions(CORPUS_DIR!);
      db = corpus.pool;
      release = corpus.release;
      lexizer = new Lexizer(db);
      summary = corpus.meta.summary;
      facts = {
        ...corpus.meta.facts,
        perCountryYear: new Map(corpus.meta.facts.perCountryYear),
        parisAgreementPerYear: new Map(corpus.meta.facts.parisAgreementPerYear),
      };
    }, 300_000);

    afterAll(() => release?.());

    async function search(input: QueryInput, filters: Partial<SearchFilters> = {}) {
      const query = parseQuery(input);
      return searchStatements(db, lexizer, {
        query,
        filters: { ...NO_FILTERS, ...filters },
        sort: query.clauses.length ? "relevance" : "recent",
        page: 1,
        size: 20,
        lang: "en",
      });
    }

    it("imports every line of the sessions since 2015 and rejects none", () => {
      // 192–195 statements a year since 2011, ten sessions.
      expect(facts.lines).toBeGreaterThan(1900);
      expect(facts.lines).toBeLessThan(1960);
      expect(summary).toMatchObject({
        lines: facts.lines,
        added: facts.lines,
        updated: 0,
        unchanged: 0,
        rejected: 0,
      });
      expect(summary.rejections).toEqual([]);
    });

    it("finds exactly one statement, dated by year only, for a country in a session", async () => {
      for (const [country, year] of [
        ["FR", 2019],
        ["BR", 2024],
        ["CN", 2016],
        ["ZA", 2015],
        ["eu", 2020],
      ] as const) {
        const key = `${country === "eu" ? null : country} ${year}`;
        expect(facts.perCountryYear.get(key), key).toBe(1);
        const response = await search(
          {},
          { countries: [country], from: `${year}-01-01`, to: `${year}-12-31` },
        );
        expect(response.total, key).toBe(1);
        expect(response.results[0], key).toMatchObject({
          country: { code: country },
          date: String(year),
          datePrecision: "year",
          language: "en",
          url: null,
        });
      }
    });

    it("keeps a year-dated statement out of a range that covers only part of its year", async () => {
      const response = await search({}, { countries: ["FR"], from: "2019-01-01", to: "2019-09-30" });
      expect(response.total).toBe(0);
    });

    it("counts a phrase as often as it occurs in the text", async () => {
      // The phrase query is analysed by the English stemmer (paris → pari, agreements →
      // agreement) and ignores punctuation between the words, which the regex reproduces. No
      // other English word stems to "pari" followed by "agreement", so the two must agree.
      const response = await search({ q: '"Paris Agreement"' });
      expect(facts.parisAgreement).toBeGreaterThan(500);
      expect(response.total).toBe(facts.parisAgreement);
      for (const year of [2015, 2016, 2024]) {
        const inYear = await search(
          { q: '"Paris Agreement"' },
          { from: `${year}-01-01`, to: `${year}-12-31` },
        );
        expect(inYear.total, String(year)).toBe(facts.parisAgreementPerYear.get(year) ?? 0);
      }
      // Adopted in December 2015, after that year's General Debate (September).
      expect(facts.parisAgreementPerYear.get(2015) ?? 0).toBeLessThan(facts.parisAgreementPerYear.get(2016)!);
    });

    it("keeps each speech's paragraphs, and every letter of its text in its order", async () => {
      const { rows } = await db.query<{ id: string; body: string }>(
        "SELECT id, body FROM statements WHERE source = 'ungdc'",
      );
      const bodies = new Map(rows.map((row) => [row.id, row.body]));
      expect(bodies.size).toBe(facts.lines);
      let kept = 0;
      const shortLines = { lines: 0, paragraphs: 0 };
      for (const [id, lines, shortLined, everyLineStartsASentence, letters] of facts.speeches) {
        const body = bodies.get(id)!;
        const paragraphs = body.split("\n\n");
        expect(lettersHash(body), id).toBe(letters);
        expect(
          paragraphs.every((paragraph) => paragraph.trim() === paragraph && paragraph !== ""),
          id,
        ).toBe(true);
        expect(paragraphs.length, id).toBeLessThanOrEqual(Math.max(1, lines));
        if (shortLined) {
          // Most of these are hard-wrapped at 50–80 characters: unwrapped into paragraphs.
          shortLines.lines += lines;
          shortLines.paragraphs += paragraphs.length;
        } else if (everyLineStartsASentence) {
          // One line, one paragraph: as many as the corpus has.
          kept++;
          expect(paragraphs.length, id).toBe(lines);
        }
      }
      expect(shortLines.lines).toBeGreaterThan(1000);
      expect(shortLines.paragraphs / shortLines.lines).toBeLessThan(0.75);
      expect(kept).toBeGreaterThan(800);
    });

    it("excludes exactly the statements that contain a word", async () => {
      const all = await search({});
      const climate = await search({ all: "climate" });
      const withoutClimate = await search({ none: "climate" });
      expect(all.total).toBe(facts.lines);
      expect(climate.total).toBeGreaterThan(0);
      expect(climate.total).toBeLessThan(all.total);
      expect(withoutClimate.total).toBe(all.total - climate.total);

      const phraseless = await search({ none: '"Paris Agreement"' });
      expect(phraseless.total).toBe(all.total - facts.parisAgreement);
    });
  },
);
