import { describe, expect, it } from "vitest";
import { readCrawlEnv } from "../fetch/crawl-env";
import { ocrReaderFromEnv } from "./crawler-from-env";

describe("ocrReaderFromEnv", () => {
  it("gives no reader, and says what is missing, when TESSERACT_PATH names no program", async () => {
    const lines: string[] = [];
    const reader = await ocrReaderFromEnv(
      readCrawlEnv({ TESSERACT_PATH: "/nonexistent/fictional/tesseract" }),
      (line) => lines.push(line),
    );
    expect(reader).toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(
        /^OCR is off: tesseract \(.*\/nonexistent\/fictional\/tesseract.*\) not found; scanned documents are recorded as needing OCR\.$/,
      ),
    ]);
  });
});
