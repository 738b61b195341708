/**
 * A small, strict XML 1.0 reader for tests of documents we write ourselves: an optional XML
 * declaration, then one element with attributes, text and child elements. Comments, CDATA,
 * DOCTYPE and processing instructions are refused (we never write them). It throws on anything
 * not well-formed: a character XML forbids, a raw `<` or `&` in text, an unknown entity, a
 * duplicate or unquoted attribute, mismatched tags, content after the root.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9._:-]*/;
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function parseXml(xml: string): XmlElement {
  if (!XML_CHARS.test(xml)) throw new Error("XML: a character XML 1.0 does not allow");
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`XML: ${why} at offset ${i}: ${JSON.stringify(xml.slice(Math.max(0, i - 30), i + 30))}`);
  };
  const skipSpace = () => {
    while (i < xml.length && /[ \t\r\n]/.test(xml[i]!)) i++;
  };
  const decode = (raw: string): string =>
    raw.replace(/&([^;]*);?/g, (match, ref: string) => {
      if (!match.endsWith(";")) fail(`unterminated reference ${match}`);
      if (ref in ENTITIES) return ENTITIES[ref]!;
      const code = /^#x[0-9A-Fa-f]+$/.test(ref)
        ? Number.parseInt(ref.slice(2), 16)
        : /^#[0-9]+$/.test(ref)
          ? Number(ref.slice(1))
          : fail(`unknown entity &${ref};`);
      const char = String.fromCodePoint(code);
      if (!XML_CHARS.test(char)) fail(`reference to a forbidden character ${match}`);
      return char;
    });
  const name = (): string => {
    const match = NAME.exec(xml.slice(i));
    if (!match) return fail("expected a name");
    i += match[0].length;
    return match[0];
  };

  const element = (): XmlElement => {
    if (xml[i] !== "<") fail("expected <");
    i++;
    const el: XmlElement = { name: name(), attributes: {}, children: [] };
    for (;;) {
      const before = i;
      skipSpace();
      if (xml.startsWith("/>", i)) {
        i += 2;
        return el;
      }
      if (xml[i] === ">") {
        i++;
        break;
      }
      if (i === before) fail("expected space before an attribute");
      const attribute = name();
      if (attribute in el.attributes) fail(`duplicate attribute ${attribute}`);
      skipSpace();
      if (xml[i] !== "=") fail("expected =");
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail("attribute value not quoted");
      const end = xml.indexOf(quote!, i + 1);
      if (end < 0) fail("unterminated attribute value");
      const raw = xml.slice(i + 1, end);
      if (raw.includes("<")) fail("< in an attribute value");
      // Literal whitespace in an attribute is normalised to spaces by every parser.
      el.attributes[attribute] = decode(raw.replace(/[\t\n\r]/g, " "));
      i = end + 1;
    }
    for (;;) {
      const next = xml.indexOf("<", i);
      if (next < 0) fail(`unclosed element <${el.name}>`);
      const raw = xml.slice(i, next);
      if (raw.includes("]]>")) fail("]]> in text");
      if (raw) el.children.push(decode(raw.replace(/\r\n?/g, "\n")));
      i = next;
      if (xml.startsWith("</", i)) {
        i += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        skipSpace();
        if (xml[i] !== ">") fail("expected >");
        i++;
        return el;
      }
      if (/^<[!?]/.test(xml.slice(i, i + 2)))
        fail("comments, CDATA, DOCTYPE and processing instructions are not expected");
      el.children.push(element());
    }
  };

  const declaration = /^<\?xml version="1\.0"( encoding="utf-8")?\?>/i.exec(xml);
  if (declaration) i = declaration[0].length;
  skipSpace();
  const root = element();
  skipSpace();
  if (i !== xml.length) fail("content after the root element");
  return root;
}

/** Child elements named `name`. */
export function childElements(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== "string" && c.name === name);
}

/** The one child element named `name`; throws when there is none or several. */
export function child(el: XmlElement, name: string): XmlElement {
  const found = childElements(el, name);
  if (found.length !== 1) throw new Error(`<${el.name}> has ${found.length} <${name}>`);
  return found[0]!;
}

/** The text content of an element (its text children; nested elements are not expected). */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === "string" ? c : textOf(c))).join("");
}
