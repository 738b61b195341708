import { describe, expect, it } from "vitest";
import { backoffDelayMs, isRetryableStatus, parseRetryAfter } from "./retry-policy";

describe("retry policy", () => {
  it("retries server errors, 429 and 408, never other client errors", () => {
    for (const status of [500, 502, 503, 504, 429, 408]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 410, 451]) expect(isRetryableStatus(status)).toBe(false);
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2025-03-01T12:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Sat, 01 Mar 2025 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sat, 01 Mar 2025 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it("doubles the delay with jitter in its upper half, up to the cap", () => {
    expect(backoffDelayMs(1, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelayMs(1, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelayMs(3, 1000, 30_000, () => 1)).toBe(4000);
    expect(backoffDelayMs(3, 1000, 30_000, () => 0.5)).toBe(3000);
    expect(backoffDelayMs(10, 1000, 30_000, () => 1)).toBe(30_000);
  });
});
