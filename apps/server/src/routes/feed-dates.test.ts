import { parseStatementDate, type StatementInput, writeStatements } from "@communique/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { child, childElements, parseXml, textOf, type XmlElement } from "../../test/strict-xml";
import { startTestServer, type TestServer } from "../../test/test-server";

/** FICTIONAL statements about kelp, one dated by its day, one by its month and one by its year only. */
function kelp(id: string, date: string, body = `Fictional statement ${id} about kelp.`): StatementInput {
  return {
    id,
    countryCode: "NO",
    source: "test-fixture",
    url: null,
    title: `Fictional kelp statement ${id}`,
    body,
    language: "en",
    date: parseStatementDate(date)!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-03-20T00:00:00Z"),
  };
}
const FIXTURES = [
  kelp("fx-fd-day", "2023-11-14"),
  kelp("fx-fd-month", "2022-07"),
  kelp("fx-fd-year", "2021"),
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(FIXTURES);
});
afterAll(() => server?.close());

async function feed(): Promise<XmlElement> {
  const response = await fetch(`${server.base}/api/search/feed.atom?q=kelp`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  // The strict reader: well-formed XML or a throw.
  return parseXml(text);
}

function entries(root: XmlElement): Map<string, XmlElement> {
  return new Map(
    childElements(root, "entry").map((e) => [textOf(child(e, "id")).split("/statements/")[1]!, e] as const),
  );
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function indexedAt(id: string): Promise<string> {
  const { rows } = await server.database.pool.query<{ at: Date }>(
    "SELECT indexed_at AS at FROM statements WHERE id = $1",
    [id],
  );
  return rows[0]!.at.toISOString();
}

describe("the feed's dates", () => {
  it("publishes a day-dated statement on its day and a year- or month-dated one on no made-up day", async () => {
    const byId = entries(await feed());
    const day = byId.get("fx-fd-day")!;
    expect(childElements(day, "published").map(textOf)).toEqual(["2023-11-14T12:00:00Z"]);
    expect(textOf(child(day, "summary"))).toBe("2023-11-14 — Fictional statement fx-fd-day about kelp.");
    for (const [id, period] of [
      ["fx-fd-month", "2022-07"],
      ["fx-fd-year", "2021"],
    ] as const) {
      const entry = byId.get(id)!;
      expect(childElements(entry, "published"), id).toEqual([]);
      // The period is said where a reader sees it, as precise as it is known, with no day.
      expect(textOf(child(entry, "summary"))).toBe(`${period} — Fictional statement ${id} about kelp.`);
      expect(textOf(child(entry, "updated"))).toMatch(RFC3339);
      expect(textOf(child(entry, "updated")).startsWith(period)).toBe(false);
    }
  });

  it("updates an entry at its last change only, never before it was published, and the feed with its latest entry", async () => {
    const before = entries(await feed());
    const updatedOf = (map: Map<string, XmlElement>, id: string) => textOf(child(map.get(id)!, "updated"));
    for (const id of ["fx-fd-month", "fx-fd-year"]) expect(updatedOf(before, id)).toBe(await indexedAt(id));

    // An unchanged re-import (fetched again later) changes nothing.
    expect(
      await writeStatements(
        server.database.pool,
        FIXTURES.map((f) => ({ ...f, fetchedAt: new Date("2025-01-01T00:00:00Z") })),
      ),
    ).toEqual({ added: 0, updated: 0, unchanged: 3 });
    const again = entries(await feed());
    for (const id of before.keys()) expect(updatedOf(again, id), id).toBe(updatedOf(before, id));

    // A revised text is a change: its entry and the feed are updated.
    await writeStatements(server.database.pool, [
      kelp("fx-fd-year", "2021", "Fictional revised text about kelp."),
    ]);
    const revisedRoot = await feed();
    const revised = updatedOf(entries(revisedRoot), "fx-fd-year");
    expect(revised).toBe(await indexedAt("fx-fd-year"));
    expect(Date.parse(revised)).toBeGreaterThan(Date.parse(updatedOf(before, "fx-fd-year")));
    expect(textOf(child(revisedRoot, "updated"))).toBe(revised);

    // A day-dated statement indexed on its own day before the noon UTC given as its time.
    await server.database.pool.query(
      "UPDATE statements SET indexed_at = '2023-11-14T08:00:00Z' WHERE id = 'fx-fd-day'",
    );
    const early = entries(await feed()).get("fx-fd-day")!;
    expect(textOf(child(early, "updated"))).toBe("2023-11-14T12:00:00Z");
  });
});
