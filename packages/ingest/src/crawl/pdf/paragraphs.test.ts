import { describe, expect, it } from "vitest";
import { normalizeLineText, type PlacedText, pageLines } from "./page-lines";
import { joinLines, paragraphs, vocabulary } from "./paragraphs";
import { parsePdfDate } from "./pdf-date";
import { cleanPdfTitle } from "./pdf-title";

const run = (
  str: string,
  x: number,
  y: number,
  width: number,
  dir: PlacedText["dir"] = "ltr",
): PlacedText => ({
  str,
  x,
  y,
  width,
  size: 10,
  dir,
});

describe("pageLines", () => {
  it("puts runs of one baseline on one line, adds the spaces a PDF leaves out, keeps drawing order", () => {
    const lines = pageLines([
      run("Fictional", 50, 700, 40),
      run("communiqué", 95, 700, 50),
      run("1", 146, 703, 3), // a raised footnote mark, right after the word
      run("Second line", 50, 686, 50),
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Fictional communiqué1", "Second line"]);
  });

  it("orders right-to-left lines from the right edge", () => {
    const lines = pageLines([run("الخارجية", 100, 700, 40, "rtl"), run("وزارة", 150, 700, 30, "rtl")]);
    expect(lines[0]).toMatchObject({ text: "وزارة الخارجية", rtl: true });
  });

  it("normalizes the three-character hyphen of some producers but keeps a line-end soft hyphen", () => {
    expect(normalizeLineText("COVID-\u00ad\u201019  and  Timor\u2010Leste")).toBe("COVID-19 and Timor-Leste");
    expect(normalizeLineText("negotia\u00ad")).toBe("negotia\u00ad");
    expect(normalizeLineText("a -- b")).toBe("a -- b");
  });
});

describe("paragraphs", () => {
  const line = (text: string, y: number, right = 500, size = 10) => ({
    text,
    left: 50,
    right,
    y,
    size,
    rtl: false,
  });

  it("starts a paragraph at a wider gap, a change of size, or after a short line ending a sentence", () => {
    const lines = [
      line("Fictional heading", 760, 200, 16),
      line("First paragraph runs over", 730),
      line("two lines.", 718, 120),
      line("Second paragraph after a short line.", 706),
      line("Third after a gap.", 680),
    ];
    expect(paragraphs(lines, new Set())).toEqual([
      "Fictional heading",
      "First paragraph runs over two lines.",
      "Second paragraph after a short line.",
      "Third after a gap.",
    ]);
  });

  it("joins lines: soft hyphens removed, hyphens kept unless the whole word is attested, CJK without space", () => {
    const words = vocabulary(["the negotiations went on"]);
    expect(joinLines("the negotia\u00ad", "tions", words)).toBe("the negotiations");
    expect(joinLines("the negotia-", "tions", words)).toBe("the negotiations");
    expect(joinLines("the well-", "known", words)).toBe("the well-known");
    expect(joinLines("COVID-", "19", words)).toBe("COVID-19");
    expect(joinLines("items -", "more", words)).toBe("items - more");
    expect(joinLines("外交部", "发言人", words)).toBe("外交部发言人");
    expect(joinLines("end of line", "next", words)).toBe("end of line next");
  });
});

describe("metadata", () => {
  it("reads PDF dates with and without offsets, and refuses what is not a date", () => {
    expect(parsePdfDate("D:20210201104032+01'00'")).toEqual(new Date("2021-02-01T09:40:32Z"));
    expect(parsePdfDate("D:20210928014106Z00'00'")).toEqual(new Date("2021-09-28T01:41:06Z"));
    expect(parsePdfDate("D:2021")).toEqual(new Date("2021-01-01T00:00:00Z"));
    expect(parsePdfDate("D:20211345")).toBeNull();
    expect(parsePdfDate("yesterday")).toBeNull();
  });

  it("keeps a real title, not a word processor's file name or a placeholder", () => {
    expect(cleanPdfTitle("  Fictional   statement ")).toBe("Fictional statement");
    expect(cleanPdfTitle("Microsoft Word - 2021-09-28-discurso.docx")).toBeUndefined();
    expect(cleanPdfTitle("Untitled")).toBeUndefined();
    expect(cleanPdfTitle(undefined)).toBeUndefined();
  });
});
