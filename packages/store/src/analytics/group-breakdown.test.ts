import { countriesInGroup, getCountry, parseQuery } from "@communique/core";
import { NO_FILTERS, splitFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalGroupStatements, GROUP_FIXTURE_WORD } from "../../test/fictional-groups";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { groupBreakdown } from "./issuers";

let db: TestDatabase;
const fixtures = fictionalGroupStatements();

beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, fixtures);
});
afterAll(() => db.drop());

function request(lang: "en" | "fr" = "en") {
  const { filters, rest } = splitFilters({
    ...NO_FILTERS,
    query: parseQuery({ q: GROUP_FIXTURE_WORD }),
    lang,
  });
  return { ...rest, filters };
}

describe("groupBreakdown: N of M members", () => {
  it("counts each present member once, never more than the group's members", async () => {
    const answer = await groupBreakdown(db.pool, request());
    for (const group of answer.groups) expect(group.issuers, group.slug).toBeLessThanOrEqual(group.members);
    const eastern = answer.groups.find((g) => g.slug === "eastern-european")!;
    const members = countriesInGroup("eastern-european").filter((c) => c.kind === "member");
    // Every present member spoke, Poland twice, and three former states of the group too.
    expect(eastern).toMatchObject({ issuers: members.length, members: members.length });
    expect(eastern.statements).toBe(members.length + 1);
    expect(answer.groups.find((g) => g.slug === "asia-pacific")).toMatchObject({ issuers: 1, statements: 1 });
    expect(answer.groups.find((g) => g.slug === "non-member")).toMatchObject({ issuers: 2, members: 2 });
    expect(answer.groups.find((g) => g.slug === "igo")).toMatchObject({ issuers: 1, statements: 1 });
  });

  it("lists the former states apart, most statements first, and loses no statement", async () => {
    const answer = await groupBreakdown(db.pool, request("fr"));
    expect(answer.formerStates.states).toEqual([
      { code: "YU", name: getCountry("YU")!.names.fr, statements: 2 },
      // Equal counts in the names' order in the answer's language.
      ...["CS", "DD", "YD"]
        .map((code) => ({ code, name: getCountry(code)!.names.fr, statements: 1 }))
        .sort((a, b) => new Intl.Collator("fr").compare(a.name, b.name)),
    ]);
    expect(answer.formerStates.statements).toBe(5);
    const inGroups = answer.groups.reduce((total, g) => total + g.statements, 0);
    expect(inGroups + answer.formerStates.statements).toBe(fixtures.length);
  });
});
