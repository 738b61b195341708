import { describe, expect, it } from "vitest";
import { acceptHeader, isUninformative, kindOfMediaType, parseContentType, sniffKind } from "./content-type";

describe("content types", () => {
  it("parses a Content-Type header with its charset", () => {
    expect(parseContentType("text/html; charset=UTF-8")).toEqual({
      mediaType: "text/html",
      charset: "UTF-8",
    });
    expect(parseContentType('Text/HTML;Charset="windows-1256"')).toEqual({
      mediaType: "text/html",
      charset: "windows-1256",
    });
    expect(parseContentType("application/pdf")).toEqual({ mediaType: "application/pdf" });
    expect(parseContentType("nonsense")).toBeUndefined();
    expect(parseContentType(undefined)).toBeUndefined();
  });

  it("knows the kinds the crawler keeps", () => {
    expect(kindOfMediaType("text/html")).toBe("html");
    expect(kindOfMediaType("application/xhtml+xml")).toBe("xhtml");
    expect(kindOfMediaType("application/rss+xml")).toBe("xml");
    expect(kindOfMediaType("application/vnd.custom+xml")).toBe("xml");
    expect(kindOfMediaType("application/ld+json")).toBe("json");
    expect(kindOfMediaType("application/pdf")).toBe("pdf");
    // Images of statements (scanned pages published as pictures) are read by OCR; GIF is not.
    expect(kindOfMediaType("image/png")).toBe("image");
    expect(kindOfMediaType("image/jpeg")).toBe("image");
    expect(kindOfMediaType("image/gif")).toBeUndefined();
    expect(kindOfMediaType("application/zip")).toBeUndefined();
  });

  it("sniffs the bytes only when the header says nothing useful", () => {
    expect(isUninformative(undefined)).toBe(true);
    expect(isUninformative("application/octet-stream")).toBe(true);
    expect(isUninformative("image/png")).toBe(false);
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffKind(bytes("%PDF-1.7\n..."))).toBe("pdf");
    expect(sniffKind(bytes("\ufeff  <!DOCTYPE html><html>"))).toBe("html");
    expect(sniffKind(bytes('<?xml version="1.0"?><rss/>'))).toBe("xml");
    expect(sniffKind(bytes('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">'))).toBe(
      "xhtml",
    );
    expect(sniffKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe("image");
    expect(sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image");
    expect(sniffKind(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeUndefined();
  });

  it("asks for the accepted kinds", () => {
    expect(acceptHeader(["html", "pdf"])).toBe("text/html, application/pdf;q=0.8");
  });
});
