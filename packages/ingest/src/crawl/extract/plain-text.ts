/** Collapses every run of white space (no-break spaces included) to one space, trimmed. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Plain text of a short HTML fragment (a feed's title or description): tags dropped, the
 * common entities decoded, white space collapsed. Enough for one-line summaries; pages go
 * through the DOM instead (see `blockText`).
 */
export function htmlFragmentToText(html: string): string {
  const withoutTags = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ");
  const decoded = withoutTags.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
  return normalizeSpace(decoded);
}
