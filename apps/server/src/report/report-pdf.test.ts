import type { Statement } from "@communique/core/contract";
import { getStatement, writeStatements } from "@communique/store";
import { createTestDatabase, fictionalStatements, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderReportDocx } from "./report-docx";
import { buildReport } from "./report-model";
import { renderReportPdf } from "./report-pdf";

let db: TestDatabase;
const statements = new Map<string, Statement>();
beforeAll(async () => {
  db = await createTestDatabase();
  const fixtures = fictionalStatements().slice(0, 6);
  await writeStatements(db.pool, fixtures);
  for (const { id } of fixtures) statements.set(id, (await getStatement(db.pool, id, "en"))!);
});
afterAll(() => db?.drop());

const report = () =>
  buildReport({
    lang: "en",
    product: "Communiqué",
    title: "",
    items: [...statements.keys()].map((id) => ({ id, note: "" })),
    statements,
    statementUrl: (id) => `http://localhost:3000/en/statements/${id}`,
    now: new Date("2026-01-01T00:00:00Z"),
  });

describe("a report whose client has gone", () => {
  it("stops laying out the PDF between statements", async () => {
    const client = new AbortController();
    const rendering = renderReportPdf(report(), new Date("2026-01-01T00:00:00Z"), client.signal);
    // The render has started (it yields before each statement); the client leaves now.
    setImmediate(() => client.abort());
    await expect(rendering).rejects.toMatchObject({ name: "AbortError" });
    // The same report, its client staying, is made whole.
    const whole = await renderReportPdf(
      report(),
      new Date("2026-01-01T00:00:00Z"),
      new AbortController().signal,
    );
    expect(whole.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is not packed as DOCX", async () => {
    const client = new AbortController();
    client.abort();
    await expect(renderReportDocx(report(), client.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});
