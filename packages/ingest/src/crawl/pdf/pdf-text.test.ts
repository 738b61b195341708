import { describe, expect, it } from "vitest";
import { fictionalPdf, imageOnlyPdf } from "../testing/fictional-pdf";
import { type PdfText, pdfText } from "./pdf-text";

/** Every document here is FICTIONAL, drawn by the test. */

function textOf(result: PdfText) {
  if (result.status !== "text") throw new Error(`expected text, got ${JSON.stringify(result)}`);
  return result;
}

describe("pdfText", () => {
  it("rebuilds lines into paragraphs, page by page, with the title and date of the metadata", async () => {
    const pdf = await fictionalPdf(
      [
        [
          { text: "Communiqué of the Ministry of Foreign Affairs of Verdania", size: 16 },
          { text: "The Minister welcomed the delegation of the coastal", gapBefore: 12 },
          { text: "provinces and discussed the fisheries agreement." },
          { text: "Both sides agreed to meet again in the spring.", gapBefore: 12 },
        ],
        [{ text: "Issued in Port Verde on 12 January 2021." }],
      ],
      { title: "Fictional communiqué on fisheries", creationDate: new Date("2021-01-12T09:30:00Z") },
    );
    const result = textOf(await pdfText(pdf));
    expect(result.title).toBe("Fictional communiqué on fisheries");
    expect(result.date).toEqual(new Date("2021-01-12T09:30:00Z"));
    expect(result.pageCount).toBe(2);
    expect(result.pages.map((p) => p.text)).toEqual([
      [
        "Communiqué of the Ministry of Foreign Affairs of Verdania",
        "The Minister welcomed the delegation of the coastal provinces and discussed the fisheries agreement.",
        "Both sides agreed to meet again in the spring.",
      ].join("\n\n"),
      "Issued in Port Verde on 12 January 2021.",
    ]);
    expect(result.text).toBe(result.pages.map((p) => p.text).join("\n\n"));
    expect(result.pagesWithoutText).toEqual([]);
    expect(result.truncated).toBe(false);
  });

  it("joins a word hyphenated at a line end only when the document writes it whole elsewhere", async () => {
    const pdf = await fictionalPdf([
      [
        { text: "The negotiations resumed on Monday. The negotia-" },
        { text: "tions covered the well-" },
        { text: "known dispute over the Timor-" },
        { text: "Leste border of the fictional island." },
      ],
    ]);
    expect(textOf(await pdfText(pdf)).text).toBe(
      "The negotiations resumed on Monday. The negotiations covered the well-known dispute over the Timor-Leste border of the fictional island.",
    );
  });

  it("reads Arabic in reading order", async () => {
    const pdf = await fictionalPdf(
      [[{ text: "بيان صادر عن وزارة الخارجية" }, { text: "رحب الوزير بالوفد الزائر", gapBefore: 14 }]],
      { font: "arabic", rtl: true },
    );
    const text = textOf(await pdfText(pdf)).text;
    expect(text).toContain("وزارة الخارجية");
    expect(text).toContain("رحب الوزير بالوفد");
    expect(text.indexOf("بيان")).toBeLessThan(text.indexOf("رحب"));
  });

  it("reads Chinese and joins its wrapped lines without a space", async () => {
    const pdf = await fictionalPdf(
      [[{ text: "外交部发言人就维尔达尼亚" }, { text: "沿海省份问题答记者问。" }]],
      { font: "chinese" },
    );
    expect(textOf(await pdfText(pdf)).text).toBe("外交部发言人就维尔达尼亚沿海省份问题答记者问。");
  });

  it("says a scanned (image-only) PDF needs OCR instead of returning nothing", async () => {
    const result = await pdfText(await imageOnlyPdf());
    expect(result).toMatchObject({ status: "needs-ocr", pageCount: 1 });
  });

  it("reports a file that is not a PDF, or is cut short, with a clear reason and never throws", async () => {
    const notPdf = await pdfText(new TextEncoder().encode("<html><body>Not found</body></html>"));
    expect(notPdf).toMatchObject({ status: "unreadable", reason: "not-a-pdf" });
    expect(notPdf.status === "unreadable" && notPdf.message).toMatch(/^Not a PDF/);
    const whole = await fictionalPdf([[{ text: "A fictional statement cut in the middle of its file." }]]);
    const cut = await pdfText(whole.subarray(0, Math.floor(whole.length / 3)));
    expect(["unreadable", "needs-ocr", "text"]).toContain(cut.status);
  });

  it("reads at most maxPages pages and says so, and leaves the caller's bytes intact", async () => {
    const pdf = await fictionalPdf(
      [1, 2, 3].map((n) => [{ text: `Fictional page number ${n} of the annex.` }]),
    );
    const copy = Buffer.from(pdf);
    const result = textOf(await pdfText(pdf, { maxPages: 2 }));
    expect(result.pages).toHaveLength(2);
    expect(result).toMatchObject({ pageCount: 3, truncated: true });
    expect(pdf.equals(copy)).toBe(true);
  });
});
