import { describe, expect, it } from "vitest";
import { formatTimings } from "./test-timings";
import type { TimingsRecord } from "./timings-record";

const record: TimingsRecord = {
  finishedAt: "2026-11-29T01:00:00.000Z",
  wallMs: 312_400,
  workers: 2,
  files: [
    { file: "a.test.ts", importMs: 100, testsMs: 900, tests: 3, state: "passed" },
    { file: "b.test.ts", importMs: 2_000, testsMs: 40_000, tests: 12, state: "passed" },
    { file: "c.test.ts", importMs: 5_000, testsMs: 1_000, tests: 1, state: "failed" },
  ],
};

describe("test:timings", () => {
  it("lists the slowest files first, by import and tests together, with the run's figures", () => {
    const lines = formatTimings(record, 2).split("\n");
    expect(lines[0]).toBe(
      "Slowest 2 of 3 test files in the run of 2026-11-29T01:00:00.000Z (312 s, 2 workers):",
    );
    expect(lines[2]).toMatch(/^\s+42\.0\s+40\.0\s+2\.0\s+b\.test\.ts \(12 tests\)$/);
    expect(lines[3]).toMatch(/^\s+6\.0\s+1\.0\s+5\.0\s+c\.test\.ts \(1 test\)$/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("Sum over all files: 49 s of worker time.");
  });
});
