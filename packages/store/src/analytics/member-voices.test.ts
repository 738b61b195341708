import { countriesInGroup, getBloc, parseQuery } from "@communique/core";
import { NO_FILTERS, type SearchFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverageSource } from "../../test/fictional-coverage";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { recordCrawlRun } from "../sources/record-crawl-run";
import { upsertSources } from "../sources/upsert-sources";
import { writeStatements } from "../statements/write-statements";
import { memberVoices } from "./member-voices";

/** FICTIONAL statements: no state issued them. "zephyr" is the word the lens's search looks for. */
const said = (id: string, country: string, date: string, matching = true) =>
  fictionalStatement({
    id,
    country,
    date,
    language: "en",
    body: matching ? "A fictional note on the zephyr, for a test." : "A fictional note on something else.",
  });

const STATEMENTS = [
  said("fx-mv-ke-1", "KE", "2024-03-01"),
  said("fx-mv-ke-2", "KE", "2024-05-01"),
  said("fx-mv-sn-1", "SN", "2024-04"),
  // Nigeria said other things in the period: silent, not "not covered"; it spoke before.
  said("fx-mv-ng-1", "NG", "2024-06-01", false),
  said("fx-mv-ng-0", "NG", "2019-02-01"),
  // The United Kingdom left the EU on 31 January 2020: its 2019 statement counts, not its 2020 one.
  said("fx-mv-gb-1", "GB", "2019-06-01"),
  said("fx-mv-gb-2", "GB", "2020-06-01"),
  said("fx-mv-fr-1", "FR", "2020-03-01"),
];

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, STATEMENTS);
  // Ghana: a working source and nothing in the period (silent); Egypt: its latest crawl failed.
  await upsertSources(db.pool, [
    coverageSource({ id: "fx-mv-gh", country: "GH", enabled: true, runs: [] }),
    coverageSource({ id: "fx-mv-eg", country: "EG", enabled: true, runs: [] }),
  ]);
  const when = { startedAt: new Date("2026-03-01T10:00:00Z"), finishedAt: new Date("2026-03-01T10:01:00Z") };
  await recordCrawlRun(db.pool, "fx-mv-gh", { status: "ok", itemsSeen: 3, itemsNew: 0 }, when);
  await recordCrawlRun(
    db.pool,
    "fx-mv-eg",
    {
      status: "error",
      errorReason: "http-503",
      errorMessage: "Fictional outage",
    },
    when,
  );
});
afterAll(() => db.drop());

const request = (filters: Partial<SearchFilters>) => ({
  query: parseQuery({ q: "zephyr" }),
  filters: { ...NO_FILTERS, ...filters },
  lang: "en" as const,
});

describe("memberVoices", () => {
  it("lists who of a group spoke, who was silent and who we do not cover", async () => {
    const answer = await memberVoices(db.pool, request({ from: "2024-01-01", to: "2024-12-31" }), {
      kind: "group",
      id: "african",
    });
    const members = countriesInGroup("african").filter((c) => c.kind === "member");
    expect(answer.members).toHaveLength(members.length);
    expect(answer).toMatchObject({ spoke: 2, silent: 2, notCovered: members.length - 4 });
    const byCode = new Map(answer.members.map((m) => [m.code, m]));
    // Those that spoke first, most statements first.
    expect(answer.members.slice(0, 2).map((m) => m.code)).toEqual(["KE", "SN"]);
    expect(byCode.get("KE")).toMatchObject({
      status: "spoke",
      statements: 2,
      first: { id: "fx-mv-ke-1", date: "2024-03-01", datePrecision: "day" },
      last: { id: "fx-mv-ke-2", date: "2024-05-01", datePrecision: "day" },
      lastBefore: null,
    });
    expect(byCode.get("SN")).toMatchObject({ first: { date: "2024-04", datePrecision: "month" } });
    expect(byCode.get("NG")).toMatchObject({
      status: "silent",
      coverage: "statements",
      statementsInPeriod: 1,
      lastBefore: { id: "fx-mv-ng-0", date: "2019-02-01" },
    });
    expect(byCode.get("GH")).toMatchObject({ status: "silent", coverage: "source", statementsInPeriod: 0 });
    expect(byCode.get("EG")).toMatchObject({ status: "not-covered", coverage: "none" });
    expect(byCode.get("ZA")).toMatchObject({ status: "not-covered", lastBefore: null });
  });

  it("ignores the country and group filters: the lens names the members", async () => {
    const answer = await memberVoices(
      db.pool,
      request({ from: "2024-01-01", to: "2024-12-31", countries: ["FR"], groups: ["asia-pacific"] }),
      { kind: "group", id: "african" },
    );
    expect(answer.spoke).toBe(2);
  });

  it.skipIf(!getBloc("eu"))("counts a bloc member's statements of its membership only", async () => {
    const answer = await memberVoices(db.pool, request({ from: "2019-01-01", to: "2020-12-31" }), {
      kind: "bloc",
      id: "eu",
    });
    const gb = answer.members.find((m) => m.code === "GB");
    expect(gb).toMatchObject({
      status: "spoke",
      statements: 1,
      last: { id: "fx-mv-gb-1" },
      memberships: [{ until: "2020-01-31" }],
    });
    expect(answer.members.find((m) => m.code === "FR")).toMatchObject({ status: "spoke", statements: 1 });
    // After it left, the United Kingdom is no member to list.
    const later = await memberVoices(db.pool, request({ from: "2021-01-01", to: "2021-12-31" }), {
      kind: "bloc",
      id: "eu",
    });
    expect(later.members.map((m) => m.code)).not.toContain("GB");
    expect(later.among).toMatchObject({
      kind: "bloc",
      id: "eu",
      sourceUrl: expect.stringMatching(/^https:/),
    });
  });
});
