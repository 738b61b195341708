import { rewriteHasClass } from "./has-class";
import { normalizeSpace } from "./plain-text";

/**
 * What a selector found: an element, an attribute, a text node, or the string or number an
 * XPath function returned (`string(//h1)`, `count(//p)`).
 */
export type Selected = Element | Attr | Text | string;

/** XPath when it starts like a path (`/`, `(`, `./`, `../`), CSS otherwise (issue 6 §1). */
export function isXPath(selector: string): boolean {
  return /^\s*(?:\/|\(|\.\.?\/)/.test(selector);
}

/**
 * Every match of `selector` under `context`, in document order.
 *
 * Under an element (a listing's item), an XPath starting with `//` is read as `.//`: the
 * Diplomatic Pulse configuration writes `//h3/a/@href` for "the link of this item", and a
 * document-wide search would give every item the first item's link. A path starting with a
 * single `/` stays absolute. CSS accepts Scrapy's `::text` and `::attr(name)` endings.
 */
export function selectAll(context: Document | Element, selector: string): Selected[] {
  return isXPath(selector) ? selectXPath(context, selector) : selectCss(context, selector);
}

/** The whitespace-normalised text of all matches joined by spaces, or undefined if empty. */
export function selectText(context: Document | Element, selector: string): string | undefined {
  const text = normalizeSpace(selectAll(context, selector).map(selectedText).join(" "));
  return text === "" ? undefined : text;
}

export function selectedText(selected: Selected): string {
  if (typeof selected === "string") return selected;
  return isAttr(selected) ? selected.value : (selected.textContent ?? "");
}

export function isAttr(selected: Selected): selected is Attr {
  return typeof selected !== "string" && selected.nodeType === 2;
}

/** The element a match belongs to: itself, an attribute's owner, a text node's parent. */
export function elementOf(selected: Selected): Element | undefined {
  if (typeof selected === "string") return undefined;
  if (isAttr(selected)) return selected.ownerElement ?? undefined;
  return isElement(selected) ? selected : (selected.parentElement ?? undefined);
}

export function isElement(selected: Selected): selected is Element {
  return typeof selected !== "string" && selected.nodeType === 1;
}

/** XPathResult's constants: parsed documents have no window to read them from. */
const XPATH = { ANY_TYPE: 0, NUMBER_TYPE: 1, STRING_TYPE: 2, BOOLEAN_TYPE: 3 } as const;

const CSS_SUFFIX_RE = /::(?:text|attr\(\s*([^)\s]+)\s*\))\s*$/;

function selectCss(context: Document | Element, selector: string): Selected[] {
  const suffix = CSS_SUFFIX_RE.exec(selector);
  const elements = [...context.querySelectorAll(suffix ? selector.slice(0, suffix.index) : selector)];
  if (!suffix) return elements;
  const attribute = suffix[1];
  if (attribute === undefined) {
    return elements.flatMap((element) =>
      [...element.childNodes].filter((node): node is Text => node.nodeType === 3),
    );
  }
  return elements.flatMap((element) => {
    const node = element.getAttributeNode(attribute);
    return node ? [node] : [];
  });
}

function selectXPath(context: Document | Element, selector: string): Selected[] {
  const document = context.ownerDocument ?? (context as Document);
  const expression = rewriteHasClass(context.nodeType === 1 ? relativeToItem(selector) : selector);
  const result = document.evaluate(expression, context, null, XPATH.ANY_TYPE, null);
  switch (result.resultType) {
    case XPATH.STRING_TYPE:
      return [result.stringValue];
    case XPATH.NUMBER_TYPE:
      return [String(result.numberValue)];
    case XPATH.BOOLEAN_TYPE:
      return [String(result.booleanValue)];
  }
  const nodes: Selected[] = [];
  for (let node = result.iterateNext(); node; node = result.iterateNext()) {
    if (node.nodeType === 1 || node.nodeType === 2 || node.nodeType === 3)
      nodes.push(node as Element | Attr | Text);
  }
  return nodes;
}

/** Prefixes `.` to every top-level location path that starts with `//` (see `selectAll`). */
export function relativeToItem(xpath: string): string {
  let out = "";
  let quote: string | null = null;
  let depth = 0;
  let atPathStart = true;
  for (let i = 0; i < xpath.length; i++) {
    const char = xpath[i] as string;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "[") {
      depth++;
    } else if (char === "]") {
      depth--;
    } else if (depth === 0 && char === "|") {
      atPathStart = true;
      out += char;
      continue;
    }
    if (atPathStart && !quote && !/[\s(]/.test(char)) {
      if (xpath.startsWith("//", i)) out += ".";
      atPathStart = false;
    }
    out += char;
  }
  return out;
}
