import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { fontPath, loadFont } from "./pdf-fonts";
import { breakOpportunities, isolate, type Line, type ParagraphStyle, PdfComposer } from "./pdf-text";

/** FICTIONAL sentences, written for these tests. */
const composer = new PdfComposer(new PDFDocument({ autoFirstPage: false }), {
  width: 595,
  height: 842,
  margin: { top: 60, right: 60, bottom: 60, left: 60 },
});

const RTL: ParagraphStyle = { dir: "rtl", script: "arabic", size: 11 };
const LTR: ParagraphStyle = { dir: "ltr", script: "latin", size: 11 };

const runs = (lines: Line[]) => lines.flatMap((line) => line.runs.map((r) => [r.text, r.direction, r.key]));

describe("PdfComposer.lines", () => {
  it("orders an English line with an Arabic phrase for display, the phrase right to left in Amiri", () => {
    const [line, ...rest] = composer.lines("He said «السلام عليكم» twice.", LTR);
    expect(rest).toEqual([]);
    expect(line!.runs.map((r) => [r.text, r.direction, r.key])).toEqual([
      ["He said «", "ltr", "latin-regular"],
      // Logical order: the font wrapper shapes it and lays it out right to left.
      ["السلام عليكم", "rtl", "arabic-regular"],
      ["» twice.", "ltr", "latin-regular"],
    ]);
  });

  it("puts an Arabic line's runs from left to right: a number keeps its digits left to right", () => {
    const lines = composer.lines("اجتمع الوفد عام 2024 في نيويورك.", RTL);
    expect(runs(lines)).toEqual([
      [" في نيويورك.", "rtl", "arabic-regular"],
      ["2024", "ltr", "arabic-regular"],
      ["اجتمع الوفد عام ", "rtl", "arabic-regular"],
    ]);
  });

  it("mirrors brackets in right-to-left text and sets Latin in an Arabic paragraph apart", () => {
    expect(runs(composer.lines("أكد الوفد (COVID-19) ذلك.", RTL))).toEqual([
      // ")" drawn as "(" at the left of the Latin, and the other way round.
      ["( ذلك.", "rtl", "arabic-regular"],
      ["COVID-19", "ltr", "latin-regular"],
      ["أكد الوفد )", "rtl", "arabic-regular"],
    ]);
  });

  it("keeps an isolated title from reordering what is around it", () => {
    const text = `«${isolate("Fictional note", "ltr")}»، اليابان، 2022.`;
    const texts = runs(composer.lines(text, RTL)).map(([t]) => t);
    // From left to right: the closing » (drawn as «) ends the Arabic run; the opening « is drawn as ».
    expect(texts.join("|")).toBe(".|2022|«، اليابان، |Fictional note|»");
  });

  it("sets Chinese in Noto Sans SC and never starts a line with closing punctuation", () => {
    const sentence = "各国应当加强合作，共同应对全球挑战。";
    const lines = composer.lines(sentence.repeat(12), { dir: "ltr", script: "cjk", size: 11 }, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line.runs.every((r) => r.key === "cjk-regular")).toBe(true);
      expect(line.width).toBeLessThanOrEqual(200.5);
      expect(line.runs[0]!.text).not.toMatch(/^[，。]/);
    }
    expect(lines.map((l) => l.runs.map((r) => r.text).join("")).join("")).toBe(sentence.repeat(12));
  });

  it("wraps at spaces and cuts a segment of an address longer than the line", () => {
    const url = `https://ministry.example/${"a".repeat(120)}`;
    const lines = composer.lines(`Original: ${url}`, LTR, 200);
    expect(lines.length).toBeGreaterThan(2);
    // After the "/", where UAX #14 allows a break; then the 120 letters, cut where they must be.
    expect(lines[0]!.runs.map((r) => r.text).join("")).toBe("Original: https://ministry.example/");
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(200.5);
    expect(
      lines
        .slice(1)
        .map((l) => l.runs.map((r) => r.text).join(""))
        .join(""),
    ).toBe("a".repeat(120));
  });

  it("breaks a long address only where UAX #14 allows, not in the middle of a segment", () => {
    const url =
      "https://ministry.example/press-releases/2026/fictional-statement-on-maritime-cooperation/full-text.html";
    const lines = composer.lines(url, LTR, 200).map((l) => l.runs.map((r) => r.text).join(""));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(url);
    const allowed = new Set(breakOpportunities(url).map((b) => b.position));
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.length;
      // Each line ends where a line may: after "/" or a hyphen, never inside "maritime".
      expect(allowed.has(at), `${line}|${url.slice(at)}`).toBe(true);
      expect(line).toMatch(/[/-]$/);
    }
  });

  it("keeps breaking Chinese between characters and wrapping Arabic at spaces", () => {
    const chinese = composer.lines(
      "各国应当加强合作共同应对全球挑战".repeat(4),
      { dir: "ltr", script: "cjk", size: 11 },
      100,
    );
    expect(chinese.length).toBeGreaterThan(4);
    for (const line of chinese) expect(line.width).toBeLessThanOrEqual(100.5);
    const arabic = "أكد الوفد الخيالي أهمية التعاون بين الدول في مواجهة التحديات المشتركة";
    const lines = composer.lines(arabic, RTL, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(120.5);
      expect(line.runs.every((r) => r.direction === "rtl" && r.key === "arabic-regular")).toBe(true);
    }
    // Every word whole, on one line or another.
    const words = lines.flatMap((l) =>
      l.runs
        .map((r) => r.text)
        .join("")
        .trim()
        .split(" "),
    );
    expect(words).toEqual(arabic.split(" "));
  });

  it("ends a line at a required break (a line separator) inside a paragraph", () => {
    const lines = composer.lines("First line\u2028second line", LTR);
    expect(lines.map((l) => l.runs.map((r) => r.text).join(""))).toEqual(["First line", "second line"]);
  });

  it("takes a note's direction from its first letter", () => {
    const note = { dir: "auto", size: 10 } as const;
    expect(composer.lines("ملاحظة: see page 2", note)[0]!.runs.at(-1)!.text).toBe("ملاحظة: ");
    expect(composer.lines("See ملاحظة", note)[0]!.runs[0]!.text).toBe("See ");
  });
});

describe("fonts", () => {
  it("are the files of packages/report-fonts, each family with its OFL licence and its recorded SHA-256", async () => {
    const { readFile } = await import("node:fs/promises");
    const { createHash } = await import("node:crypto");
    const { basename, dirname, join } = await import("node:path");
    const readme = await readFile(join(dirname(fontPath("latin-regular")), "..", "README.md"), "utf8");
    for (const key of [
      "latin-regular",
      "latin-bold",
      "arabic-regular",
      "arabic-bold",
      "cjk-regular",
      "cjk-bold",
    ] as const) {
      const path = fontPath(key);
      expect(path).toMatch(/packages\/report-fonts\/files\/.+\.ttf$/);
      const family = basename(path).split("-")[0]!;
      const licence = await readFile(join(dirname(path), `OFL-${family}.txt`), "utf8");
      expect(licence).toContain("SIL Open Font License, Version 1.1");
      const sha = createHash("sha256")
        .update(await readFile(path))
        .digest("hex");
      expect(readme).toContain(`\`${basename(path)}\` | `);
      expect(readme).toContain(sha);
    }
  });

  it("have real glyphs for the Chinese of the fixtures, Simplified and Traditional", () => {
    const { font } = loadFont("cjk-regular");
    for (const ch of "关于气候变化的虚构声明外交部發言人虛構答記者問聯合國維護各国应当加强合作，共同应对全球挑战。《》")
      expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
  });

  it("shape Arabic: joined forms, right to left, each glyph read back as its letter", () => {
    const { font, shaping } = loadFont("arabic-regular");
    const run = shaping.font.layout("بيان", { direction: "rtl", features: { kern: false } } as never);
    // Visual order: the last letter first; the letters that join take forms other than the isolated one.
    expect(run.glyphs.map((g) => String.fromCodePoint(...g.codePoints))).toEqual(["ن", "ا", "ي", "ب"]);
    const isolated = (ch: string) => font.glyphForCodePoint(ch.codePointAt(0)!).id;
    expect(run.glyphs[3]!.id).not.toBe(isolated("ب"));
    expect(run.glyphs[2]!.id).not.toBe(isolated("ي"));
    expect(run.glyphs[1]!.id).not.toBe(isolated("ا"));
  });
});
