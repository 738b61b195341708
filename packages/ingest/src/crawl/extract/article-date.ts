import type { LanguageCode } from "@communique/core";
import {
  type NumericOrder,
  type PublishedDate,
  type PublishedDateFailure,
  parsePublishedDate,
} from "../dates/parse-published-date";
import { normalizeSpace } from "./plain-text";
import { selectAll, selectedText } from "./selectors";

/** Where the publication date was read, in the order the places are tried. */
export type DateSource = "selector" | "meta" | "json-ld" | "time-element" | "near-title" | "body-start";

export interface DateSettings {
  now: Date;
  language?: LanguageCode;
  numericOrder?: NumericOrder;
  timeZone?: string;
}

export interface FoundDate {
  published?: PublishedDate;
  from?: DateSource;
  /** Why no date came out: the first failure met (a future date, an ambiguous one…). */
  failure?: PublishedDateFailure;
}

/** Meta tags that carry a publication (not modification) date, most specific first. */
const META_SELECTORS = [
  "meta[property='article:published_time' i]",
  "meta[name='article:published_time' i]",
  "meta[property='og:published_time' i]",
  "meta[itemprop='datePublished' i]",
  "meta[name='dcterms.issued' i]",
  "meta[name='dc.date.issued' i]",
  "meta[name='dcterms.date' i]",
  "meta[name='dc.date' i]",
  "meta[name='pubdate' i]",
  "meta[name='publishdate' i]",
  "meta[name='publish-date' i]",
  "meta[name='date' i]",
];
/** Characters of text read after (then before) the title for a printed date. */
const NEAR_TITLE_CHARS = 300;
const BODY_START_CHARS = 300;

/**
 * The publication date, trying in order: the source's date selector, meta tags, JSON-LD
 * `datePublished`, a `<time datetime>` (the first after the title), the text just after then
 * just before the title, and the start of the body (a dateline: "Minsk, 12 January 2021").
 * Structured data comes before page text because it is unambiguous; the selector comes first
 * because the operator chose it for this site.
 */
export function findPublishedDate(
  document: Document,
  context: { selector?: string; titleElement?: Element; bodyText: string },
  settings: DateSettings,
): FoundDate {
  const places: [DateSource, () => (string | undefined)[]][] = [
    ["selector", () => (context.selector ? [selectedTextOf(document, context.selector)] : [])],
    [
      "meta",
      () => META_SELECTORS.map((s) => document.querySelector(s)?.getAttribute("content") ?? undefined),
    ],
    ["json-ld", () => jsonLdDates(document)],
    ["time-element", () => [timeElementDate(document, context.titleElement)]],
    ["near-title", () => (context.titleElement ? nearTitle(context.titleElement) : [])],
    ["body-start", () => [context.bodyText.slice(0, BODY_START_CHARS)]],
  ];
  let failure: PublishedDateFailure | undefined;
  for (const [from, texts] of places) {
    for (const text of texts()) {
      if (!text?.trim()) continue;
      const result = parsePublishedDate(text, settings);
      if (result.ok) return { published: result.date, from };
      if (result.reason !== "not-found") failure ??= result.reason;
    }
  }
  return failure ? { failure } : {};
}

function selectedTextOf(document: Document, selector: string): string {
  return normalizeSpace(selectAll(document, selector).map(selectedText).join(" "));
}

function jsonLdDates(document: Document): string[] {
  const dates: string[] = [];
  for (const script of document.querySelectorAll("script[type='application/ld+json' i]")) {
    try {
      collectDatePublished(JSON.parse(script.textContent ?? ""), dates, 0);
    } catch {
      // Hand-written JSON-LD is often invalid; the other places are still tried.
    }
  }
  return dates;
}

function collectDatePublished(value: unknown, dates: string[], depth: number): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectDatePublished(item, dates, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.datePublished === "string") dates.push(record.datePublished);
  for (const [key, child] of Object.entries(record)) {
    if (key !== "datePublished") collectDatePublished(child, dates, depth + 1);
  }
}

function timeElementDate(document: Document, titleElement: Element | undefined): string | undefined {
  const times = [...document.querySelectorAll("time[datetime]")];
  // DOCUMENT_POSITION_FOLLOWING: a sidebar's dates before the headline belong to other pages.
  const afterTitle = titleElement
    ? times.find((time) => titleElement.compareDocumentPosition(time) & 4)
    : undefined;
  return (afterTitle ?? (titleElement ? undefined : times[0]))?.getAttribute("datetime") ?? undefined;
}

function nearTitle(titleElement: Element): string[] {
  const document = titleElement.ownerDocument;
  const walker = document.createTreeWalker(document.body ?? document.documentElement, 4);
  const inside = (node: Node) => titleElement.contains(node);
  let after = "";
  walker.currentNode = titleElement;
  for (let node = walker.nextNode(); node && after.length < NEAR_TITLE_CHARS; node = walker.nextNode()) {
    if (!inside(node) && !isInScript(node)) after += ` ${node.nodeValue ?? ""}`;
  }
  let before = "";
  walker.currentNode = titleElement;
  for (
    let node = walker.previousNode();
    node && before.length < NEAR_TITLE_CHARS;
    node = walker.previousNode()
  ) {
    if (!isInScript(node)) before = `${node.nodeValue ?? ""} ${before}`;
  }
  return [normalizeSpace(after).slice(0, NEAR_TITLE_CHARS), normalizeSpace(before).slice(-NEAR_TITLE_CHARS)];
}

function isInScript(node: Node): boolean {
  const parent = node.parentElement?.localName;
  return parent === "script" || parent === "style" || parent === "noscript";
}
