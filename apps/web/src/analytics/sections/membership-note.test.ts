import { describe, expect, it } from "vitest";
import { membershipNotes } from "./membership-note";

describe("membershipNotes", () => {
  it("says when a member joined or left within the period, and nothing when it was a member throughout", () => {
    const uk = [{ from: "1973-01-01", until: "2020-01-31" }];
    expect(membershipNotes(uk, "2019-01-01", "2019-12-31")).toEqual([]);
    expect(membershipNotes(uk, "2020-01-01", "2020-12-31")).toEqual([{ kind: "until", until: "2020-01-31" }]);
    const egypt = [{ from: "2024-01-01", until: null }];
    expect(membershipNotes(egypt, "2023-06-01", "2024-06-30")).toEqual([
      { kind: "from", from: "2024-01-01" },
    ]);
    expect(membershipNotes(egypt, "2024-01-01", "2024-12-31")).toEqual([]);
    // A year given for the joining counts from its first day.
    expect(membershipNotes([{ from: "2011", until: null }], "2011-01-01", "2011-12-31")).toEqual([]);
    expect(membershipNotes([{ from: null, until: null }], null, null)).toEqual([]);
    // Without a period, an end or a start of its own is said.
    expect(membershipNotes(uk, null, null)).toEqual([
      { kind: "between", from: "1973-01-01", until: "2020-01-31" },
    ]);
    // Left and came back within the period: both said.
    const morocco = [
      { from: null, until: "1984-11-12" },
      { from: "2017-01-30", until: null },
    ];
    expect(membershipNotes(morocco, "1980-01-01", "2020-12-31")).toEqual([
      { kind: "until", until: "1984-11-12" },
      { kind: "from", from: "2017-01-30" },
    ]);
  });
});
