/** How long a report item's excerpt is: a paragraph's worth, enough to recall the statement in print. */
export const EXCERPT_CHARS = 480;

/**
 * The opening of a statement's text, as a report shows and prints it beside the title, issuer
 * and date (the downloads hold the whole text): white space made single, cut at a word or a
 * sentence's end near EXCERPT_CHARS (Chinese and Japanese have no spaces: a full stop or a comma
 * there, or the limit), with "…" when it goes on.
 */
export function leadExcerpt(body: string, max = EXCERPT_CHARS): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const breaks = [...head.matchAll(/[\s。，、；！？]/gu)];
  const at = breaks.at(-1)?.index ?? -1;
  const cut = at >= max * 0.6 ? head.slice(0, at + (head[at] === " " ? 0 : 1)) : head;
  return `${cut.trimEnd()}…`;
}
