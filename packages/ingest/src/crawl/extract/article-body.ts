import { Readability } from "@mozilla/readability";
import { blocksText, blockText } from "./block-text";
import { forgetNamedElements } from "./html-document";
import { elementOf, type Selected, selectAll } from "./selectors";

export type BodySource = "selector" | "readability" | "largest-block";

export interface FoundBody {
  text: string;
  /** Unsanitized HTML of the body: pass it through `sanitizeBodyHtml` before storing. */
  html: string;
  from: BodySource;
}

/**
 * Below this length Readability's pick is taken for a miss (a caption, a menu). A Han character
 * counts for three: a Chinese sentence says in 30 characters what a French one says in 90.
 */
const MIN_READABLE_LENGTH = 140;
const CONTAINERS = "article, main, section, div, td";

/**
 * The article's body: the source's body selector if it matches, else the main content found
 * by Readability (on a clone: it rewrites the document it reads) when it finds a text of some
 * length, else the element with the most paragraph text.
 */
export function findBody(document: Document, selector?: string): FoundBody {
  if (selector) {
    const selected = selectAll(document, selector);
    const nodes = selected.map(asNode).filter((node): node is Node => node !== undefined);
    const text = blocksText(nodes);
    if (text) return { text, html: nodes.map(htmlOf).join("\n"), from: "selector" };
  }
  const readable = readabilityContent(document);
  if (readable && readableLength(readable.text) >= MIN_READABLE_LENGTH)
    return { ...readable, from: "readability" };
  const block = largestBlock(document);
  const text = block ? blockText(block) : "";
  if (text || !readable) return { text, html: block?.innerHTML ?? "", from: "largest-block" };
  return { ...readable, from: "readability" };
}

function readableLength(text: string): number {
  return text.length + 2 * (text.match(/\p{Script=Han}/gu)?.length ?? 0);
}

function readabilityContent(document: Document): { text: string; html: string } | undefined {
  const clone = document.cloneNode(true) as Document;
  try {
    const article = new Readability<Element>(clone, { serializer: (node) => node as Element }).parse();
    const content = article?.content;
    if (!content) return undefined;
    return { text: blockText(content), html: content.innerHTML };
  } finally {
    forgetNamedElements(clone);
  }
}

/** The container whose own paragraphs (children, not grandchildren) hold the most text. */
function largestBlock(document: Document): Element | undefined {
  let best: Element | undefined;
  let bestLength = 0;
  for (const container of document.querySelectorAll(CONTAINERS)) {
    let length = 0;
    for (const child of container.childNodes) {
      const name = child.nodeType === 1 ? (child as Element).localName : "";
      if (child.nodeType === 3 || name === "p" || name === "br" || name === "blockquote" || name === "span") {
        length += (child.textContent ?? "").trim().length;
      }
    }
    if (length > bestLength) {
      best = container;
      bestLength = length;
    }
  }
  return best ?? document.body ?? undefined;
}

function asNode(selected: Selected): Node | undefined {
  if (typeof selected !== "string" && selected.nodeType !== 2) return selected;
  return typeof selected === "string" ? undefined : elementOf(selected);
}

function htmlOf(node: Node): string {
  if (node.nodeType === 1) return (node as Element).outerHTML;
  const holder = node.ownerDocument?.createElement("p");
  if (!holder) return "";
  holder.textContent = node.textContent;
  return holder.outerHTML;
}
