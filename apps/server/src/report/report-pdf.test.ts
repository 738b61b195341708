import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Statement } from "@communique/core/contract";
import { getStatement, writeStatements } from "@communique/store";
import {
  createTestDatabase,
  fictionalStatement,
  fictionalStatements,
  type TestDatabase,
} from "@communique/store/testing";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderReportDocx } from "./report-docx";
import { docxWorkersRunning, renderReportDocxInWorker } from "./report-docx-worker";
import { buildReport } from "./report-model";
import { renderReportPdf } from "./report-pdf";

let db: TestDatabase;
const statements = new Map<string, Statement>();
beforeAll(async () => {
  db = await createTestDatabase();
  const fixtures = fictionalStatements().filter((s, i) => i < 6 || s.id === "fx-ar-1" || s.id === "fx-zh-1");
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

  it("stops the DOCX worker while it packs, and the worker is gone when the answer comes", async () => {
    // A long report: the same statements ten times over, so that packing takes a while.
    const long = { ...report(), entries: Array.from({ length: 10 }, () => report().entries).flat() };
    const client = new AbortController();
    const rendering = renderReportDocxInWorker(long, client.signal);
    await expect.poll(docxWorkersRunning).toBe(1);
    client.abort();
    await expect(rendering).rejects.toMatchObject({ name: "AbortError" });
    expect(docxWorkersRunning()).toBe(0);
    // Its client staying, the same report is made whole, by the worker as in process.
    const whole = await renderReportDocxInWorker(report(), new AbortController().signal);
    const documentXml = (docx: Buffer) => strFromU8(unzipSync(new Uint8Array(docx))["word/document.xml"]!);
    expect(documentXml(whole)).toBe(documentXml(await renderReportDocx(report())));
    expect(docxWorkersRunning()).toBe(0);
  });
});

const POPPLER_MISSING = spawnSync("pdfinfo", ["-v"]).error !== undefined;
if (POPPLER_MISSING) console.warn("Tagged PDF test skipped: no pdfinfo (apt-get install poppler-utils)");

/** pdfinfo's report on a PDF, and its logical structure with the text of each element. */
async function pdfinfo(pdf: Buffer): Promise<{ info: string; structure: string }> {
  const dir = await mkdtemp(join(tmpdir(), "report-pdf-"));
  try {
    const file = join(dir, "report.pdf");
    await writeFile(file, pdf);
    const run = promisify(execFile);
    const info = (await run("pdfinfo", [file])).stdout;
    const structure = (await run("pdfinfo", ["-struct-text", file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
    return { info, structure };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.skipIf(POPPLER_MISSING)("the report PDF, for archives and screen readers", () => {
  it("shows a statement's headings and lists as such, tagged H3 and L, without their markers", async () => {
    await writeStatements(db.pool, [
      fictionalStatement({
        id: "fx-pdf-structure",
        language: "en",
        title: "Fictional harbour programme",
        body: "An opening fictional paragraph.\n\n## Fictional harbour matters\n\n- first fictional item\n- second fictional item",
      }),
    ]);
    const structured = await getStatement(db.pool, "fx-pdf-structure", "en");
    const pdf = await renderReportPdf(
      buildReport({
        lang: "en",
        product: "Communiqué",
        title: "",
        items: [{ id: "fx-pdf-structure", note: "" }],
        statements: new Map([["fx-pdf-structure", structured!]]),
        statementUrl: (id) => `http://localhost:3000/en/statements/${id}`,
        now: new Date("2026-01-01T00:00:00Z"),
      }),
      new Date("2026-01-01T00:00:00Z"),
    );
    const { structure } = await pdfinfo(pdf);
    expect(structure).toMatch(/H3[^\n]*\n\s*"Fictional harbour matters"/);
    expect(structure).toMatch(/L \(block\)\s+LI \(block\)\s+LBody \(block\)\s+"•\s+first fictional item"/);
    expect(structure).not.toContain("## ");
  });

  it("is tagged, in the report's language, its title shown, its structure in reading order", async () => {
    const pdf = await renderReportPdf(
      buildReport({
        lang: "en",
        product: "Communiqué",
        title: "Fictional briefing",
        items: [...statements.keys()].map((id, i) => ({ id, note: i === 0 ? "A fictional note." : "" })),
        statements,
        statementUrl: (id) => `http://localhost:3000/en/statements/${id}`,
        now: new Date("2026-01-01T00:00:00Z"),
      }),
      new Date("2026-01-01T00:00:00Z"),
    );
    const { info, structure } = await pdfinfo(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Fictional briefing$/m);
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/Lang \(en-US\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);

    // The structure: Document > H1, P, H2, L > LI > LBody..., then a Sect per statement.
    const roles = [...structure.matchAll(/^\s*(\w+)(?: \(block\))?/gm)].map((m) => m[1]);
    expect(roles[0]).toBe("Document");
    expect(roles.slice(1, 4)).toEqual(["H1", "P", "H2"]);
    expect(roles).toContain("L");
    expect(roles.filter((r) => r === "LI")).toHaveLength(statements.size);
    expect(roles.filter((r) => r === "Sect")).toHaveLength(statements.size);
    expect(roles).toContain("Link");
    expect(structure).toContain('"Fictional briefing"');
    // The page numbers are artifacts, not text of the structure.
    expect(structure).not.toMatch(/"\d+"\s*$/m);

    // Each statement's paragraphs carry the language they are written in.
    expect(raw).toMatch(/\/Lang \(ar\)/);
    expect(raw).toMatch(/\/Lang \(zh-Hans\)/);
    const text = structure.replace(/\s+/g, " ");
    expect(text).toContain('P (block) "联合国安理会呼吁立即停火。各方应继续就气候变化问题进行谈判。"');
    // A line of mixed directions: its runs in the order they were written (the number first).
    expect(text).toMatch(/LBody \(block\) "7\. [\u0600-\u06ff ]+ — Egypt, March 13, 2024"/);
  });
});
