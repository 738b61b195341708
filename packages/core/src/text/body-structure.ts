/**
 * A statement's body is plain text whose structure is its line structure (docs/decisions/
 * 029-statement-structure.md): blocks separated by a blank line; a block whose first line starts
 * with one to six "#" and a space is a heading (the rest of the block a paragraph); a block of two
 * or more lines that all start with "- " (or "• ", "* ") is a bulleted list, with a number and
 * ". " a numbered one; any other block is a paragraph whose single line breaks are kept.
 * The markers are characters of the body, so search, snippets and match offsets read the same text
 * the page shows; the page leaves the markers out.
 */

/** [start, end) offsets into the body, UTF-16 code units, as the API gives matches. */
export interface TextSpan {
  start: number;
  end: number;
}

export type BodyBlock =
  /** Its span may hold single line breaks. */
  | { kind: "paragraph"; span: TextSpan }
  /** Level 2 for the shallowest heading of the body, 3 for every deeper one. */
  | { kind: "heading"; level: 2 | 3; span: TextSpan }
  /** Each item's span without its marker; `number` is the written number of a numbered item. */
  | { kind: "list"; ordered: boolean; items: { span: TextSpan; number?: number }[] };

const BLANK_LINE = /\n[^\S\n]*\n/g;
const HEADING = /^(#{1,6})[ \t]+(?=\S)/;
const BULLET = /^[-•*][ \t]+(?=\S)/;
const NUMBERED = /^(\d{1,9})\.[ \t]+(?=\S)/;
const RULE = /^(?:-[ \t]*){3,}$|^(?:\*[ \t]*){3,}$|^(?:_[ \t]*){3,}$/;

interface Line extends TextSpan {
  text: string;
}

/** The body's blocks, in order; empty blocks are dropped, spans are trimmed. */
export function bodyBlocks(body: string): BodyBlock[] {
  const raw: { depth: number; span: TextSpan }[] = [];
  const blocks: (BodyBlock | { kind: "heading"; depth: number; span: TextSpan })[] = [];
  for (const lines of rawBlocks(body)) {
    const first = lines[0]!;
    // A rule between sections ("---", as the corpus's 2024 speeches write it) holds no words: the
    // spacing between blocks already parts them.
    if (lines.length === 1 && RULE.test(first.text)) continue;
    const heading = HEADING.exec(first.text);
    if (heading) {
      const block = { kind: "heading" as const, depth: heading[1]!.length, span: after(first, heading[0]) };
      raw.push(block);
      blocks.push(block);
      const rest = lines.slice(1);
      if (rest.length)
        blocks.push({ kind: "paragraph", span: { start: rest[0]!.start, end: rest.at(-1)!.end } });
      continue;
    }
    const list = listOf(lines);
    blocks.push(list ?? { kind: "paragraph", span: { start: first.start, end: lines.at(-1)!.end } });
  }
  const top = Math.min(...raw.map((h) => h.depth));
  return blocks.map((block) =>
    "depth" in block ? { kind: "heading", level: block.depth === top ? 2 : 3, span: block.span } : block,
  );
}

/** The body as the page shows it, markers left out: for a description, a first line, a comparison. */
export function bodyBlockText(body: string, block: BodyBlock): string {
  if (block.kind !== "list") return body.slice(block.span.start, block.span.end);
  return block.items.map((item) => body.slice(item.span.start, item.span.end)).join("\n");
}

/** A text without the heading marker it may start with ("## Title" → "Title"). */
export function withoutHeadingMarker(text: string): string {
  return text.replace(HEADING, "");
}

/** The blocks as lists of trimmed, non-empty lines with their offsets. */
function rawBlocks(body: string): Line[][] {
  const result: Line[][] = [];
  let from = 0;
  BLANK_LINE.lastIndex = 0;
  for (;;) {
    const found = BLANK_LINE.exec(body);
    const to = found ? found.index : body.length;
    const lines = linesOf(body, from, to);
    if (lines.length) result.push(lines);
    if (!found) break;
    // The second "\n" may start the next separator ("\n\n\n"): look again from it.
    from = found.index + found[0].length - 1;
    BLANK_LINE.lastIndex = from;
  }
  return result;
}

function linesOf(body: string, from: number, to: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  while (start <= to) {
    const newline = body.indexOf("\n", start);
    const end = newline === -1 || newline > to ? to : newline;
    const raw = body.slice(start, end);
    const trimmedStart = start + (raw.length - raw.trimStart().length);
    const trimmedEnd = start + raw.trimEnd().length;
    if (trimmedEnd > trimmedStart)
      lines.push({ start: trimmedStart, end: trimmedEnd, text: body.slice(trimmedStart, trimmedEnd) });
    start = end + 1;
  }
  return lines;
}

function after(line: Line, marker: string): TextSpan {
  return { start: line.start + marker.length, end: line.end };
}

function listOf(lines: readonly Line[]): BodyBlock | undefined {
  if (lines.length < 2) return undefined;
  if (lines.every((line) => BULLET.test(line.text)))
    return {
      kind: "list",
      ordered: false,
      items: lines.map((line) => ({ span: after(line, BULLET.exec(line.text)![0]) })),
    };
  if (lines.every((line) => NUMBERED.test(line.text)))
    return {
      kind: "list",
      ordered: true,
      items: lines.map((line) => {
        const marker = NUMBERED.exec(line.text)!;
        return { span: after(line, marker[0]), number: Number(marker[1]) };
      }),
    };
  return undefined;
}
