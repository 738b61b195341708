import { describe, expect, it } from "vitest";
import { pageDpi, parsePageCount, parsePageSizes } from "./rasterise-pdf";

/** pdfinfo's output, as poppler 22 writes it, for a FICTIONAL two-page scan. */
const PDFINFO = `Producer:        Fictional Scanner 1.0
Pages:           2
Page    1 size:  595.28 x 841.89 pts (A4)
Page    1 rot:   0
Page    2 size:  14400 x 14400 pts
Page    2 rot:   0
`;

describe("drawing a scanned page", () => {
  it("reads the page count and each page's size from pdfinfo", () => {
    expect(parsePageCount(PDFINFO)).toBe(2);
    expect(parsePageSizes(PDFINFO)).toEqual(
      new Map([
        [1, { width: 595.28, height: 841.89 }],
        [2, { width: 14400, height: 14400 }],
      ]),
    );
    expect(parsePageCount("Syntax Error: Couldn't read xref table\n")).toBeUndefined();
  });

  it("draws at 300 dpi, but a poster-sized page at fewer pixels than the limit", () => {
    expect(pageDpi({ width: 595.28, height: 841.89 }, 300, 5000)).toBe(300);
    // 200 inches on its long side: 25 dpi, 5,000 pixels (its text, if any, too small to read).
    expect(pageDpi({ width: 14400, height: 14400 }, 300, 5000)).toBe(25);
    expect(pageDpi({ width: 1224, height: 1584 }, 300, 5000)).toBe(227);
    expect(pageDpi(undefined, 300, 5000)).toBe(300);
  });
});
