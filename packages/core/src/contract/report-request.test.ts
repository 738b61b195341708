import { describe, expect, it } from "vitest";
import { ReportRequestSchema, reportFileBase } from "./report-request";

describe("reportFileBase", () => {
  it("is the reader's title and the day", () => {
    expect(reportFileBase("Climate finance", "Communiqué", "2026-01-31")).toBe("Climate finance 2026-01-31");
    expect(reportFileBase("تقرير الحوار", "Communiqué", "2026-01-31")).toBe("تقرير الحوار 2026-01-31");
  });

  it("keeps no character a file system refuses, nor a name that would be hidden", () => {
    expect(reportFileBase('a/b\\c:d*e?"f"<g>|h', "P", "2026-01-31")).toBe("a-b-c-d-e-f-g-h 2026-01-31");
    expect(reportFileBase("..  hidden", "P", "2026-01-31")).toBe("hidden 2026-01-31");
  });

  it("is the product's report of the day when untitled", () => {
    for (const title of [undefined, null, "", "   ", "..."])
      expect(reportFileBase(title, "Communiqué", "2026-01-31")).toBe("Communiqué-report-2026-01-31");
  });
});

describe("ReportRequestSchema", () => {
  const items = [{ id: "fx-en-1" }];
  it("takes a title of one line, up to 200 characters, or none", () => {
    expect(ReportRequestSchema.safeParse({ items }).success).toBe(true);
    expect(ReportRequestSchema.safeParse({ title: "t".repeat(200), items }).success).toBe(true);
    expect(ReportRequestSchema.safeParse({ title: "t".repeat(201), items }).success).toBe(false);
    expect(ReportRequestSchema.safeParse({ title: "a\nb", items }).success).toBe(false);
  });
});
