import { NO_FILTERS } from "@communique/core/contract";
import { describe, expect, it } from "vitest";
import { filterTsquery } from "./search-filters";

const none = NO_FILTERS;
const NOW = new Date("2031-06-01T00:00:00Z");

describe("filterTsquery", () => {
  it("ORs the issuers and the languages, and ANDs the kinds of filter", () => {
    expect(
      filterTsquery({ ...none, countries: ["FR", "african-union"], groups: ["eastern-european"] }, NOW),
    ).toBe("( '~cFR' | '~cafrican-union' | '~geastern-european' )");
    expect(filterTsquery({ ...none, groups: ["african"], languages: ["fr", "ar"] }, NOW)).toBe(
      "( '~gafrican' ) & ( '~lfr' | '~lar' )",
    );
    expect(filterTsquery(none, NOW)).toBe("");
  });

  it("narrows by the years a date range spans, unless it spans many or has no start", () => {
    expect(filterTsquery({ ...none, from: "2023-03-01", to: "2024-02-01" }, NOW)).toBe(
      "( '~y2023' | '~y2024' )",
    );
    expect(filterTsquery({ ...none, from: "2030-01-01" }, NOW)).toBe("( '~y2030' | '~y2031' | '~y2032' )");
    expect(filterTsquery({ ...none, from: "1990-01-01", to: "2024-12-31" }, NOW)).toBe("");
    expect(filterTsquery({ ...none, to: "2024-12-31" }, NOW)).toBe("");
  });
});
