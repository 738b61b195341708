import { describe, expect, it } from "vitest";
import { mergeReports } from "./merge-reports";
import type { ReportItem } from "./report-store";

const item = (id: string, note = ""): ReportItem => ({
  id,
  title: `Fictional ${id}`,
  country: { code: "JP", name: "Japan" },
  date: "2022",
  datePrecision: "year",
  language: "en",
  url: null,
  note,
});

describe("mergeReports", () => {
  it("keeps the reader's statements, order, notes and title, and adds the others after them", () => {
    const mine = { title: "Mine", items: [item("b", "my note"), item("a")] };
    const shared = { title: "Shared", items: [item("c", "c note"), item("b", "their note"), item("d")] };
    const merged = mergeReports(mine, shared);
    expect(merged.title).toBe("Mine");
    expect(merged.items.map((i) => [i.id, i.note])).toEqual([
      ["b", "my note"],
      ["a", ""],
      ["c", "c note"],
      ["d", ""],
    ]);
  });

  it("takes the shared title when the reader has none", () => {
    expect(mergeReports({ title: " ", items: [] }, { title: "Shared", items: [item("a")] }).title).toBe(
      "Shared",
    );
  });
});
