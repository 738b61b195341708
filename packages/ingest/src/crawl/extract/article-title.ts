import { normalizeSpace } from "./plain-text";
import { elementOf, selectAll, selectedText } from "./selectors";

export type TitleSource = "selector" | "og:title" | "h1" | "title" | "none";

export interface FoundTitle {
  title: string;
  from: TitleSource;
  /** The element the title was read from, where the date is looked for nearby. */
  element?: Element;
}

/** Separators between a headline and the site's name in `<title>`. */
const SITE_SUFFIX_RE = /\s+(?:[|\-–—«»:·•]|::)\s+/;

/**
 * The headline: the source's title selector, else `og:title`, else the first `<h1>`, else
 * `<title>` cut at its first separator (" | Ministry of …", " - Portal"): ministries put the
 * headline first and their own name after it.
 */
export function findTitle(document: Document, selector?: string): FoundTitle {
  if (selector) {
    const selected = selectAll(document, selector);
    const title = normalizeSpace(selected.map(selectedText).join(" "));
    const element = selected[0] === undefined ? undefined : elementOf(selected[0]);
    if (title) return { title, from: "selector", ...(element ? { element } : {}) };
  }
  const og = normalizeSpace(
    document.querySelector("meta[property='og:title' i]")?.getAttribute("content") ?? "",
  );
  const h1 = [...document.querySelectorAll("h1")].find(
    (element) => normalizeSpace(element.textContent ?? "") !== "",
  );
  if (og) {
    const element = headingFor(document, og) ?? h1;
    return { title: og, from: "og:title", ...(element ? { element } : {}) };
  }
  if (h1) return { title: normalizeSpace(h1.textContent ?? ""), from: "h1", element: h1 };
  const full = normalizeSpace(document.querySelector("title")?.textContent ?? "");
  if (!full) return { title: "", from: "none" };
  const title = full.split(SITE_SUFFIX_RE)[0] || full;
  const element = headingFor(document, title);
  return { title, from: "title", ...(element ? { element } : {}) };
}

/**
 * The element showing the headline on the page (an `<h2>`, a `.main-title`…), so that the
 * date can be looked for beside it even when the title came from a meta tag or `<title>`.
 */
function headingFor(document: Document, title: string): Element | undefined {
  const wanted = title.toLowerCase();
  for (const element of document.querySelectorAll("h1, h2, h3, h4, [class*='title' i]")) {
    if (normalizeSpace(element.textContent ?? "").toLowerCase() === wanted) return element;
  }
  return undefined;
}
