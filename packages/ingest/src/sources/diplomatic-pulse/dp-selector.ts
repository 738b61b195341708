/** Diplomatic Pulse's ways of saying "none". */
const NONE = new Set(["", "nil", "nill", "null", "none", "static"]);

/**
 * A Diplomatic Pulse selector in our form, or undefined when it says "none".
 * - XPath is kept as written, has-class() included (the extraction side rewrites it). An XPath
 *   expression starting with a function, like substring-after(//span/text(), ","), is wrapped in
 *   parentheses: still the same XPath, and it now starts with "(" as our rule for XPath requires.
 * - Its "javascript" sources use BeautifulSoup's form: "div,news-item big" is a tag and classes
 *   (CSS div.news-item.big), "html.h2.a" a path of tags (CSS h2 a).
 */
export function fromDpSelector(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (NONE.has(text.toLowerCase())) return undefined;
  if (/^[/(]/.test(text)) return text;
  const tagAndClasses = /^([a-z][a-z0-9]*),\s*([\w\s-]+)$/i.exec(text);
  if (tagAndClasses) return `${tagAndClasses[1]}.${tagAndClasses[2]!.trim().split(/\s+/).join(".")}`;
  if (/^html(\.[a-z][a-z0-9]*)+$/i.test(text)) return text.split(".").slice(1).join(" ");
  if (/^[a-z-]+\(/i.test(text)) return `(${text})`;
  return text;
}
