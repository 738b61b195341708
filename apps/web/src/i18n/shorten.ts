/**
 * A text cut to at most `max` characters for a description or an excerpt: white space made
 * single, cut at the last space or Chinese punctuation mark past 60 % of the length (anywhere
 * when there is none), trailing Latin and Arabic punctuation dropped, and "…" when it goes on.
 */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const at = Math.max(
    head.lastIndexOf(" "),
    ...[...head.matchAll(/[。，、；！？]/gu)].map((m) => m.index + 1),
  );
  const cut = at > max * 0.6 ? head.slice(0, at) : head;
  return `${cut.replace(/[\s,.;:!?،؛]+$/u, "")}…`;
}
