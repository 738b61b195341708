/** A piece of a paragraph: plain text, or the n-th match of the query (from 1, across the text). */
export type ParagraphPiece = string | { match: number; text: string };

/**
 * The body's paragraphs (separated by blank lines, trimmed, empty ones dropped) cut at the query's
 * matches, [start, end) offsets into the body as the API gives them. A match that spans two
 * paragraphs (it never should: a word holds no blank line) is cut at the paragraph's end.
 */
export function markedParagraphs(
  body: string,
  matches: readonly { start: number; end: number }[] = [],
): ParagraphPiece[][] {
  const paragraphs: ParagraphPiece[][] = [];
  let next = 0;
  const separator = /\n\s*\n/g;
  let from = 0;
  for (;;) {
    const found = separator.exec(body);
    const to = found ? found.index : body.length;
    const raw = body.slice(from, to);
    const start = from + (raw.length - raw.trimStart().length);
    const end = from + raw.trimEnd().length;
    if (end > start) {
      const pieces: ParagraphPiece[] = [];
      let cursor = start;
      while (next < matches.length && matches[next]!.start < end) {
        const match = matches[next]!;
        next++;
        if (match.end <= cursor) continue;
        const markStart = Math.max(match.start, cursor);
        const markEnd = Math.min(match.end, end);
        if (markStart > cursor) pieces.push(body.slice(cursor, markStart));
        pieces.push({ match: next, text: body.slice(markStart, markEnd) });
        cursor = markEnd;
      }
      if (cursor < end) pieces.push(body.slice(cursor, end));
      paragraphs.push(pieces);
    }
    if (!found) break;
    from = found.index + found[0].length;
  }
  return paragraphs;
}
