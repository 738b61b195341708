import { bodyBlocks, type TextSpan } from "@communique/core";

/**
 * A piece of a block's text: plain text, or a piece of the n-th match of the query (from 1, in
 * the order of the text). A match cut by the end of a line of a list or a heading goes on in the
 * next piece with the same n, marked `continued`.
 */
export type ParagraphPiece = string | { match: number; text: string; continued?: true };

/** A block of the body as the page shows it (see bodyBlocks): the markers left out. */
export type MarkedBlock =
  /** A paragraph's pieces may hold single line breaks. */
  | { kind: "p"; pieces: ParagraphPiece[] }
  | { kind: "h2" | "h3"; pieces: ParagraphPiece[] }
  | { kind: "ul" | "ol"; items: { number?: number; pieces: ParagraphPiece[] }[] };

/**
 * The body's blocks (paragraphs, headings, lists: docs/decisions/029-statement-structure.md) cut
 * at the query's matches, [start, end) offsets into the body as the API gives them. The parts of
 * a match that fall on a marker or between blocks are not shown; a match shown nowhere is not
 * counted.
 */
export function markedBlocks(
  body: string,
  matches: readonly { start: number; end: number }[] = [],
): MarkedBlock[] {
  let next = 0;
  let shown = 0;
  let open: { end: number; number: number } | undefined;
  const cut = (span: TextSpan): ParagraphPiece[] => {
    const pieces: ParagraphPiece[] = [];
    let cursor = span.start;
    // A match begun in an earlier span that reaches into this one.
    if (open && open.end > cursor) {
      const markEnd = Math.min(open.end, span.end);
      pieces.push({ match: open.number, text: body.slice(cursor, markEnd), continued: true });
      cursor = markEnd;
    }
    while (next < matches.length && matches[next]!.start < span.end) {
      const match = matches[next]!;
      next++;
      if (match.end <= cursor) continue;
      const markStart = Math.max(match.start, cursor);
      const markEnd = Math.min(match.end, span.end);
      if (markStart > cursor) pieces.push(body.slice(cursor, markStart));
      shown++;
      pieces.push({ match: shown, text: body.slice(markStart, markEnd) });
      open = { end: match.end, number: shown };
      cursor = markEnd;
    }
    if (cursor < span.end) pieces.push(body.slice(cursor, span.end));
    return pieces;
  };
  return bodyBlocks(body).map((block): MarkedBlock => {
    if (block.kind === "heading") return { kind: block.level === 2 ? "h2" : "h3", pieces: cut(block.span) };
    if (block.kind === "paragraph") return { kind: "p", pieces: cut(block.span) };
    return {
      kind: block.ordered ? "ol" : "ul",
      items: block.items.map((item) => ({
        ...(item.number !== undefined ? { number: item.number } : {}),
        pieces: cut(item.span),
      })),
    };
  });
}

/** The pieces of every block, in order: for counting matches and for a plain-text summary. */
export function blockPieces(block: MarkedBlock): ParagraphPiece[] {
  return "items" in block ? block.items.flatMap((item) => item.pieces) : block.pieces;
}

/** A block's text as shown, items on lines of their own. */
export function blockText(block: MarkedBlock): string {
  const text = (pieces: ParagraphPiece[]) =>
    pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");
  return "items" in block ? block.items.map((item) => text(item.pieces)).join("\n") : text(block.pieces);
}
