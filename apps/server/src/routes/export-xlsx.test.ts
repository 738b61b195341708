import { describe, expect, it } from "vitest";
import { EXCEL_CELL_LIMIT, xlsxCell } from "./export-xlsx";

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
