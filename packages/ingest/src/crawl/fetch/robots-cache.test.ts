import { describe, expect, it } from "vitest";
import { RobotsCache, type RobotsFileResult } from "./robots-cache";

function cacheWith(answers: RobotsFileResult[], options: { ttlMs?: number; maxOrigins?: number } = {}) {
  let clock = 0;
  const asked: string[] = [];
  const cache = new RobotsCache({
    productToken: "Communique",
    ...options,
    unreachableRetryMs: 1000,
    now: () => clock,
    fetchRobotsFile: async (url) => {
      asked.push(url);
      const answer = answers.shift();
      if (!answer) throw new Error("no more answers");
      return answer;
    },
  });
  return { cache, asked, advance: (ms: number) => (clock += ms) };
}

describe("RobotsCache", () => {
  it("fetches each origin's file once, even for simultaneous requests", async () => {
    const { cache, asked } = cacheWith([{ kind: "found", text: "User-agent: *\nDisallow: /private\n" }]);
    const [a, b] = await Promise.all([
      cache.decisionFor("https://a.example"),
      cache.decisionFor("https://a.example"),
    ]);
    expect(asked).toEqual(["https://a.example/robots.txt"]);
    expect(a).toBe(b);
    expect(a.source).toBe("file");
    expect(a.policy.isAllowed("/private/x")).toBe(false);
    expect(a.policy.isAllowed("/public")).toBe(true);
  });

  it("allows everything when the file is unavailable (4xx)", async () => {
    const { cache } = cacheWith([{ kind: "unavailable", detail: "404" }]);
    const decision = await cache.decisionFor("https://a.example");
    expect(decision.source).toBe("no-file");
    expect(decision.policy.isAllowed("/anything")).toBe(true);
  });

  it("disallows everything while the file is unreachable (5xx), then asks again", async () => {
    const { cache, asked, advance } = cacheWith([
      { kind: "unreachable", detail: "HTTP 503" },
      { kind: "found", text: "User-agent: *\nAllow: /\n" },
    ]);
    const closed = await cache.decisionFor("https://a.example");
    expect(closed.source).toBe("unreachable");
    expect(closed.policy.isAllowed("/page")).toBe(false);
    advance(999);
    expect((await cache.decisionFor("https://a.example")).source).toBe("unreachable");
    advance(2);
    expect((await cache.decisionFor("https://a.example")).policy.isAllowed("/page")).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it("treats a thrown error as unreachable", async () => {
    const { cache } = cacheWith([]);
    expect((await cache.decisionFor("https://a.example")).source).toBe("unreachable");
  });

  it("keeps no copy longer than 24 hours, whatever it is told", async () => {
    const { cache, asked, advance } = cacheWith(
      [
        { kind: "found", text: "User-agent: *\nDisallow: /a\n" },
        { kind: "found", text: "User-agent: *\nDisallow: /b\n" },
      ],
      { ttlMs: 7 * 24 * 3600_000 },
    );
    await cache.decisionFor("https://a.example");
    advance(24 * 3600_000 - 1);
    await cache.decisionFor("https://a.example");
    expect(asked).toHaveLength(1);
    advance(2);
    const fresh = await cache.decisionFor("https://a.example");
    expect(asked).toHaveLength(2);
    expect(fresh.policy.isAllowed("/a")).toBe(true);
    expect(fresh.policy.isAllowed("/b")).toBe(false);
  });

  it("keeps using an expired copy while the file is unreachable (RFC 9309 §2.4)", async () => {
    const { cache, advance } = cacheWith(
      [
        { kind: "found", text: "User-agent: *\nDisallow: /a\n" },
        { kind: "unreachable", detail: "timeout" },
      ],
      { ttlMs: 100 },
    );
    await cache.decisionFor("https://a.example");
    advance(101);
    const decision = await cache.decisionFor("https://a.example");
    expect(decision.source).toBe("file");
    expect(decision.policy.isAllowed("/a")).toBe(false);
    expect(decision.policy.isAllowed("/b")).toBe(true);
  });

  it("forgets the oldest origin beyond its capacity", async () => {
    const { cache, asked } = cacheWith(
      [
        { kind: "unavailable", detail: "404" },
        { kind: "unavailable", detail: "404" },
        { kind: "unavailable", detail: "404" },
      ],
      { maxOrigins: 1 },
    );
    await cache.decisionFor("https://a.example");
    await cache.decisionFor("https://b.example");
    await cache.decisionFor("https://a.example");
    expect(asked).toEqual([
      "https://a.example/robots.txt",
      "https://b.example/robots.txt",
      "https://a.example/robots.txt",
    ]);
  });
});
