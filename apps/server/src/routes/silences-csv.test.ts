import { SILENCES_CSV_COLUMNS } from "@communique/core/contract";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

/** FICTIONAL statements: no state issued them. */
const statement = (id: string, country: string, date: string, body: string): StatementInput => ({
  id,
  countryCode: country,
  source: "test-fixture",
  url: null,
  title: `Fictional statement ${id}`,
  body,
  language: "en",
  date: parseStatementDate(date)!,
  meta: { fictional: true },
  fetchedAt: null,
});

const served = serveDuringTests([
  statement("fx-sc-ke", "KE", "2024-03-01", "A fictional note on the monsoon."),
  statement("fx-sc-ng", "NG", "2024-04-01", "A fictional note on something else."),
  statement("fx-sc-ng-0", "NG", "2019", "An older fictional note on the monsoon."),
]);

describe("GET /api/analytics/silences.csv", () => {
  it("writes one row per member, those that spoke first, with what was applied", async () => {
    const response = await fetch(
      `${served.base}/api/analytics/silences.csv?q=monsoon&among=african&from=2024-01-01&to=2024-12-31`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("applied-period")).toBe("2024-01-01/2024-12-31");
    const rows = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(","));
    expect(rows[0]).toEqual([...SILENCES_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      "KE",
      "Kenya",
      "spoke",
      "statements",
      "1",
      "2024-03-01",
      "fx-sc-ke",
      "2024-03-01",
      "fx-sc-ke",
      "",
      "",
      "1",
    ]);
    const nigeria = rows.find((row) => row[0] === "NG")!;
    expect(nigeria.slice(2, 4)).toEqual(["silent", "statements"]);
    expect(nigeria.slice(9, 11)).toEqual(["2019", "fx-sc-ng-0"]);
    expect(rows.find((row) => row[0] === "ZA")!.slice(2, 4)).toEqual(["not-covered", "none"]);
  });

  it("refuses an unknown lens with the same 400 as the JSON answer", async () => {
    const response = await fetch(`${served.base}/api/analytics/silences.csv?q=monsoon&among=atlantis`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unknown_bloc");
  });
});
