import { describe, expect, it } from "vitest";
import { daysSince, publicationRhythm, SILENCE_FLOOR_DAYS } from "./publication-rhythm";

/** Days counted from a fictional start: day(0) = 2026-01-01. */
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

describe("publicationRhythm", () => {
  it("says nothing with fewer than five distinct days (repeats are one day)", () => {
    expect(publicationRhythm([day(0), day(3), day(6), day(9)])).toBeNull();
    expect(publicationRhythm([day(0), day(0), day(3), day(3), day(6), day(9)])).toBeNull();
  });

  it("a source publishing every 3 days: usually 3, stale after the floor", () => {
    const rhythm = publicationRhythm(Array.from({ length: 20 }, (_, i) => day(i * 3)));
    expect(rhythm).toEqual({ usualGapDays: 3, staleAfterDays: SILENCE_FLOOR_DAYS, basedOnDays: 20 });
  });

  it("a weekly source is stale after three weeks", () => {
    const rhythm = publicationRhythm(Array.from({ length: 10 }, (_, i) => day(i * 7)));
    expect(rhythm?.usualGapDays).toBe(7);
    expect(rhythm?.staleAfterDays).toBe(21);
  });

  it("a bursty source that routinely goes quiet for a month is given the longer rhythm", () => {
    // Bursts of three days in a row, a month apart: the median gap is 1, the 90th percentile ~28.
    const days = [0, 1, 2, 30, 31, 32, 60, 61, 62, 90, 91, 92].map(day);
    const rhythm = publicationRhythm(days);
    expect(rhythm?.usualGapDays).toBe(1);
    expect(rhythm?.staleAfterDays).toBeGreaterThan(40);
  });

  it("ignores the order and malformed days", () => {
    const days = [day(12), "not a day", day(0), day(9), day(3), day(6)];
    expect(publicationRhythm(days)?.basedOnDays).toBe(5);
  });
});

describe("daysSince", () => {
  it("counts whole days from the publication day's start", () => {
    expect(daysSince("2026-01-01", new Date("2026-02-11T13:00:00Z"))).toBe(41);
  });
});
