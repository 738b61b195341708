import { describe, expect, it } from "vitest";
import { mayPrefetch } from "./prefetch-policy";

describe("mayPrefetch", () => {
  it("prefetches when the browser says nothing about the connection", () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({})).toBe(true);
  });

  it("does not prefetch when the user asks to save data", () => {
    expect(mayPrefetch({ saveData: true })).toBe(false);
    expect(mayPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });

  it("does not prefetch on 2g or slow-2g connections", () => {
    expect(mayPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(mayPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("prefetches on 3g and 4g connections without Save-Data", () => {
    expect(mayPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(mayPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
  });
});
