import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseQuery } from "@communique/core";
import { translateQuery } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libreTranslate } from "./libre-translate";

/**
 * A stand-in for a LibreTranslate service on a loopback port: it "translates" by tagging the text
 * with the target language (fictional output), counts what it is asked, and can be made slow or
 * failing.
 */
let service: Server;
let base: string;
let asked: { q: string[]; target: string; api_key?: string }[] = [];
let behaviour: "ok" | "slow" | "error" = "ok";

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  service = createServer(async (request, response) => {
    const json = JSON.parse(await body(request)) as { q: string[]; target: string; api_key?: string };
    asked.push(json);
    if (behaviour === "error") {
      response.writeHead(500).end("{}");
      return;
    }
    if (behaviour === "slow") await new Promise((resolve) => setTimeout(resolve, 2_000));
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ translatedText: json.q.map((q) => `${q} [${json.target}]`) }));
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
  await db.drop();
});

describe("libreTranslate", () => {
  it("translates what the terminology lacks, one request per language, then answers from its cache", async () => {
    behaviour = "ok";
    asked = [];
    const machine = libreTranslate({ url: base, apiKey: "k", timeoutMs: 1_000, db: db.pool });
    const first = await translateQuery(db.pool, parseQuery({ q: "quillmarsh" }), {
      machine,
      languages: ["fr", "ru"],
    });
    expect(first.report.clauses[0]).toMatchObject({
      source: "machine",
      translations: [
        { language: "fr", text: "quillmarsh [fr]" },
        { language: "ru", text: "quillmarsh [ru]" },
      ],
    });
    expect(asked.map((a) => [a.target, a.q, a.api_key])).toEqual([
      ["fr", ["quillmarsh"], "k"],
      ["ru", ["quillmarsh"], "k"],
    ]);
    asked = [];
    const again = await translateQuery(db.pool, parseQuery({ q: "quillmarsh" }), {
      machine,
      languages: ["fr", "ru"],
    });
    expect(again.report).toEqual(first.report);
    expect(asked).toEqual([]);
  });

  it("never fails a search: a slow service is a notice after its time-out, an error one too", async () => {
    const machine = libreTranslate({ url: base, timeoutMs: 300, db: db.pool });
    behaviour = "slow";
    const slow = await translateQuery(db.pool, parseQuery({ q: "brimblewort" }), {
      machine,
      languages: ["es"],
    });
    expect(slow.notices[0]!.message).toContain("no answer within 300 ms");
    expect(slow.report.clauses[0]!.source).toBe("none");
    behaviour = "error";
    const failing = await translateQuery(db.pool, parseQuery({ q: "brimblewort" }), {
      machine,
      languages: ["es"],
    });
    expect(failing.notices[0]!.message).toContain("HTTP 500");
  });
});
