import { describe, expect, it } from "vitest";
import { lensOf, readAnalyticsState, writeAnalyticsState } from "./analytics-state";

const read = (query: string) => readAnalyticsState(new URLSearchParams(query));

describe("the lens of “Who has spoken” in the analytics page's address", () => {
  it("reads a bloc id (whatever its case) or a group slug, and writes it back", () => {
    expect(read("q=x&among=African-Union").among).toBe("african-union");
    expect(lensOf(read("q=x&among=african"))).toEqual({ kind: "group", id: "african" });
    expect(lensOf(read("q=x&among=eu"))).toEqual({ kind: "bloc", id: "eu" });
    expect(writeAnalyticsState(read("q=x&among=eu")).get("among")).toBe("eu");
  });

  it("keeps an unknown one apart, as typed, so that the page can say so, and takes no lens then", () => {
    const state = read("q=x&among=nope&group=african");
    expect([state.among, state.amongUnknown]).toEqual([undefined, "nope"]);
    expect(state.mistyped).toBeUndefined();
    expect(lensOf(state)).toBeNull();
    expect(writeAnalyticsState(state).has("among")).toBe(false);
  });

  it("defaults to the filters' single bloc, else their single group, else none", () => {
    expect(lensOf(read("q=x&bloc=eu&group=african"))).toEqual({ kind: "bloc", id: "eu" });
    expect(lensOf(read("q=x&group=african"))).toEqual({ kind: "group", id: "african" });
    expect(lensOf(read("q=x&group=african&group=asia-pacific"))).toBeNull();
    expect(lensOf(read("q=x&bloc=eu&bloc=nato&among=g77"))).toEqual({ kind: "bloc", id: "g77" });
    expect(lensOf(read("q=x"))).toBeNull();
  });

  it("takes none when the address says none, whatever the filters hold, and keeps saying it", () => {
    const state = read("q=x&bloc=eu&among=none");
    expect(lensOf(state)).toBeNull();
    expect(state.filters.blocs).toEqual(["eu"]);
    expect(writeAnalyticsState(state).get("among")).toBe("none");
  });
});
