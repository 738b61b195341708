import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", 0)).toBe("127.0.0.1");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("takes the address the nearest trusted proxy saw", () => {
    // One proxy (nginx on loopback) appended the client it saw: 203.0.113.9.
    expect(clientAddress("127.0.0.1", "203.0.113.9", 1)).toBe("203.0.113.9");
    // A client that wrote its own header cannot choose its address.
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    // Two proxies (a CDN, then nginx): the CDN saw 203.0.113.9.
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9, 192.0.2.7", 2)).toBe("203.0.113.9");
    // Fewer hops than trusted proxies: the first one.
    expect(clientAddress("127.0.0.1", "203.0.113.9", 3)).toBe("203.0.113.9");
  });
});
