import { describe, expect, it } from "vitest";
import { classifyHealth, type HealthHistory, httpStatusOf } from "./classify-health";

const NOW = new Date("2026-11-27T12:00:00Z");
const at = (iso: string) => new Date(iso);

const quiet: HealthHistory = {
  enabled: true,
  latestRun: null,
  lastGood: null,
  lastError: null,
  errorStreak: null,
  emptyStreak: null,
  publicationDays: [],
};

describe("classifyHealth", () => {
  it("says a failing fetch first, even when the runs before it found nothing", () => {
    const history: HealthHistory = {
      ...quiet,
      latestRun: { status: "error", at: at("2026-11-26T10:00Z"), items: 0, scriptErrors: [] },
      lastGood: { at: at("2026-11-20T10:00Z"), items: 20 },
      lastError: { at: at("2026-11-26T10:00Z"), reason: "timeout", message: "timed out after 30 s" },
      errorStreak: { since: at("2026-11-26T10:00Z"), runs: 1 },
      emptyStreak: { since: at("2026-11-22T10:00Z"), latest: at("2026-11-25T10:00Z"), runs: 3 },
    };
    const assessment = classifyHealth(history, NOW);
    expect(assessment.flag).toBe("failing");
    expect(assessment.change).toEqual({
      kind: "failing",
      reason: "timeout",
      httpStatus: null,
      since: at("2026-11-26T10:00Z"),
      runs: 1,
    });
    // The latest of the two bad fetches.
    expect(assessment.lastBad).toMatchObject({ reason: "timeout", at: at("2026-11-26T10:00Z") });
  });

  it("says a rendered source whose scripts threw, before the nothing its listing then shows", () => {
    const errors = ["TypeError: widget is undefined (https://mfa.examplia.example/news)"];
    const history: HealthHistory = {
      ...quiet,
      latestRun: { status: "ok", at: at("2026-11-26T10:00Z"), items: 0, scriptErrors: errors },
      lastGood: { at: at("2026-11-20T10:00Z"), items: 20 },
      emptyStreak: { since: at("2026-11-26T10:00Z"), latest: at("2026-11-26T10:00Z"), runs: 1 },
    };
    const assessment = classifyHealth(history, NOW);
    expect(assessment.flag).toBe("script-errors");
    expect(assessment.change).toEqual({ kind: "script-errors", errors, on: at("2026-11-26T10:00Z") });
    // Once a run renders without errors, its health is read as before.
    const repaired = { ...history.latestRun!, scriptErrors: [] };
    expect(classifyHealth({ ...history, latestRun: repaired }, NOW).flag).toBe("selectors-broken");
  });

  it("keeps a message to its first line and 300 characters", () => {
    const long = `${"x".repeat(400)}\n    at fetchPage (polite-fetcher.ts:1:1)`;
    const assessment = classifyHealth(
      {
        ...quiet,
        latestRun: { status: "ok", at: at("2026-11-26T10:00Z"), items: 4, scriptErrors: [] },
        lastError: { at: at("2026-11-25T10:00Z"), reason: "network-error", message: long },
      },
      NOW,
    );
    expect(assessment.flag).toBe("ok");
    expect(assessment.lastBad!.message).toHaveLength(300);
    expect(assessment.lastBad!.message).not.toContain("polite-fetcher");
  });

  it("is not stale without enough history, nor within its rhythm", () => {
    const ran = {
      ...quiet,
      latestRun: { status: "ok" as const, at: at("2026-11-26T10:00Z"), items: 4, scriptErrors: [] },
    };
    expect(classifyHealth({ ...ran, publicationDays: ["2026-01-01", "2026-01-02"] }, NOW).flag).toBe("ok");
    const weekly = Array.from({ length: 8 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 20 - i * 7)).toISOString().slice(0, 10),
    );
    expect(classifyHealth({ ...ran, publicationDays: weekly }, NOW).flag).toBe("ok");
  });
});

describe("httpStatusOf", () => {
  it("reads the status from the reason or the fetcher's message", () => {
    expect(httpStatusOf("http-503", null)).toBe(503);
    expect(httpStatusOf("http-error", "https://x.example.org/: HTTP 410")).toBe(410);
    expect(httpStatusOf("timeout", "HTTP 500 somewhere")).toBeNull();
  });
});
