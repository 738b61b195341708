import { withHtmlDocument } from "./html-document";
import { linkOf } from "./links";
import { selectAll } from "./selectors";

/** The first http(s) link a selector finds on a page (a source's `follow`: the statement's PDF). */
export function extractFollowLink(html: string, pageUrl: string, selector: string): string | undefined {
  return withHtmlDocument(html, pageUrl, (document) => {
    for (const selected of selectAll(document, selector)) {
      const url = linkOf(selected, document);
      if (url) return url;
    }
    return undefined;
  });
}
