import { type LanguageCode, withoutHeadingMarker } from "@communique/core";
import {
  type NumericOrder,
  type PublishedDate,
  type PublishedDateFailure,
  parsePublishedDate,
} from "../dates/parse-published-date";
import { normalizeSpace } from "./plain-text";
import { selectAll, selectedText } from "./selectors";

/** Where the publication date was read, in the order the places are tried. */
export type DateSource =
  | "selector"
  | "meta"
  | "json-ld"
  | "time-element"
  | "near-title"
  | "body-start"
  | "body-end";

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
/** Node.DOCUMENT_POSITION_FOLLOWING. */
const FOLLOWING = 4;
/** Characters at the end of the body searched for a signature date (last paragraphs first). */
const BODY_END_CHARS = 300;
/**
 * A byline, dateline or sign-off is short; a date inside a sentence is a mention ("under the law
 * of 29 November 2003"). Text longer than this, or with more words, is read as prose.
 */
const SHORT_LINE_CHARS = 80;
const SHORT_LINE_WORDS = 10;
/** A dateline is the lead of the first paragraph before a dash or colon: "MINSK, 12 January 2021 –". */
const DATELINE = /^(.{4,60}?)\s*(?:[–—:]|\s-\s)/u;
/** Places read from the page's text, where a month or a year alone may be a mention, not the date. */
const PROSE: ReadonlySet<DateSource> = new Set(["near-title", "body-start", "body-end"]);

/**
 * The publication date, trying in order: the source's date selector, meta tags, JSON-LD
 * `datePublished`, a `<time datetime>` (the first after the title), the text just after then
 * just before the title, the start of the body (a dateline: "Minsk, 12 January 2021") and its
 * end (many ministries sign off with the date). The selector comes first because the operator
 * chose it for this site; structured data before text because it is unambiguous. From the text,
 * only short lines are read (a byline, a dateline, a sign-off): a date inside a sentence is a
 * mention ("under the law of 29 November 2003"), never the publication date. A month or a year
 * alone is only kept if no later place gives a day.
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
    ["body-start", () => [dateline(context.bodyText, context.titleElement)]],
    ["body-end", () => signOffLines(context.bodyText.slice(-BODY_END_CHARS))],
  ];
  let failure: PublishedDateFailure | undefined;
  let vague: FoundDate | undefined;
  for (const [from, texts] of places) {
    for (const text of texts()) {
      if (!text?.trim()) continue;
      const result = parsePublishedDate(text, settings);
      if (!result.ok) {
        if (result.reason !== "not-found") failure ??= result.reason;
      } else if (result.date.precision === "day" || !PROSE.has(from)) {
        return { published: result.date, from };
      } else {
        vague ??= { published: result.date, from };
      }
    }
  }
  return vague ?? (failure ? { failure } : {});
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
  // A hand-made walk: jsdom's TreeWalker, measured, kept every parsed document alive.
  const texts = textNodes(document.body ?? document.documentElement);
  const firstAfter = texts.findIndex(
    (node) => titleElement.compareDocumentPosition(node) & FOLLOWING && !titleElement.contains(node),
  );
  const afterStart = firstAfter === -1 ? texts.length : firstAfter;
  const firstInside = texts.findIndex((node) => titleElement.contains(node));
  const beforeEnd = firstInside === -1 ? afterStart : firstInside;
  // After the title, the byline zone ends where the prose begins.
  let after = "";
  for (let i = afterStart; i < texts.length && after.length < NEAR_TITLE_CHARS; i++) {
    const text = normalizeSpace(texts[i]?.data ?? "");
    if (isProse(text)) break;
    after += ` ${text}`;
  }
  let before = "";
  for (let i = beforeEnd - 1; i >= 0 && before.length < NEAR_TITLE_CHARS; i--)
    before = `${texts[i]?.data} ${before}`;
  return [normalizeSpace(after).slice(0, NEAR_TITLE_CHARS), normalizeSpace(before).slice(-NEAR_TITLE_CHARS)];
}

const SKIPPED = new Set(["script", "style", "noscript", "template"]);

function textNodes(root: Node | null): Text[] {
  const found: Text[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) found.push(node as Text);
    else if (node.nodeType === 1 && !SKIPPED.has((node as Element).localName)) node.childNodes.forEach(visit);
  };
  if (root) visit(root);
  return found;
}

function isProse(text: string): boolean {
  return text.length > SHORT_LINE_CHARS || text.split(" ").length > SHORT_LINE_WORDS;
}

/** The first paragraph's lead (after the headline, when the body has it) if it is a dateline. */
function dateline(bodyText: string, titleElement: Element | undefined): string | undefined {
  const title = normalizeSpace(titleElement?.textContent ?? "");
  const first =
    bodyText
      .split("\n\n")
      .map(withoutHeadingMarker)
      .find((paragraph) => normalizeSpace(paragraph) !== title) ?? "";
  return isProse(first) ? DATELINE.exec(first)?.[1] : first;
}

/** A sign-off date is on a short line of its own, the last one: "…⏎⏎December 6, 2021, Minsk". */
function signOffLines(text: string): string[] {
  return text
    .split("\n\n")
    .map((paragraph) => withoutHeadingMarker(paragraph.trim()))
    .filter((paragraph) => !isProse(paragraph))
    .reverse();
}
