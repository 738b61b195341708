import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CONTACT_URL, useFetcherHarness } from "./testing/fetcher-harness";
import { encodeLegacy } from "./testing/legacy-encoding";
import { html } from "./testing/test-server";

const harness = useFetcherHarness();
const ARABIC = "بيان وزارة الخارجية بشأن الوضع في غزة";
const RUSSIAN = "Заявление МИД России о ситуации на Ближнем Востоке";
const CHINESE = "外交部发言人就联合国安理会决议答记者问";

describe("fetchPage: a page and what comes with it", () => {
  it("sends an honest User-Agent and returns the page with its validators", async () => {
    const server = await harness.server({
      "/statement": (_req, res) => {
        res
          .writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            etag: '"v1"',
            "last-modified": "Tue, 04 Mar 2025 10:00:00 GMT",
            "content-language": "fr",
          })
          .end("<html><body><p>Déclaration</p></body></html>");
      },
    });
    const fetcher = harness.fetcher();
    const page = await fetcher.fetchPage(`${server.origin}/statement#top`);
    expect(page).toMatchObject({
      outcome: "fetched",
      url: `${server.origin}/statement`,
      status: 200,
      kind: "html",
      mediaType: "text/html",
      etag: '"v1"',
      lastModified: "Tue, 04 Mar 2025 10:00:00 GMT",
      contentLanguage: "fr",
      redirects: [],
      body: { type: "text", text: "<html><body><p>Déclaration</p></body></html>", encoding: "utf-8" },
    });
    expect(fetcher.userAgent).toBe(`Communique/1.0 (+${CONTACT_URL})`);
    for (const request of server.requests) {
      expect(request.headers["user-agent"]).toBe(`Communique/1.0 (+${CONTACT_URL})`);
    }
    expect(server.pathsRequested()).toEqual(["/robots.txt", "/statement"]);
    expect(server.requests[1]?.headers.accept).toContain("text/html");
  });

  it("returns broken markup untouched: extraction is not the fetcher's job", async () => {
    const broken = "<html><head><meta charset=koi8-r><title>Без закрытия<body><p>Текст <b>жирный<p>";
    const server = await harness.server({ "/broken": html(encodeLegacy(broken, "koi8-r"), "text/html") });
    const page = await harness.fetcher().fetchPage(`${server.origin}/broken`);
    expect(page).toMatchObject({ outcome: "fetched", body: { text: broken, encoding: "koi8-r" } });
  });

  it("refuses URLs that are not http(s) or carry credentials, without any request", async () => {
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage("file:///etc/passwd")).toMatchObject({
      outcome: "failed",
      reason: "invalid-url",
    });
    expect(await fetcher.fetchPage("not a url")).toMatchObject({ outcome: "failed", reason: "invalid-url" });
    expect(await fetcher.fetchPage("http://user:secret@127.0.0.1/")).toMatchObject({ reason: "invalid-url" });
  });

  it("does not retry a 404", async () => {
    const server = await harness.server({});
    const result = await harness.fetcher().fetchPage(`${server.origin}/missing`);
    expect(result).toMatchObject({ outcome: "failed", reason: "http-error", status: 404, attempts: 1 });
  });

  it("decompresses gzip answers", async () => {
    const server = await harness.server({
      "/zipped": (_req, res) => {
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-encoding": "gzip" });
        res.end(gzipSync(Buffer.from(CHINESE)));
      },
    });
    const page = await harness.fetcher().fetchPage(`${server.origin}/zipped`);
    expect(page).toMatchObject({ outcome: "fetched", kind: "text", body: { text: CHINESE } });
    expect(server.requests[1]?.headers["accept-encoding"]).toContain("gzip");
  });
});

describe("fetchPage: charsets, wrong or missing", () => {
  it.each([
    {
      name: "a windows-1256 Arabic page declared only by <meta>",
      body: encodeLegacy(
        `<html><head><meta charset="windows-1256"></head><body>${ARABIC}</body></html>`,
        "windows-1256",
      ),
      contentType: "text/html",
      expected: ARABIC,
      encoding: "windows-1256",
    },
    {
      name: "a koi8-r Russian page declared by http-equiv",
      body: encodeLegacy(
        `<meta http-equiv="content-type" content="text/html; charset=koi8-r"><p>${RUSSIAN}</p>`,
        "koi8-r",
      ),
      contentType: "text/html",
      expected: RUSSIAN,
      encoding: "koi8-r",
    },
    {
      name: "a gb18030 Chinese page declared in the header",
      body: encodeLegacy(`<p>${CHINESE}</p>`, "gb18030"),
      contentType: "text/html; charset=GB18030",
      expected: CHINESE,
      encoding: "gb18030",
    },
    {
      name: "a UTF-8 page with a BOM and no declaration",
      body: Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`<p>${ARABIC}</p>`)]),
      contentType: "text/html",
      expected: `<p>${ARABIC}</p>`,
      encoding: "utf-8",
    },
    {
      name: "a UTF-8 page whose header wrongly says iso-8859-1",
      body: new TextEncoder().encode(`<meta charset="utf-8"><p>${RUSSIAN}</p>`),
      contentType: "text/html; charset=iso-8859-1",
      expected: RUSSIAN,
      encoding: "utf-8",
    },
    {
      name: "a windows-1251 page whose header wrongly says UTF-8, corrected by its meta",
      body: encodeLegacy(`<meta charset="windows-1251"><p>${RUSSIAN}</p>`, "windows-1251"),
      contentType: "text/html; charset=utf-8",
      expected: RUSSIAN,
      encoding: "windows-1251",
    },
    {
      name: "an RSS feed in koi8-r declared by its XML declaration",
      body: encodeLegacy(
        `<?xml version="1.0" encoding="koi8-r"?><rss><title>${RUSSIAN}</title></rss>`,
        "koi8-r",
      ),
      contentType: "application/rss+xml",
      expected: RUSSIAN,
      encoding: "koi8-r",
    },
  ])("decodes $name", async ({ body, contentType, expected, encoding }) => {
    const server = await harness.server({ "/page": html(body, contentType) });
    const page = await harness.fetcher().fetchPage(`${server.origin}/page`);
    expect(page).toMatchObject({ outcome: "fetched", body: { type: "text", encoding } });
    expect(page.outcome === "fetched" && page.body.type === "text" && page.body.text).toContain(expected);
  });
});

describe("fetchPage: content types", () => {
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

  it("returns a PDF as bytes", async () => {
    const server = await harness.server({ "/report.pdf": html(pdf, "application/pdf") });
    const page = await harness.fetcher().fetchPage(`${server.origin}/report.pdf`);
    expect(page).toMatchObject({ outcome: "fetched", kind: "pdf", body: { type: "bytes" } });
    expect(page.outcome === "fetched" && page.body.type === "bytes" && [...page.body.bytes]).toEqual([
      ...pdf,
    ]);
  });

  it("recognises a PDF sent as application/octet-stream, or with no type, by its first bytes", async () => {
    const server = await harness.server({
      "/download": html(pdf, "application/octet-stream"),
      "/untyped": (_req, res) => {
        res.removeHeader("content-type");
        res.end(pdf);
      },
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/download`)).toMatchObject({
      kind: "pdf",
      mediaType: undefined,
    });
    expect(await fetcher.fetchPage(`${server.origin}/untyped`)).toMatchObject({ kind: "pdf" });
  });

  it("refuses a content type it does not crawl, before reading the body", async () => {
    const server = await harness.server({
      "/photo.gif": html(new Uint8Array([0x47, 0x49, 0x46, 0x38]), "image/gif"),
      "/archive": html(new Uint8Array([0x50, 0x4b, 3, 4]), "application/octet-stream"),
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/photo.gif`)).toMatchObject({
      outcome: "failed",
      reason: "unsupported-content-type",
      message: "content type image/gif is not crawled",
      attempts: 1,
    });
    expect(await fetcher.fetchPage(`${server.origin}/archive`)).toMatchObject({
      reason: "unsupported-content-type",
    });
  });

  it("refuses kinds left out of acceptedKinds", async () => {
    const server = await harness.server({ "/report.pdf": html(pdf, "application/pdf") });
    const fetcher = harness.fetcher({ acceptedKinds: ["html"] });
    expect(await fetcher.fetchPage(`${server.origin}/report.pdf`)).toMatchObject({
      reason: "unsupported-content-type",
    });
  });

  it("reads JSON and plain text", async () => {
    const server = await harness.server({
      "/api": html(JSON.stringify({ title: CHINESE }), "application/json"),
      "/notes.txt": html(RUSSIAN, "text/plain"),
    });
    const fetcher = harness.fetcher();
    expect(await fetcher.fetchPage(`${server.origin}/api`)).toMatchObject({
      kind: "json",
      body: { text: `{"title":"${CHINESE}"}` },
    });
    expect(await fetcher.fetchPage(`${server.origin}/notes.txt`)).toMatchObject({
      kind: "text",
      body: { text: RUSSIAN },
    });
  });
});
