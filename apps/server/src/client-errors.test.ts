import { ErrorResponseSchema } from "@communique/core/contract";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../test/test-server";

const served = serveDuringTests();

describe("what node's parser refuses before any route", () => {
  it.each([
    ["an address over 16 KB", (base: string) => fetch(`${base}/api/search?q=${"a".repeat(20_000)}`)],
    [
      "headers over 16 KB",
      (base: string) => fetch(`${base}/api/search?q=x`, { headers: { "X-Padding": "a".repeat(20_000) } }),
    ],
  ])("answers %s with a JSON 431 that says what to shorten", async (_, send) => {
    const response = await send(served.base);
    expect(response.status).toBe(431);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.error.message).toMatch(/too large/);
  });
});
