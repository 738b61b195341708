import { type DOMWindow, JSDOM, VirtualConsole } from "jsdom";

let window: DOMWindow | undefined;

/**
 * Parses `html` as a page fetched from `url` and runs `use` on its document. No document may
 * escape `use`: return plain values only.
 *
 * Measured (2,000 pages, jsdom 29, Node 20): a `new JSDOM()` per page costs ~50 ms and its
 * ~2 MB are only released after `window.close()` AND a turn of the event loop, so a loop
 * without awaits grows by gigabytes. So every page is instead a document of one private,
 * script-less window, made by its DOMParser (~7 ms), and collected like any object. That
 * window never loads anything and never runs a script; it has no listeners (see `parserWindow`).
 */
export function withHtmlDocument<T>(html: string, url: string, use: (document: Document) => T): T {
  const document = new (parserWindow().DOMParser)().parseFromString(html, "text/html");
  try {
    setBaseUrl(document, url);
    return use(document);
  } finally {
    forgetNamedElements(document);
  }
}

/**
 * jsdom lists every element with an `id` (or a `name`) among the window's named properties
 * (`window.foo`), even for documents of its DOMParser, and so keeps the whole page alive
 * (measured: 150 pages with one id each retained 200 MB). Removing the attributes removes them
 * from that list.
 */
export function forgetNamedElements(document: Document): void {
  for (const element of document.querySelectorAll("[id], [name]")) {
    element.removeAttribute("id");
    element.removeAttribute("name");
  }
}

function parserWindow(): DOMWindow {
  if (!window) {
    window = new JSDOM("", { virtualConsole: new VirtualConsole() }).window;
    // jsdom's selector engine registers focus and mouse listeners on the window for every
    // document it queries; they would keep each parsed page alive as long as the window.
    // Nothing dispatches events here, so registration is made a no-op.
    window.addEventListener = () => {};
  }
  return window;
}

/**
 * A parsed document's URL is the parser window's (about:blank), so the page's URL is given
 * through `<base>`: the page's own base resolved against its URL, else the URL itself.
 * `document.baseURI` is then what a browser would use to resolve the page's links.
 */
function setBaseUrl(document: Document, url: string): void {
  const base = document.querySelector("base[href]");
  let resolved = url;
  try {
    resolved = new URL(base?.getAttribute("href") ?? "", url).href;
  } catch {
    // An unusable <base href> is ignored, as browsers do.
  }
  if (base) {
    base.setAttribute("href", resolved);
    return;
  }
  const element = document.createElement("base");
  element.setAttribute("href", resolved);
  const head = document.head ?? document.documentElement;
  head?.insertBefore(element, head.firstChild);
}
