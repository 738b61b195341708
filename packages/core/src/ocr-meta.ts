import { z } from "zod";

/**
 * `meta.ocr` of a statement whose text was read by OCR from a scanned document: the crawler
 * writes it, the statement page reads it to say so. One schema for both, since `meta` is
 * free-form JSON in the database and the contract.
 */
export const OcrMetaSchema = z.object({
  /** The engine and its version, as it reports itself ("tesseract 5.3.0"). */
  engine: z.string().min(1),
  /** The engine's language data used ("ara", "chi_sim", "eng+fra+spa"). */
  language: z.string().min(1),
  /** Pages read. */
  pages: z.number().int().min(1),
  /** The engine's mean word confidence, 0 to 100, when it gives one. */
  meanConfidence: z.number().min(0).max(100).optional(),
});

export type OcrMeta = z.infer<typeof OcrMetaSchema>;

/** The OCR record of a statement's metadata, or undefined when its text was not read by OCR. */
export function ocrMetaOf(meta: Readonly<Record<string, unknown>> | null | undefined): OcrMeta | undefined {
  const parsed = OcrMetaSchema.safeParse(meta?.ocr);
  return parsed.success ? parsed.data : undefined;
}
