import { JSDOM, VirtualConsole } from "jsdom";

/**
 * Parses `html` as a page fetched from `url`, runs `use` on its document, and closes the
 * window whatever happens. The crawler parses thousands of pages in one process: a window left
 * open keeps its whole DOM alive, so no document may escape `use` (return plain values only).
 *
 * Scripts never run and no sub-resource is loaded (jsdom's defaults); a silent console keeps
 * jsdom's CSS parse errors about real-world stylesheets out of the crawler's log.
 */
export function withHtmlDocument<T>(html: string, url: string, use: (document: Document) => T): T {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    return use(dom.window.document);
  } finally {
    dom.window.close();
  }
}
