import { isAttr, isElement, type Selected } from "./selectors";

/**
 * The absolute http(s) URL a selected node points to, resolved against the document's base
 * (`<base href>`, else the page URL); undefined for `javascript:`, `mailto:`, fragments and
 * anything that is not a URL. An element gives its own `href`, else its first link's.
 */
export function linkOf(selected: Selected, document: Document): string | undefined {
  return absoluteHttpUrl(rawLink(selected), document.baseURI);
}

export function absoluteHttpUrl(href: string | undefined, base: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed || trimmed.startsWith("#")) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function rawLink(selected: Selected): string | undefined {
  if (typeof selected === "string") return selected;
  if (isAttr(selected)) return selected.value;
  if (!isElement(selected)) return selected.textContent ?? undefined;
  const href = selected.getAttribute("href");
  if (href !== null) return href;
  return selected.querySelector("a[href]")?.getAttribute("href") ?? undefined;
}
