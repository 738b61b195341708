import path from "node:path";
import { type RunResult, runProgram } from "./run-program";

/** Page sizes in points (1/72 inch), from `pdfinfo -f 1 -l N`: "Page    1 size: 595.28 x 841.89 pts (A4)". */
export function parsePageSizes(output: string): Map<number, { width: number; height: number }> {
  const sizes = new Map<number, { width: number; height: number }>();
  for (const match of output.matchAll(/^Page\s+(\d+)\s+size:\s*([\d.]+)\s*x\s*([\d.]+)\s*pts/gm))
    sizes.set(Number(match[1]), { width: Number(match[2]), height: Number(match[3]) });
  return sizes;
}

/** The page count from pdfinfo's "Pages:" line. */
export function parsePageCount(output: string): number | undefined {
  const match = /^Pages:\s*(\d+)/m.exec(output);
  return match ? Number(match[1]) : undefined;
}

/**
 * The resolution a page is drawn at: 300 dpi, tesseract's preferred, but never more pixels on the
 * long side than `maxPixels`, so that a poster-sized page (a PDF can declare 200 inches) cannot
 * fill memory.
 */
export function pageDpi(size: { width: number; height: number } | undefined, dpi: number, maxPixels: number) {
  if (!size) return dpi;
  const longSideInches = Math.max(size.width, size.height) / 72;
  return Math.max(1, Math.min(dpi, Math.floor(maxPixels / longSideInches)));
}

/**
 * Draws one page of a PDF as a greyscale PNG (`<prefix>.png`) with poppler's pdftoppm. Poppler,
 * rather than pdf.js with a canvas in this process: it decodes the image formats scanners write
 * (JBIG2, CCITT, JPEG 2000) in C, runs out of process so that a time limit can kill it, and is
 * installed beside tesseract by the same package manager.
 */
export async function rasterisePage(
  pdftoppm: string,
  pdfFile: string,
  page: number,
  outputPrefix: string,
  options: { dpi: number; timeoutMs: number; signal?: AbortSignal },
): Promise<{ ok: true; file: string } | Extract<RunResult, { ok: false }>> {
  const args = ["-r", String(options.dpi), "-gray", "-png", "-f", String(page), "-l", String(page)];
  const result = await runProgram(pdftoppm, [...args, "-singlefile", pdfFile, outputPrefix], {
    timeoutMs: options.timeoutMs,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!result.ok) return result;
  return { ok: true, file: `${outputPrefix}.png` };
}

export function pagePrefix(dir: string, page: number): string {
  return path.join(dir, `page-${page}`);
}
