import { LANGUAGE_CODES } from "@communique/core";
import { z } from "zod";

/**
 * Our own import format (docs/import-format.md): one JSON object per line. Only what the
 * product cannot do without is required; the language is detected when absent.
 */
export const CommuniqueRecordSchema = z.object({
  id: z.string().trim().min(1).max(200).optional(),
  country: z.string().trim().min(2).max(40),
  title: z.string().trim().min(1).max(2000),
  body: z.string().trim().min(1),
  date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "must be YYYY, YYYY-MM or YYYY-MM-DD"),
  language: z.enum(LANGUAGE_CODES).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  source: z.string().trim().min(1).max(100).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type CommuniqueRecord = z.infer<typeof CommuniqueRecordSchema>;

/** A line of the UN General Debate Corpus (../shared/data/ungdc, see its README). */
export const UngdcRecordSchema = z.object({
  id: z.string().min(1),
  iso3: z.string().min(2),
  iso2: z.string().length(2).nullable(),
  country: z.string(),
  session: z.number().int(),
  year: z.number().int(),
  language: z.string().optional(),
  doc_type: z.string().optional(),
  speaker_name: z.string().nullable().optional(),
  speaker_post: z.string().nullable().optional(),
  title_generated: z.string().min(1),
  text: z.string(),
});
export type UngdcRecord = z.infer<typeof UngdcRecordSchema>;

export function isUngdcShaped(value: object): boolean {
  return "iso3" in value && "session" in value && "title_generated" in value;
}
