/** What word processors put in the Title field when the author wrote none. */
const PRODUCER_PREFIX = /^(Microsoft (Word|PowerPoint) - |Microsoft Word - )/i;
const FILE_NAME = /\.(docx?|odt|rtf|pages|pptx?|indd|pdf)$/i;
const PLACEHOLDER = /^(untitled|sans titre|sin título|без названия|document\d*|title)$/i;

/**
 * A PDF's Title metadata when it is a title, not a file name a word processor filled in
 * ("Microsoft Word - 2021-09-28-discurso.docx") nor a placeholder; undefined otherwise.
 */
export function cleanPdfTitle(raw: string | undefined | null): string | undefined {
  const title = raw?.replace(/\s+/g, " ").trim() ?? "";
  if (title === "" || PLACEHOLDER.test(title)) return undefined;
  if (PRODUCER_PREFIX.test(title) || FILE_NAME.test(title)) return undefined;
  return title;
}
