import sanitizeHtml from "sanitize-html";
import { absoluteHttpUrl } from "./links";

/**
 * Text-level and structural tags only. No images, media or forms: stored HTML is shown on
 * our pages, and must neither load anything from a ministry's server nor run anything.
 */
const ALLOWED_TAGS = [
  ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "address"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption"],
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ...["a", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "abbr", "cite", "q", "code"],
  ...["del", "ins", "mark", "span", "time"],
];

/**
 * Sanitizes an article body for storage: the allowlist above, `href` only on links and only
 * http(s) or mailto (so no `javascript:`), relative links made absolute against `baseUrl`, no
 * attributes that could carry script or style (`on*`, `style`, `class`). Contents of script,
 * style, iframe and similar tags are dropped with them.
 */
export function sanitizeBodyHtml(html: string, baseUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title"],
      abbr: ["title"],
      time: ["datetime"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
      "*": ["lang", "dir"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    // Their text is code, markup or a control's label, never the article's.
    nonTextTags: [
      ...["script", "style", "noscript", "template", "iframe", "svg", "object"],
      ...["textarea", "option", "select", "button"],
    ],
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const absolute = href?.trim().toLowerCase().startsWith("mailto:")
          ? href.trim()
          : absoluteHttpUrl(href, baseUrl);
        return { tagName, attribs: absolute ? { ...rest, href: absolute } : rest };
      },
    },
  }).trim();
}
