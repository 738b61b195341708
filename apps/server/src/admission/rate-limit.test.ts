import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows a burst, then one request per interval, per address", () => {
    const limiter = new RateLimiter({ perMinute: 60, burst: 3 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take("192.0.2.1", t))).toEqual([0, 0, 0]);
    expect(limiter.take("192.0.2.1", t)).toBe(1);
    // Another address has its own bucket.
    expect(limiter.take("192.0.2.2", t)).toBe(0);
    // One second later, one more token (60 a minute).
    expect(limiter.take("192.0.2.1", t + 1000)).toBe(0);
    expect(limiter.take("192.0.2.1", t + 1000)).toBe(1);
  });

  it("says how long to wait, in whole seconds", () => {
    const limiter = new RateLimiter({ perMinute: 6, burst: 1 });
    expect(limiter.take("a", 0)).toBe(0);
    expect(limiter.take("a", 0)).toBe(10);
    expect(limiter.take("a", 5_000)).toBe(5);
  });
});
