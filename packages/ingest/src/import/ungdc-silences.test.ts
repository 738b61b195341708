import { createReadStream } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { getBloc, membersDuring, parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { testEnv } from "@communique/core/testing";
import { memberVoices, type SearchDatabase } from "@communique/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitLines } from "./ndjson-lines";
import { FIRST_YEAR, ungdcRecentSessions } from "./testing/ungdc-recent-sessions";

/**
 * Who has spoken (issue 37) over the real General Debate, 2015–2024: for the African Union and
 * "Sudan" in 2023, the members that spoke, were silent or are not covered must be what the
 * speeches themselves say, read here without our code (a member spoke when its 2023 speech names
 * Sudan; was silent when it gave a speech that does not; is not covered when it gave none), and
 * each silent member's last mention before 2023 must be its latest earlier speech that names it.
 */
const CORPUS_DIR = testEnv.CORPUS_DIR;
const SUDAN = /\bsudan\b/i;
const YEAR = 2023;

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "who has spoken, over the General Debate 2015–2024"
    : "who has spoken, over the General Debate (skipped: CORPUS_DIR is not set)",
  () => {
    let db: SearchDatabase;
    let release: () => Promise<void>;
    /** Per ISO2 code: the years of its speeches, and those that name Sudan. */
    const spoke = new Map<string, { years: Set<number>; naming: Set<number>; ids: Map<number, string> }>();

    beforeAll(async () => {
      const corpus = await ungdcRecentSessions(CORPUS_DIR!);
      db = corpus.pool;
      release = corpus.release;
      const file = path.join(CORPUS_DIR!, "ungdc", "ungdc_1946-2024.jsonl.gz");
      for await (const line of splitLines(createReadStream(file).pipe(createGunzip()))) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as { id: string; iso2: string | null; year: number; text: string };
        if (record.year < FIRST_YEAR || !record.iso2) continue;
        const entry = spoke.get(record.iso2) ?? { years: new Set(), naming: new Set(), ids: new Map() };
        entry.years.add(record.year);
        entry.ids.set(record.year, record.id);
        if (SUDAN.test(record.text)) entry.naming.add(record.year);
        spoke.set(record.iso2, entry);
      }
    }, 300_000);
    afterAll(() => release?.());

    it("tells the African Union's members that spoke of Sudan in 2023 from the silent and the not covered", async () => {
      const answer = await memberVoices(
        db,
        {
          query: parseQuery({ q: "Sudan" }),
          filters: { ...NO_FILTERS, from: `${YEAR}-01-01`, to: `${YEAR}-12-31` },
          lang: "en",
        },
        { kind: "bloc", id: "african-union" },
      );
      const members = membersDuring(getBloc("african-union")!, `${YEAR}-01-01`, `${YEAR}-12-31`);
      expect(answer.members.map((m) => m.code).sort()).toEqual([...members].sort());
      const expected = (code: string) => {
        const entry = spoke.get(code);
        if (entry?.naming.has(YEAR)) return "spoke";
        return entry?.years.has(YEAR) ? "silent" : "not-covered";
      };
      const byStatus = (status: string, pick: (code: string) => string) =>
        members.filter((code) => pick(code) === status).sort();
      const actual = new Map(answer.members.map((m) => [m.code, m.status]));
      for (const status of ["spoke", "silent", "not-covered"]) {
        expect(
          byStatus(status, (code) => actual.get(code)!),
          status,
        ).toEqual(byStatus(status, expected));
      }
      expect(answer.spoke).toBeGreaterThan(10);
      expect(answer.silent).toBeGreaterThan(5);
      for (const member of answer.members.filter((m) => m.status === "silent")) {
        const entry = spoke.get(member.code)!;
        const before = [...entry.naming].filter((year) => year < YEAR).sort((a, b) => b - a)[0];
        expect(member.lastBefore?.id ?? null, member.code).toBe(before ? entry.ids.get(before)! : null);
        expect(member.coverage, member.code).toBe("statements");
      }
    });

    it("counts the United Kingdom under the EU while it was a member only", async () => {
      const voices = (year: number) =>
        memberVoices(
          db,
          {
            query: parseQuery({ q: "Europe" }),
            filters: { ...NO_FILTERS, from: `${year}-01-01`, to: `${year}-12-31` },
            lang: "en",
          },
          { kind: "bloc", id: "eu" },
        );
      const in2019 = (await voices(2019)).members.find((m) => m.code === "GB");
      expect(in2019).toMatchObject({ status: "spoke", statements: 1 });
      // A member for January 2020 only: its speech of that year (dated by the year alone) is not
      // wholly within its membership, so it is listed, with no statement counted.
      const in2020 = (await voices(2020)).members.find((m) => m.code === "GB");
      expect(in2020).toMatchObject({ statements: 0, memberships: [{ until: "2020-01-31" }] });
      expect((await voices(2021)).members.find((m) => m.code === "GB")).toBeUndefined();
    });
  },
);
