import { describe, expect, it } from "vitest";
import { decodeText, encodingForLabel, metaCharset, xmlDeclarationEncoding } from "./decode-text";
import { encodeLegacy } from "./testing/legacy-encoding";

const ARABIC = "بيان وزارة الخارجية بشأن الوضع في غزة";
const RUSSIAN = "Заявление МИД России о ситуации на Ближнем Востоке";
const CHINESE = "外交部发言人就联合国安理会决议答记者问";
const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe("decodeText", () => {
  it("reads a windows-1256 Arabic page from its <meta charset> when the header has none", () => {
    const page = `<html><head><meta charset="windows-1256"><title>${ARABIC}</title></head></html>`;
    const decoded = decodeText(encodeLegacy(page, "windows-1256"), "html");
    expect(decoded).toMatchObject({ encoding: "windows-1256", encodingSource: "meta" });
    expect(decoded.text).toContain(ARABIC);
  });

  it("reads a koi8-r Russian page from an http-equiv meta", () => {
    const page = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"></head><body>${RUSSIAN}</body></html>`;
    const decoded = decodeText(encodeLegacy(page, "koi8-r"), "html");
    expect(decoded).toMatchObject({ encoding: "koi8-r", encodingSource: "meta" });
    expect(decoded.text).toContain(RUSSIAN);
  });

  it("reads a gb18030 Chinese page from the Content-Type charset, whatever its label", () => {
    const bytes = encodeLegacy(`<p>${CHINESE}</p>`, "gb18030");
    expect(decodeText(bytes, "html", "gb18030").text).toContain(CHINESE);
    expect(decodeText(bytes, "html", "GB2312")).toMatchObject({ encodingSource: "header" });
    expect(decodeText(bytes, "html", "GB2312").text).toContain(CHINESE);
  });

  it("lets a byte order mark win over everything, and strips it", () => {
    const bytes = concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8(`<meta charset="koi8-r">${RUSSIAN}`));
    const decoded = decodeText(bytes, "html", "windows-1252");
    expect(decoded).toMatchObject({ encoding: "utf-8", encodingSource: "bom" });
    expect(decoded.text.startsWith("<meta")).toBe(true);
    expect(decoded.text).toContain(RUSSIAN);
  });

  it("reads UTF-16 with its byte order mark", () => {
    const text = `<p>${ARABIC}</p>`;
    const bytes = new Uint8Array([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 255, c.charCodeAt(0) >> 8]),
    ]);
    expect(decodeText(bytes, "html")).toMatchObject({ text, encoding: "utf-16le", encodingSource: "bom" });
  });

  it("prefers valid UTF-8 to a wrong legacy charset in the header", () => {
    const bytes = utf8(`<meta charset="utf-8"><p>Déclaration de la France — ${RUSSIAN}</p>`);
    const decoded = decodeText(bytes, "html", "iso-8859-1");
    expect(decoded).toMatchObject({ encoding: "utf-8", encodingSource: "meta" });
    expect(decoded.text).toContain("Déclaration de la France —");
  });

  it("prefers valid UTF-8 even when nothing else says so", () => {
    const decoded = decodeText(utf8(`<p>Déclaration</p>`), "html", "windows-1252");
    expect(decoded).toMatchObject({
      text: "<p>Déclaration</p>",
      encoding: "utf-8",
      encodingSource: "utf-8-valid",
    });
  });

  it("falls back to the meta charset when the header wrongly says UTF-8", () => {
    const page = `<meta charset="windows-1251"><p>${RUSSIAN}</p>`;
    const decoded = decodeText(encodeLegacy(page, "windows-1251"), "html", "utf-8");
    expect(decoded).toMatchObject({ encoding: "windows-1251", encodingSource: "meta" });
    expect(decoded.text).toContain(RUSSIAN);
  });

  it("keeps the declared legacy encoding when its bytes are not UTF-8", () => {
    const decoded = decodeText(encodeLegacy(RUSSIAN, "koi8-r"), "text", "koi8-r");
    expect(decoded).toMatchObject({ text: RUSSIAN, encoding: "koi8-r", encodingSource: "header" });
  });

  it("names the declared encoding for pure ASCII", () => {
    expect(decodeText(utf8("<p>plain</p>"), "html", "windows-1256")).toMatchObject({
      text: "<p>plain</p>",
      encoding: "windows-1256",
      encodingSource: "header",
    });
  });

  it("guesses a legacy encoding when nothing is declared, or UTF-8 is declared wrongly", () => {
    expect(decodeText(encodeLegacy(ARABIC, "windows-1256"), "html")).toMatchObject({
      text: ARABIC,
      encoding: "windows-1256",
      encodingSource: "detected",
    });
    expect(decodeText(encodeLegacy(RUSSIAN, "koi8-r"), "html", "utf-8")).toMatchObject({
      text: RUSSIAN,
      encoding: "koi8-r",
      encodingSource: "detected",
    });
  });

  it("reads an XML feed's encoding from its declaration", () => {
    const feed = `<?xml version="1.0" encoding="KOI8-R"?><rss><channel><title>${RUSSIAN}</title></channel></rss>`;
    const decoded = decodeText(encodeLegacy(feed, "koi8-r"), "xml");
    expect(decoded).toMatchObject({ encoding: "koi8-r", encodingSource: "xml-declaration" });
    expect(decoded.text).toContain(RUSSIAN);
  });

  it("reads JSON as UTF-8, ignoring what looks like a declaration", () => {
    const decoded = decodeText(
      utf8(`{"title":"${CHINESE}","html":"<meta charset=koi8-r>"}`),
      "json",
      "koi8-r",
    );
    expect(decoded).toMatchObject({ encoding: "utf-8" });
    expect(decoded.text).toContain(CHINESE);
  });

  it("ignores an unknown label and a declaration inside a comment", () => {
    const page = `<!-- <meta charset="koi8-r"> --><meta charset="windows-1256"><p>${ARABIC}</p>`;
    const decoded = decodeText(encodeLegacy(page, "windows-1256"), "html", "x-no-such-charset");
    expect(decoded).toMatchObject({ encoding: "windows-1256", encodingSource: "meta" });
  });
});

describe("charset declarations", () => {
  it("finds meta charsets in broken or unquoted markup", () => {
    expect(metaCharset("<html><HEAD><META CHARSET=koi8-r><title>x")).toBe("koi8-r");
    expect(metaCharset(`<meta content='text/html;charset=Windows-1256' http-equiv='content-type'>`)).toBe(
      "windows-1256",
    );
    expect(metaCharset(`<meta charset="utf-16">`)).toBe("utf-8");
    expect(metaCharset("<p>no declaration</p>")).toBeUndefined();
  });

  it("reads the XML declaration only at the start", () => {
    expect(xmlDeclarationEncoding(`<?xml version="1.0" encoding='gb18030'?><a/>`)).toBe("gb18030");
    expect(xmlDeclarationEncoding(`<a><?xml version="1.0" encoding="gb18030"?></a>`)).toBeUndefined();
  });

  it("maps labels to WHATWG encodings", () => {
    expect(encodingForLabel("latin1")).toBe("windows-1252");
    expect(encodingForLabel("cp1256")).toBe("windows-1256");
    expect(encodingForLabel("Shift_JIS")).toBe("shift_jis");
    expect(encodingForLabel("big5")).toBe("big5");
    expect(encodingForLabel("nonsense")).toBeUndefined();
  });
});
