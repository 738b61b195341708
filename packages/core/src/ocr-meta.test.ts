import { describe, expect, it } from "vitest";
import { ocrMetaOf } from "./ocr-meta";

describe("ocrMetaOf", () => {
  it("reads the crawler's OCR record and ignores metadata that is not one", () => {
    const ocr = { engine: "tesseract 5.3.0", language: "ara", pages: 2, meanConfidence: 87.5 };
    expect(ocrMetaOf({ ocr })).toEqual(ocr);
    expect(ocrMetaOf({ ocr: { engine: "tesseract 5.3.0", language: "eng", pages: 1 } })).toMatchObject({
      pages: 1,
    });
    expect(ocrMetaOf({})).toBeUndefined();
    expect(ocrMetaOf(null)).toBeUndefined();
    expect(ocrMetaOf({ ocr: true })).toBeUndefined();
    expect(ocrMetaOf({ ocr: { engine: "tesseract", language: "eng", pages: 0 } })).toBeUndefined();
  });
});
