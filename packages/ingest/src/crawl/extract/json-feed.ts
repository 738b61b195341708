import type { Feed, FeedEntry } from "./feeds";
import { absoluteHttpUrl } from "./links";
import { htmlFragmentToText } from "./plain-text";

/**
 * Reads a JSON Feed (https://jsonfeed.org/version/1.1, 1.0 accepted) as a feed whose format
 * is "json". An item's `url` is its page (`external_url` when it has none); items without a
 * title take their summary's first words, as the specification allows title-less items.
 */
export function parseJsonFeed(json: string, feedUrl: string): Omit<Feed, "format"> & { format: "json" } {
  const data: unknown = JSON.parse(json);
  if (
    !isRecord(data) ||
    typeof data.version !== "string" ||
    !data.version.startsWith("https://jsonfeed.org/version/1")
  ) {
    throw new Error("not a JSON Feed (version https://jsonfeed.org/version/1.x)");
  }
  const items = Array.isArray(data.items) ? data.items : [];
  const entries = items.filter(isRecord).flatMap((item): FeedEntry[] => {
    const url = absoluteHttpUrl(str(item.url) ?? str(item.external_url), feedUrl);
    if (!url) return [];
    const summary =
      str(item.summary) ?? (str(item.content_text) || htmlFragmentToText(str(item.content_html) ?? ""));
    const title = htmlFragmentToText(str(item.title) ?? "") || shorten(summary ?? "");
    const dateText = str(item.date_published) ?? str(item.date_modified);
    return [
      { url, title, ...(dateText ? { dateText } : {}), ...(summary ? { summary: summary.trim() } : {}) },
    ];
  });
  const title = str(data.title);
  return { format: "json", ...(title ? { title } : {}), entries };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function shorten(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 12 ? `${words.slice(0, 12).join(" ")}…` : words.join(" ");
}
