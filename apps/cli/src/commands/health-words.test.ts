import { describe, expect, it } from "vitest";
import { days, describeChange } from "./health-words";

describe("describeChange", () => {
  it("words each change for a terminal", () => {
    const on = new Date("2026-11-20T10:01:00Z");
    expect(
      describeChange({ kind: "failing", reason: "http-error", httpStatus: 404, since: on, runs: 3 }),
    ).toBe("HTTP 404 since 2026-11-20 (3 runs)");
    expect(describeChange({ kind: "failing", reason: "timeout", httpStatus: null, since: on, runs: 1 })).toBe(
      "timeout since 2026-11-20 (1 run)",
    );
    expect(describeChange({ kind: "items-fell", from: 20, on, runs: 2 })).toBe(
      "entries per run fell from 20 to 0 on 2026-11-20 (2 runs since)",
    );
    expect(describeChange({ kind: "never-found", since: on, runs: 4 })).toBe(
      "no entry found in any run since 2026-11-20 (4 runs)",
    );
    expect(
      describeChange({ kind: "silent", newest: "2026-10-17", days: 41, usualGapDays: 3, staleAfterDays: 10 }),
    ).toBe("no new statement for 41 days (newest 2026-10-17); usually one every 3 days");
  });

  it("rounds days to a tenth", () => {
    expect([days(1), days(2.25), days(0.5)]).toEqual(["1 day", "2.3 days", "0.5 days"]);
  });
});
