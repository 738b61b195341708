import { StatementSchema } from "@communique/core/contract";
import { fictionalStatement, fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

/** FICTIONAL: a long text whose only matches lie past the first 100,000 characters (where snippets stop). */
const LONG = fictionalStatement({
  id: "fx-long",
  language: "en",
  title: "A fictional long statement",
  body: `${"The delegation spoke about harbours. ".repeat(3000)}Lighthouses were discussed. The lighthouse keepers agreed.`,
});

const served = serveDuringTests([...fictionalStatements(), LONG]);

/** The statement's marked words, as text. */
async function marked(id: string, query: string): Promise<string[]> {
  const response = await fetch(`${served.base}/api/statements/${id}?${query}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const statement = StatementSchema.parse(JSON.parse(text));
  expect(statement.matches).toBeDefined();
  return statement.matches!.map(({ start, end }) => statement.body.slice(start, end));
}

async function errorOf(path: string): Promise<{ status: number; code: string; message: string }> {
  const response = await fetch(`${served.base}/api/statements/${path}`);
  const body = await response.json();
  return { status: response.status, ...body.error };
}

describe("GET /api/statements/{id} with the query of a search", () => {
  it("locates each matching word of the body, by its stem, in order", async () => {
    expect(await marked("fx-en-1", "q=negotiation")).toEqual(["negotiations"]);
    expect(await marked("fx-en-1", "q=climate+council")).toEqual(["climate", "Council"]);
    // Matched words next to each other are one match: a phrase is one occurrence.
    expect(await marked("fx-en-1", "q=climate+finance")).toEqual(["climate finance"]);
  });

  it("locates a phrase only where its words stand together, as one match (issue 36)", async () => {
    // fx-en-7 holds "council" and "security", never "security council".
    expect(await marked("fx-en-7", 'q="security council"')).toEqual([]);
    expect(await marked("fx-en-1", 'q=climate+"security council"')).toEqual(["climate", "Security Council"]);
  });

  it("reads the advanced fields as the search does", async () => {
    expect(await marked("fx-en-1", "all=finance&exact=security+council")).toEqual([
      "finance",
      "Security Council",
    ]);
  });

  it("finds Arabic words whatever their diacritics and tatweel, and Chinese words in Traditional script", async () => {
    expect(await marked("fx-ar-1", "q=أهمية")).toEqual(["أَهَمِّيَّة"]);
    expect(await marked("fx-ar-1", "q=الأمن")).toEqual(["الأمـــن"]);
    expect(await marked("fx-zh-2", "q=联合国")).toEqual(["聯合國"]);
  });

  it("reads the whole text: matches past the first 100,000 characters are found", async () => {
    const words = await marked("fx-long", "q=lighthouse");
    expect(words).toEqual(["Lighthouses", "lighthouse"]);
  });

  it("marks the equivalents in the statement's language with translate=add", async () => {
    // A country's names are equivalents in every language: the Russian name marks the French one.
    expect(await marked("fx-fr-1", "q=Франция")).toEqual([]);
    expect(await marked("fx-fr-1", "q=Франция&translate=add")).toEqual(["France"]);
  });

  it("gives an empty list when the query matches only the title, and none without a query", async () => {
    expect(await marked("fx-en-3", "q=disarmament")).toEqual([]);
    const response = await fetch(`${served.base}/api/statements/fx-en-3`);
    expect(StatementSchema.parse(await response.json()).matches).toBeUndefined();
  });

  it("answers 400 with what was wrong to a query it cannot read, whether or not the statement exists", async () => {
    const long = "a".repeat(1200);
    expect(await errorOf(`fx-en-1?q=${long}`)).toMatchObject({ status: 400, code: "query_too_long" });
    expect(await errorOf(`no-such-id?q=${long}`)).toMatchObject({ status: 400, code: "query_too_long" });
    expect(await errorOf("fx-en-1?q=climate&translate=maybe")).toMatchObject({
      status: 400,
      code: "invalid_parameter",
      message: expect.stringMatching(/^translate: /),
    });
  });
});
