import { z } from "zod";
import { StatementIdSchema } from "./answers";

/** A report's bounds, shared by the web app (its store and share link) and the download's API. */
export const REPORT_MAX_ITEMS = 200;
export const REPORT_MAX_NOTE = 5000;
/** A title is a heading and part of a file's name, not a paragraph. */
export const REPORT_MAX_TITLE = 200;

/**
 * The reader's title for a report: one line of printable text (a control character, a line break
 * above all, has no place in a heading or a file name). Blank means untitled.
 */
export const ReportTitleSchema = z
  .string()
  .max(REPORT_MAX_TITLE)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "must be one line without control characters")
  .meta({
    description:
      "The reader's title: the document's heading and the file's name. Absent or blank: the word “Report” in `lang`.",
    example: "Climate finance, 2019–2024",
  });

export const ReportNoteSchema = z
  .string()
  .max(REPORT_MAX_NOTE)
  .meta({ description: "The reader's note on this statement, set apart and marked as theirs." });

export const ReportRequestSchema = z
  .object({
    title: ReportTitleSchema.nullish(),
    items: z
      .array(z.object({ id: StatementIdSchema, note: ReportNoteSchema.nullish() }))
      .min(1)
      .max(REPORT_MAX_ITEMS)
      .meta({ description: "The statements in the order the report gives them." }),
  })
  .meta({ id: "ReportRequest" });
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** Characters no file system takes in a name. */
const UNSAFE_IN_FILE_NAME = /[/\\:*?"<>|\u0000-\u001f\u007f]+/g;

/**
 * A report file's name without its extension, the same for every format and wherever the file is
 * made (the API's DOCX and PDF, the browser's CSV and JSON): the reader's title and the day, or,
 * untitled, "{product}-report-{day}". `day` is YYYY-MM-DD.
 */
export function reportFileBase(title: string | null | undefined, product: string, day: string): string {
  const named = (title ?? "").replace(UNSAFE_IN_FILE_NAME, "-").replace(/\s+/g, " ").trim();
  // A name made only of dots would be hidden, or mean "this folder".
  const safe = named.replace(/^[.\s-]+/, "");
  return safe ? `${safe} ${day}` : `${product}-report-${day}`;
}
