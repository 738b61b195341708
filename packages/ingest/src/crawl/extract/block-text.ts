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

const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const LISTS = new Set(["ul", "ol"]);

/**
 * The readable text of a node: one paragraph per block element, separated by a blank line;
 * `<br>` kept as a line break (two of them make a paragraph, as many sites write them); spaces
 * collapsed inside lines; scripts and styles left out. Headings and lists keep their structure
 * as the body's markers (docs/decisions/029-statement-structure.md): `<h2>` is a line "## …";
 * a list of two or more items is one line per item, "- …" or "1. …" (a nested list's items
 * follow their item's, at the same level).
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
  const level = HEADING_LEVEL[name];
  if (level !== undefined) {
    const text = inlineText(node);
    if (text) parts.push(`\n\n${"#".repeat(level)} ${text}\n\n`);
    return;
  }
  if (LISTS.has(name)) {
    const element = node as Element;
    const items = listItems(element);
    if (items.length === 1) parts.push(`\n\n${items[0]}\n\n`);
    else if (items.length > 1) {
      const ordered = name === "ol";
      const start = ordered ? Number.parseInt(element.getAttribute("start") ?? "1", 10) : 1;
      const first = Number.isSafeInteger(start) && start >= 0 ? start : 1;
      const lines = items.map((item, i) => `${ordered ? `${first + i}.` : "-"} ${item}`);
      parts.push(`\n\n${lines.join("\n")}\n\n`);
    }
    return;
  }
  const block = BLOCKS.has(name);
  if (block) parts.push("\n\n");
  for (const child of node.childNodes) collect(child, parts);
  if (block) parts.push("\n\n");
  else if (CELLS.has(name)) parts.push(" ");
}

/** The text of a node on one line: its line breaks and blocks become spaces. */
function inlineText(node: Node): string {
  const parts: string[] = [];
  for (const child of node.childNodes) collect(child, parts);
  return normalizeSpace(parts.join(""));
}

/** The texts of a list's items, a nested list's items after their item's; empty ones left out. */
function listItems(list: Element): string[] {
  const items: string[] = [];
  for (const child of list.childNodes) {
    if (child.nodeType !== 1) {
      const text = normalizeSpace(child.textContent ?? "");
      if (text && child.nodeType === 3) items.push(text);
      continue;
    }
    const element = child as Element;
    if (SILENT.has(element.localName)) continue;
    if (LISTS.has(element.localName)) {
      items.push(...listItems(element));
      continue;
    }
    const nested: Element[] = [];
    const parts: string[] = [];
    for (const part of element.childNodes) {
      if (part.nodeType === 1 && LISTS.has((part as Element).localName)) nested.push(part as Element);
      else collect(part, parts);
    }
    const text = normalizeSpace(parts.join(""));
    if (text) items.push(text);
    for (const list of nested) items.push(...listItems(list));
  }
  return items;
}

function tidyParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n").map(normalizeSpace).filter(Boolean).join("\n"))
    .filter(Boolean)
    .join("\n\n");
}
