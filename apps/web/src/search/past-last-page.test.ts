import { describe, expect, it } from "vitest";
import { lastPage, pastLastPage } from "./past-last-page";

describe("lastPage", () => {
  it("is the page holding the last result", () => {
    expect(lastPage(5252, 20)).toBe(263);
    expect(lastPage(5260, 20)).toBe(263);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(0, 20)).toBe(1);
  });

  it("stops at the browsable window when the results go on past it", () => {
    expect(lastPage(10_755, 20)).toBe(500);
  });
});

describe("pastLastPage", () => {
  it("names the page asked for and the last page when there is nothing to show there", () => {
    expect(pastLastPage({ page: 600, size: 20, total: 5252, results: [] })).toEqual({ page: 600, last: 263 });
    expect(pastLastPage({ page: 264, size: 20, total: 5252, results: [] })).toEqual({ page: 264, last: 263 });
  });

  it("is nothing on a page with results, or for a search that found none", () => {
    expect(pastLastPage({ page: 263, size: 20, total: 5252, results: [{}] })).toBeNull();
    expect(pastLastPage({ page: 600, size: 20, total: 0, results: [] })).toBeNull();
  });
});
