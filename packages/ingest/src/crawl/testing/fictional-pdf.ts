import { reportFontPath } from "@communique/report-fonts";
import PDFDocument from "pdfkit";
import { PNG } from "pngjs";

/** Test helpers: FICTIONAL PDFs drawn with pdfkit, line by line where the test needs control. */

export const FONTS = {
  latin: reportFontPath("latin-regular"),
  arabic: reportFontPath("arabic-regular"),
  chinese: reportFontPath("cjk-regular"),
};

export interface FictionalLine {
  text: string;
  /** Extra space above the line, in points (a paragraph gap). */
  gapBefore?: number;
  size?: number;
}

export interface FictionalPdfOptions {
  font?: keyof typeof FONTS;
  title?: string;
  creationDate?: Date;
  rtl?: boolean;
}

/** One page per array of lines, each line drawn where the test says. */
export function fictionalPdf(pages: FictionalLine[][], options: FictionalPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: {
      ...(options.title ? { Title: options.title } : {}),
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  doc.font(FONTS[options.font ?? "latin"]);
  for (const lines of pages) {
    doc.addPage({ size: "A4", margin: 50 });
    let y = 60;
    for (const line of lines) {
      const size = line.size ?? 12;
      y += line.gapBefore ?? 0;
      doc.fontSize(size);
      if (options.rtl) drawRightToLeft(doc, line.text, y);
      else doc.text(line.text, 60, y, { lineBreak: false });
      y += size * 1.4;
    }
  }
  return render(doc);
}

/**
 * pdfkit shapes an Arabic word correctly but lays a line's words out left to right (it has no
 * bidirectional layout), so a right-to-left line is drawn word by word from the right margin, as
 * a real producer places it.
 */
function drawRightToLeft(doc: PDFKit.PDFDocument, text: string, y: number): void {
  let x = 535;
  const space = doc.widthOfString(" ");
  for (const word of text.split(" ")) {
    x -= doc.widthOfString(word);
    doc.text(word, x, y, { lineBreak: false });
    x -= space;
  }
}

/** A page that is only a picture, as a scanner makes it. */
export function imageOnlyPdf(): Promise<Buffer> {
  const png = new PNG({ width: 200, height: 280 });
  for (let i = 0; i < png.data.length; i += 4) {
    const dark = (i / 4) % 7 === 0;
    png.data[i] = png.data[i + 1] = png.data[i + 2] = dark ? 30 : 240;
    png.data[i + 3] = 255;
  }
  const doc = new PDFDocument({ size: "A4" });
  doc.image(PNG.sync.write(png), 50, 50, { width: 400 });
  return render(doc);
}

function render(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
