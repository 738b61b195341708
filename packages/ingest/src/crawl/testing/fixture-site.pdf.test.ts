import { LANGUAGE_CODES } from "@communique/core";
import { describe, expect, it } from "vitest";
import { parsePublishedDate } from "../dates/parse-published-date";
import { extractListing } from "../extract/listing";
import { pdfText } from "../pdf/pdf-text";
import { MINISTRIES } from "./content/ministries";
import { get, useFixtureSite } from "./fixture-client";
import { fixtureSources } from "./fixture-sources";
import { SCANNED_DOCUMENT } from "./statement-pdfs";
import { publishedAt } from "./written-dates";

/** Every document here is FICTIONAL, drawn by the fixture with pdfkit. */

const NOW = new Date("2025-01-15T12:00:00Z");
const site = useFixtureSite();

describe("the PDF statements", () => {
  it.each(LANGUAGE_CODES)(
    "%s: the documents listing links PDFs whose text layer gives the statement",
    async (l) => {
      const source = fixtureSources(site().origin).find((s) => s.id === `fixture-${l}-pdf`);
      if (!source?.selectors?.item || !source.selectors.link) throw new Error("no pdf source");
      const listing = extractListing((await get(source.url)).text, source.url, {
        ...source.selectors,
        item: source.selectors.item,
        link: source.selectors.link,
      });
      const documents = site().documents(l);
      const expected = documents.map((d) => `${site().origin}/${l}/documents/${d.slug}.pdf`);
      if (l === SCANNED_DOCUMENT.language)
        expected.push(`${site().origin}/${l}/documents/${SCANNED_DOCUMENT.slug}.pdf`);
      expect(listing.entries.map((e) => e.url)).toEqual(expected);
      for (const [i, document] of documents.entries()) {
        const entry = listing.entries[i];
        const date = parsePublishedDate(entry?.dateText ?? "", {
          now: NOW,
          language: l,
          ...(source.numericDateOrder ? { numericOrder: source.numericDateOrder } : {}),
        });
        expect(date.ok && date.date.value).toBe(document.date);
        const answer = await get(entry?.url ?? "");
        expect(answer.headers.get("content-type")).toBe("application/pdf");
        const pdf = await pdfText(answer.bytes);
        if (pdf.status !== "text") throw new Error(`expected a text layer, got ${pdf.status}`);
        expect(pdf.title).toBe(document.title);
        expect(pdf.date).toEqual(publishedAt(document.date, MINISTRIES[l].utcOffset));
        // Paragraph breaks are pdfText's guess (short documents lose some); the words are not.
        const flat = (text: string) => (l === "zh" ? text.replace(/\s+/g, "") : text.replace(/\s+/g, " "));
        for (const paragraph of [document.title, ...document.paragraphs])
          expect(flat(pdf.text)).toContain(flat(paragraph));
      }
    },
  );

  it("serves one scan, an image without a text layer, that pdfText says needs OCR", async () => {
    const answer = await get(`${site().origin}/en/documents/${SCANNED_DOCUMENT.slug}.pdf`);
    expect(answer.status).toBe(200);
    expect(await pdfText(answer.bytes)).toMatchObject({ status: "needs-ocr", pageCount: 1 });
  });

  it("draws each PDF once and answers a conditional request with 304", async () => {
    const url = `${site().origin}/fr/documents/${site().documents("fr")[0]?.slug}.pdf`;
    const first = await get(url);
    const again = await get(url);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const etag = first.headers.get("etag") ?? "";
    expect((await get(url, { "if-none-match": etag })).status).toBe(304);
  });
});
