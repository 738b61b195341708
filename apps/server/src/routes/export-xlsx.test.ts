import type { ListedStatement } from "@communique/store";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { BACKLOG_LIMIT, EXCEL_CELL_LIMIT, XlsxExportWriter, xlsxCell } from "./export-xlsx";

/** FICTIONAL texts, written for these tests. */
describe("xlsxCell", () => {
  it("keeps a text Excel can hold as it is, line ends as LF, without what XML forbids", () => {
    expect(xlsxCell("نص خيالي\r\nسطر\rآخر\u0001.", "fx-1")).toEqual({ text: "نص خيالي\nسطر\nآخر.", left: 0 });
    const full = "虚".repeat(EXCEL_CELL_LIMIT);
    expect(xlsxCell(full, "fx-1")).toEqual({ text: full, left: 0 });
  });

  it("cuts a longer text to Excel's limit with a notice, never inside a surrogate pair", () => {
    for (let shift = 0; shift < 4; shift++) {
      const text = `${"a".repeat(shift)}${"🌍".repeat(EXCEL_CELL_LIMIT)}`;
      const { text: cell, left } = xlsxCell(text, "fx-long");
      expect(cell.length).toBeLessThanOrEqual(EXCEL_CELL_LIMIT);
      const kept = cell.indexOf(" […] [Cut: ");
      expect(text.slice(0, kept)).toBe(cell.slice(0, kept));
      expect(cell.slice(0, kept)).not.toMatch(/[\uD800-\uDBFF]$/);
      expect(left).toBe(text.length - kept);
      expect(cell.slice(kept)).toContain(`${left.toLocaleString("en-US")} characters left out`);
      expect(cell).toContain("statement fx-long is in export.json");
    }
  });
});

/** A FICTIONAL statement of `chars` characters. */
const statement = (n: number, chars: number): ListedStatement => ({
  id: `fx-backlog-${n}`,
  country: { code: "FR", name: "France", group: "western-european-other" },
  date: "2024-03-01",
  datePrecision: "day",
  language: "en",
  title: `Fictional statement ${n}`,
  titleLanguage: "en",
  url: null,
  source: "test",
  body: `Fictional words about brindlemoor harvests, number ${n}. `
    .repeat(Math.ceil(chars / 50))
    .slice(0, chars),
  indexedAt: "2024-03-02T00:00:00Z",
});

describe("XlsxExportWriter", () => {
  it("waits for the zip: rows never pile up past the limit however fast they come", async () => {
    const writer = new XlsxExportWriter();
    const taken: Uint8Array[] = [];
    let most = 0;
    // 24 MB of rows, 3 MB between two takes: exceljs would queue them all for the zip at once.
    for (let batch = 0; batch < 8; batch++) {
      for (let i = 0; i < 100; i++) writer.write(statement(batch * 100 + i, 30_000));
      most = Math.max(most, writer.waitingForZip());
      taken.push(await writer.take());
      expect(writer.waitingForZip()).toBeLessThanOrEqual(BACKLOG_LIMIT);
    }
    taken.push(await writer.end());
    // Rows were given faster than the zip took them (the wait had something to do)…
    expect(most).toBeGreaterThan(BACKLOG_LIMIT);
    // …and the workbook is whole: every row, in order.
    const sheet = strFromU8(unzipSync(Buffer.concat(taken))["xl/worksheets/sheet1.xml"]!);
    expect(sheet.split("<row ").length - 1).toBe(801);
    expect(sheet.indexOf("fx-backlog-0<")).toBeLessThan(sheet.indexOf("fx-backlog-799<"));
  });
});
