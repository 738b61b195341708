import { shorten } from "../i18n/shorten";

/** How long a report item's excerpt is: a paragraph's worth, enough to recall the statement in print. */
export const EXCERPT_CHARS = 480;

/**
 * The opening of a statement's text, as a report shows and prints it beside the title, issuer
 * and date (the downloads hold the whole text), cut between words as descriptions are.
 */
export function leadExcerpt(body: string, max = EXCERPT_CHARS): string {
  return shorten(body, max);
}
