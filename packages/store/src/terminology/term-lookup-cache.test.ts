import { describe, expect, it } from "vitest";
import { TermLookupCache, type TextLookup } from "./term-lookup-cache";

const word: TextLookup = { words: true, stop: false, concept: undefined };

describe("TermLookupCache", () => {
  it("forgets an answer older than its age limit (a clock the test moves)", () => {
    let now = 1_000;
    const cache = new TermLookupCache({ maxAgeMs: 60_000, now: () => now });
    cache.set("paix", word);
    now += 60_000;
    expect(cache.get("paix")).toBe(word);
    now += 1;
    expect(cache.get("paix")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its bound, letting the least recently used go", () => {
    const cache = new TermLookupCache({ maxEntries: 2 });
    cache.set("a", word);
    cache.set("b", word);
    expect(cache.get("a")).toBe(word); // "b" is now the least recently used
    cache.set("c", word);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(word);
    expect(cache.get("c")).toBe(word);
  });
});
