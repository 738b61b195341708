import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { useFetcherHarness } from "./testing/fetcher-harness";
import { html, redirect } from "./testing/test-server";

const harness = useFetcherHarness();
const KIB = 1024;

describe("fetchPage: size limits", () => {
  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const server = await harness.server({
      "/big": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html", "content-length": String(200 * KIB) });
        res.end("x".repeat(200 * KIB));
      },
    });
    const result = await harness.fetcher({ maxBodyBytes: 100 * KIB }).fetchPage(`${server.origin}/big`);
    expect(result).toMatchObject({ outcome: "failed", reason: "too-large", attempts: 1 });
    expect(result.outcome === "failed" && result.message).toContain("Content-Length");
  });

  it("stops reading a chunked body with no Content-Length once it passes the limit", async () => {
    const server = await harness.server({
      "/endless": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(16 * KIB, "a");
        const pump = () => {
          // An endless body: only the client giving up ends it.
          while (!res.destroyed && res.write(chunk)) {}
          if (!res.destroyed) res.once("drain", pump);
        };
        pump();
      },
    });
    const result = await harness.fetcher({ maxBodyBytes: 100 * KIB }).fetchPage(`${server.origin}/endless`);
    expect(result).toMatchObject({ outcome: "failed", reason: "too-large" });
    expect(result.outcome === "failed" && result.message).toContain("went over the limit");
  });

  it("counts the bytes after decompression, so a gzip bomb is stopped", async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * KIB));
    const server = await harness.server({
      "/bomb": (_req, res) => {
        res.writeHead(200, {
          "content-type": "text/html",
          "content-encoding": "gzip",
          "content-length": bomb.length,
        });
        res.end(bomb);
      },
    });
    expect(bomb.length).toBeLessThan(100 * KIB);
    const result = await harness.fetcher({ maxBodyBytes: 1024 * KIB }).fetchPage(`${server.origin}/bomb`);
    expect(result).toMatchObject({ outcome: "failed", reason: "too-large" });
  });

  it("accepts a body of exactly the limit", async () => {
    const server = await harness.server({ "/exact": html("y".repeat(10 * KIB), "text/plain") });
    const result = await harness.fetcher({ maxBodyBytes: 10 * KIB }).fetchPage(`${server.origin}/exact`);
    expect(result).toMatchObject({ outcome: "fetched", byteLength: 10 * KIB });
  });
});

describe("fetchPage: a server that closes the connection to end an unsized body", () => {
  const sockets: Socket[] = [];
  let close: () => Promise<void> = async () => {};
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await close();
  });

  it("is stopped at the limit too (HTTP/1.0 style, no Content-Length, no chunking)", async () => {
    const tcp = createTcpServer((socket) => {
      sockets.push(socket);
      socket.once("data", (request) => {
        if (request.toString().startsWith("GET /robots.txt")) {
          socket.end("HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
          return;
        }
        socket.write("HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nconnection: close\r\n\r\n");
        const chunk = Buffer.alloc(16 * KIB, "b");
        const pump = () => {
          while (!socket.destroyed && socket.write(chunk)) {}
          if (!socket.destroyed) socket.once("drain", pump);
        };
        pump();
      });
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
    close = () => new Promise((resolve) => tcp.close(() => resolve()));
    const { port } = tcp.address() as AddressInfo;
    const result = await harness
      .fetcher({ maxBodyBytes: 64 * KIB })
      .fetchPage(`http://127.0.0.1:${port}/page`);
    expect(result).toMatchObject({ outcome: "failed", reason: "too-large" });
  });
});

describe("fetchPage: time limits", () => {
  it("gives up on a server that does not answer in time", async () => {
    const server = await harness.server({
      "/slow": (_req, res) => {
        const timer = setTimeout(() => res.end("too late"), 5000);
        res.on("close", () => clearTimeout(timer));
      },
    });
    const started = performance.now();
    const result = await harness
      .fetcher({ timeoutMs: 300, maxAttempts: 1 })
      .fetchPage(`${server.origin}/slow`);
    expect(result).toMatchObject({ outcome: "failed", reason: "timeout", attempts: 1 });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("gives up when the body stops coming (idle time-out)", async () => {
    const server = await harness.server({
      "/stalls": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><body>the start, and then nothing");
      },
    });
    const fetcher = harness.fetcher({ idleTimeoutMs: 200, timeoutMs: 10_000, maxAttempts: 1 });
    expect(await fetcher.fetchPage(`${server.origin}/stalls`)).toMatchObject({
      outcome: "failed",
      reason: "timeout",
    });
  });

  it("gives up on a server that trickles bytes for ever, though it is never idle", async () => {
    const server = await harness.server({
      "/trickle": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        const timer = setInterval(() => res.write("."), 20);
        res.on("close", () => clearInterval(timer));
      },
    });
    const started = performance.now();
    const fetcher = harness.fetcher({ idleTimeoutMs: 1000, timeoutMs: 400, maxAttempts: 1 });
    const result = await fetcher.fetchPage(`${server.origin}/trickle`);
    expect(result).toMatchObject({ outcome: "failed", reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe("fetchPage: redirects", () => {
  it("follows up to five redirects, relative ones included, and reports the chain", async () => {
    const server = await harness.server({
      "/r1": redirect("/r2", 301),
      "/r2": redirect("r3", 302),
      "/r3": redirect("/r4", 303),
      "/r4": redirect("/r5", 307),
      "/r5": redirect("/final", 308),
      "/final": html("<p>arrived</p>"),
    });
    const result = await harness.fetcher().fetchPage(`${server.origin}/r1`);
    const o = server.origin;
    expect(result).toMatchObject({
      outcome: "fetched",
      url: `${o}/final`,
      redirects: [`${o}/r1`, `${o}/r2`, `${o}/r3`, `${o}/r4`, `${o}/r5`],
    });
  });

  it("stops at the sixth redirect", async () => {
    const routes = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`/r${n}`, redirect(`/r${n + 1}`)]));
    const server = await harness.server({ ...routes, "/r7": html("<p>never</p>") });
    const result = await harness.fetcher().fetchPage(`${server.origin}/r1`);
    expect(result).toMatchObject({
      outcome: "failed",
      reason: "too-many-redirects",
      url: `${server.origin}/r6`,
    });
    expect(server.pathsRequested()).not.toContain("/r7");
  });

  it("honours a smaller configured limit", async () => {
    const server = await harness.server({ "/a": redirect("/b"), "/b": html("<p>b</p>") });
    const result = await harness.fetcher({ maxRedirects: 0 }).fetchPage(`${server.origin}/a`);
    expect(result).toMatchObject({ outcome: "failed", reason: "too-many-redirects" });
  });

  it("detects a redirect loop, including one through a different spelling of the same URL", async () => {
    const server = await harness.server({
      "/a": redirect("/b"),
      "/b": redirect("/c"),
      "/c": redirect("/a#again"),
    });
    const result = await harness.fetcher().fetchPage(`${server.origin}/a`);
    const o = server.origin;
    expect(result).toMatchObject({
      outcome: "failed",
      reason: "redirect-loop",
      redirects: [`${o}/a`, `${o}/b`, `${o}/c`],
    });
    expect(server.pathsRequested().filter((p) => p === "/a")).toHaveLength(1);
  });

  it("detects a page redirecting to itself", async () => {
    const server = await harness.server({ "/self": redirect("/self") });
    expect(await harness.fetcher().fetchPage(`${server.origin}/self`)).toMatchObject({
      reason: "redirect-loop",
    });
  });

  it("refuses a redirect to a scheme other than http(s)", async () => {
    const server = await harness.server({ "/out": redirect("file:///etc/passwd") });
    const result = await harness.fetcher().fetchPage(`${server.origin}/out`);
    expect(result).toMatchObject({
      outcome: "failed",
      reason: "invalid-url",
      url: `${server.origin}/out`,
      redirects: [`${server.origin}/out`],
    });
    expect(server.pathsRequested()).toEqual(["/robots.txt", "/out"]);
  });

  it("reports a redirect without a Location as an HTTP error", async () => {
    const server = await harness.server({ "/nowhere": (_req, res) => res.writeHead(302).end() });
    expect(await harness.fetcher().fetchPage(`${server.origin}/nowhere`)).toMatchObject({
      reason: "http-error",
      status: 302,
    });
  });
});
