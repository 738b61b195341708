import { XMLParser } from "fast-xml-parser";

/** Elements that may repeat, always read as arrays so one entry and many look alike. */
const REPEATED = new Set(["item", "entry", "link", "url", "sitemap", "category"]);

/**
 * How every XML document from outside is read (feeds, sitemaps, TBX terminologies): namespace
 * prefixes removed (`dc:date` is `date`, `rdf:RDF` is `RDF`), attributes kept under `@_`, CDATA
 * merged into the text, HTML entities decoded, values left as strings (a title "2021" must not
 * become a number). fast-xml-parser caps entity expansion by default, so a billion-laughs feed
 * cannot exhaust memory.
 */
export const OUTSIDE_XML = {
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
} as const;

/** Feeds and sitemaps: the elements that may repeat are read as arrays. */
const parser = new XMLParser({ ...OUTSIDE_XML, isArray: (name) => REPEATED.has(name) });

export type XmlNode = Record<string, unknown>;

export function parseXml(xml: string): XmlNode {
  return parser.parse(xml) as XmlNode;
}

/** The text of an element that may have attributes (`{ "#text": …, "@_type": … }`). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !Array.isArray(value)) return textOf((value as XmlNode)["#text"]);
  if (Array.isArray(value)) return textOf(value[0]);
  return undefined;
}

export function asNode(value: unknown): XmlNode | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as XmlNode) : undefined;
}

export function asNodes(value: unknown): XmlNode[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .map((item) => (typeof item === "string" ? { "#text": item } : asNode(item)))
    .filter((item) => item !== undefined);
}
