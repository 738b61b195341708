import { countryName } from "@communique/core";
import { StatementSchema } from "@communique/core/contract";
import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

const FIXTURES = fictionalStatements();

const served = serveDuringTests(FIXTURES);

async function getStatement(path: string) {
  const response = await fetch(`${served.base}/api/statements/${path}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return StatementSchema.parse(JSON.parse(text));
}

async function expectError(path: string, status: number, code: string): Promise<string> {
  const response = await fetch(`${served.base}/api/statements/${path}`);
  const body = await response.json();
  expect(response.status).toBe(status);
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  return body.error.message;
}

describe("GET /api/statements/{id}", () => {
  it("returns the whole statement, its body as plain text", async () => {
    const statement = await getStatement("fx-en-5");
    const fixture = FIXTURES.find((f) => f.id === "fx-en-5")!;
    expect(statement).toMatchObject({
      id: "fx-en-5",
      title: "Fictional statement on co-operation",
      body: fixture.body,
      country: { code: "BR", name: "Brazil", group: "latin-american-caribbean" },
      date: "2024-03-16",
      datePrecision: "day",
      language: "en",
      url: "https://ministry.example/fx-en-5",
      source: "test-fixture",
      meta: { fictional: true },
      fetchedAt: "2024-03-20T00:00:00.000Z",
    });
    expect(statement.body).toContain("<script>alert(1)</script>");
    expect(statement.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(statement.indexedAt)).not.toBeNaN();
    expect(Date.now() - Date.parse(statement.indexedAt)).toBeLessThan(10 * 60_000);
  });

  it.each([
    ["fx-en-4", "2022", "year"],
    ["fx-en-3", "2023-11", "month"],
    ["fx-ar-1", "2024-03-13", "day"],
  ])("gives %s's date at its precision", async (id, date, datePrecision) => {
    expect(await getStatement(id)).toMatchObject({ id, date, datePrecision });
  });

  it("returns every fixture unchanged", async () => {
    for (const fixture of FIXTURES) {
      const statement = await getStatement(encodeURIComponent(fixture.id));
      expect([statement.title, statement.body, statement.language, statement.country.code]).toEqual([
        fixture.title,
        fixture.body,
        fixture.language,
        fixture.countryCode,
      ]);
    }
  });

  it.each(["fr", "ar", "zh", "ru", "es"] as const)("names the country in lang=%s", async (lang) => {
    const statement = await getStatement(`fx-ar-1?lang=${lang}`);
    expect(statement.country).toEqual({ code: "EG", name: countryName("EG", lang), group: "african" });
    expect(statement.country.name).not.toBe("Egypt");
  });

  it("names the country in French and Arabic as the UN does", async () => {
    expect((await getStatement("fx-ar-1?lang=fr")).country.name).toBe("Égypte");
    expect((await getStatement("fx-ar-1?lang=ar")).country.name).toBe("مصر");
    expect((await getStatement("fx-en-6?lang=fr")).country.name).toBe("Union européenne");
  });

  it("answers 404 not_found for an unknown id, naming it", async () => {
    expect(await expectError("fx-en-99", 404, "not_found")).toContain('"fx-en-99"');
    expect(await expectError("FX-EN-1", 404, "not_found")).toContain("FX-EN-1");
    expect(
      await expectError(encodeURIComponent("<b>'; DROP TABLE statements; --"), 404, "not_found"),
    ).toContain("DROP TABLE");
    expect((await getStatement("fx-en-1")).id).toBe("fx-en-1");
  });

  it("answers 400 to an overlong id or an unknown lang", async () => {
    expect(await expectError("x".repeat(201), 400, "invalid_parameter")).toMatch(/^id: /);
    expect(await expectError("fx-en-1?lang=de", 400, "invalid_parameter")).toMatch(/^lang: /);
  });

  it("answers 400, not a failed query, to an id with a NUL or another control character", async () => {
    for (const id of ["fx-en-1%00", "a%00b", "fx%0Aen"])
      expect(await expectError(id, 400, "invalid_parameter")).toMatch(/^id: .*control characters/);
  });
});
