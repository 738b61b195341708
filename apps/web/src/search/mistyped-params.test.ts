import { describe, expect, it } from "vitest";
import { mistypedParams } from "./mistyped-params";

const KNOWN = ["q", "country", "group", "language", "period", "from", "to", "sort", "page", "lang"];

describe("mistyped parameters", () => {
  it("names a typo of a known parameter and what it likely meant", () => {
    expect(mistypedParams(new URLSearchParams("q=x&contry=FR&langauge=fr&Period=week"), KNOWN)).toEqual([
      { name: "contry", meant: "country" },
      { name: "langauge", meant: "language" },
      { name: "Period", meant: "period" },
    ]);
  });

  it("leaves alone what a tracker or another site adds, and the known parameters", () => {
    expect(
      mistypedParams(new URLSearchParams("q=x&utm_source=news&fbclid=1&ref=a&country=FR"), KNOWN),
    ).toEqual([]);
  });
});
