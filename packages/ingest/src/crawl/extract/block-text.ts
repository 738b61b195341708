import { normalizeSpace } from "./plain-text";

const BLOCKS = new Set(
  "address article aside blockquote caption dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tfoot tr ul".split(
    " ",
  ),
);
const CELLS = new Set(["td", "th"]);
const SILENT = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "svg",
  "object",
  "button",
  "select",
]);

/**
 * The readable text of a node: one paragraph per block element, separated by a blank line;
 * `<br>` kept as a line break (two of them make a paragraph, as many sites write them); spaces
 * collapsed inside lines; scripts and styles left out.
 */
export function blockText(node: Node): string {
  const parts: string[] = [];
  collect(node, parts);
  return tidyParagraphs(parts.join(""));
}

/** Joins the text of several nodes (a body selector's matches) as paragraphs. */
export function blocksText(nodes: readonly Node[]): string {
  return tidyParagraphs(nodes.map(blockText).join("\n\n"));
}

function collect(node: Node, parts: string[]): void {
  if (node.nodeType === 3 || node.nodeType === 2) {
    parts.push((node.nodeValue ?? "").replace(/\s+/g, " "));
    return;
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
  const name = node.nodeType === 1 ? (node as Element).localName : "";
  if (SILENT.has(name)) return;
  if (name === "br") {
    parts.push("\n");
    return;
  }
  const block = BLOCKS.has(name);
  if (block) parts.push("\n\n");
  for (const child of node.childNodes) collect(child, parts);
  if (block) parts.push("\n\n");
  else if (CELLS.has(name)) parts.push(" ");
}

function tidyParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n").map(normalizeSpace).filter(Boolean).join("\n"))
    .filter(Boolean)
    .join("\n\n");
}
