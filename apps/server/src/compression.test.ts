import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compression } from "./compression";

const BIG = JSON.stringify({ words: Array.from({ length: 500 }, (_, i) => `statement ${i}`) });

function app() {
  const hono = new Hono();
  hono.use("*", compression());
  hono.get("/big", (c) => c.json(JSON.parse(BIG)));
  hono.get("/small", (c) =>
    c.body('{"ok":true}', 200, { "Content-Type": "application/json", "Content-Length": "11" }),
  );
  hono.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  return hono;
}

describe("compression", () => {
  it("prefers Brotli, then gzip, following the client's q-values", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("deflate");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it("sends Brotli or gzip that decode to the same body, and says so", async () => {
    const br = await app().request("/big", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(BIG.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(BIG);
    const gz = await app().request("/big", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG);
  });

  it("leaves small bodies, images and clients that do not ask alone", async () => {
    for (const [path, accept] of [
      ["/small", "br"],
      ["/png", "br"],
      ["/big", ""],
    ] as const) {
      const response = await app().request(path, { headers: accept ? { "Accept-Encoding": accept } : {} });
      expect(response.headers.get("Content-Encoding"), path).toBeNull();
    }
  });
});
