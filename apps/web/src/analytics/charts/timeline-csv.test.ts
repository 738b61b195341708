import { describe, expect, it } from "vitest";
import { timelineCsv } from "./timeline-csv";

describe("timelineCsv", () => {
  it("writes one row per period with a count and a share per series, formulas neutralised", () => {
    const csv = timelineCsv({
      periods: [
        { start: "2024-01-01", end: "2024-01-31", total: 4 },
        { start: "2024-02-01", end: "2024-02-29", total: 0 },
      ],
      series: [
        { label: "climate", counts: [1, 0], shares: [0.25, null] },
        { label: '=cmd, "x"', counts: [2, 0], shares: [0.5, null] },
      ],
    });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      `period_start,period_end,all_statements,climate (count),climate (share),"'=cmd, ""x"" (count)","'=cmd, ""x"" (share)"`,
      "2024-01-01,2024-01-31,4,1,0.250000,2,0.500000",
      "2024-02-01,2024-02-29,0,0,,0,",
      "",
    ]);
  });

  it("names an estimated series' columns as estimates", () => {
    const csv = timelineCsv({
      periods: [{ start: "2024-01-01", end: "2024-12-31", total: 1_000_000 }],
      series: [
        { label: "orchard", counts: [630_000], shares: [0.6297], estimated: true },
        { label: "lantern", counts: [40], shares: [0.00004] },
      ],
    });
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      "period_start,period_end,all_statements,orchard (estimated count),orchard (estimated share),lantern (count),lantern (share)",
    );
  });
});
