import { absoluteHttpUrl } from "./links";
import { htmlFragmentToText } from "./plain-text";
import { asNode, asNodes, parseXml, textOf, type XmlNode } from "./xml-document";

export interface FeedEntry {
  /** Absolute, resolved against the feed's URL (and Atom's `xml:base`). */
  url: string;
  /** Plain text (feeds often carry escaped HTML in titles). */
  title: string;
  /** The date as written (RSS pubDate, dc:date, Atom published/updated). */
  dateText?: string;
  summary?: string;
}

export type FeedFormat = "rss" | "rdf" | "atom";

export interface Feed {
  format: FeedFormat;
  title?: string;
  entries: FeedEntry[];
}

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom feed; entries without a usable http(s) link are
 * skipped. Throws when the XML is none of the three.
 */
export function parseFeed(xml: string, feedUrl: string): Feed {
  const root = parseXml(xml);
  const rss = asNode(root.rss);
  if (rss) {
    const channel = asNode(rss.channel) ?? {};
    return feed("rss", channel, asNodes(channel.item), feedUrl, rssEntry);
  }
  const rdf = asNode(root.RDF);
  if (rdf) return feed("rdf", asNode(rdf.channel) ?? {}, asNodes(rdf.item), feedUrl, rssEntry);
  const atom = asNode(root.feed);
  if (atom) {
    const base = absoluteHttpUrl(textOf(atom["@_base"]), feedUrl) ?? feedUrl;
    return feed("atom", atom, asNodes(atom.entry), base, atomEntry);
  }
  throw new Error("not an RSS, RDF or Atom feed");
}

type EntryReader = (item: XmlNode, base: string) => FeedEntry | undefined;

function feed(format: FeedFormat, channel: XmlNode, items: XmlNode[], base: string, read: EntryReader): Feed {
  const title = plain(channel.title);
  const entries = items.map((item) => read(item, base)).filter((entry) => entry !== undefined);
  return { format, ...(title ? { title } : {}), entries };
}

function rssEntry(item: XmlNode, base: string): FeedEntry | undefined {
  const guid = asNode(asNodes(item.guid)[0]);
  const permalink = guid && textOf(guid["@_isPermaLink"]) !== "false" ? textOf(guid) : undefined;
  const url = absoluteHttpUrl(textOf(item.link) ?? permalink ?? textOf(item["@_about"]), base);
  if (!url) return undefined;
  return entry(url, item.title, textOf(item.pubDate) ?? textOf(item.date), item.description ?? item.encoded);
}

function atomEntry(item: XmlNode, feedBase: string): FeedEntry | undefined {
  const base = absoluteHttpUrl(textOf(item["@_base"]), feedBase) ?? feedBase;
  const links = asNodes(item.link);
  // RFC 4287 §4.2.7.2: a link without rel is rel="alternate".
  const alternate =
    links.find((link) => (textOf(link["@_rel"]) ?? "alternate") === "alternate" && isHtmlType(link)) ??
    links.find((link) => (textOf(link["@_rel"]) ?? "alternate") === "alternate");
  const url = absoluteHttpUrl(textOf(alternate?.["@_href"]), base);
  if (!url) return undefined;
  return entry(url, item.title, textOf(item.published) ?? textOf(item.updated), item.summary ?? item.content);
}

function isHtmlType(link: XmlNode): boolean {
  const type = textOf(link["@_type"]);
  return type === undefined || type === "text/html" || type === "application/xhtml+xml";
}

function entry(url: string, title: unknown, dateText: string | undefined, summary: unknown): FeedEntry {
  const summaryText = plain(summary);
  const date = dateText?.trim();
  return {
    url,
    title: plain(title) ?? "",
    ...(date ? { dateText: date } : {}),
    ...(summaryText ? { summary: summaryText } : {}),
  };
}

function plain(value: unknown): string | undefined {
  const text = textOf(value);
  return text ? htmlFragmentToText(text) || undefined : undefined;
}
