import type { FetchReport, SourceCheck } from "@communique/ingest";
import type { SourceRecord } from "@communique/store";

/** `sources check` as plain text: what each selector found, for a person repairing the source. */
export function formatSourceCheck(source: SourceRecord, check: SourceCheck): string {
  const lines = [`Source ${source.id} (${source.countryCode}, ${source.kind}): ${source.url}`];
  const s = source.selectors;
  const { listing, article } = check;
  lines.push(`Listing: ${fetched(listing.fetch)}`);
  if (listing.problem) lines.push(`  ${listing.problem}`);
  const found = listing.check;
  if (found) {
    if (found.format === "listing") {
      lines.push(
        `  item     ${s.item ?? "(every link to a PDF)"} → ${found.itemCount} items, ${found.entries} with a link`,
      );
      lines.push(`  next     ${s.next ?? "(rel=next)"} → ${found.nextPageUrl ?? "none"}`);
    } else {
      lines.push(`  ${found.format}: ${found.itemCount} entries`);
    }
    found.items.forEach((item, i) => {
      lines.push(`  ${i + 1}. link   ${item.link}`);
      if (found.format !== "sitemap" && found.format !== "sitemap-index")
        lines.push(`     title  ${quoted(item.title)} (${TITLE_FROM[item.titleFrom]})`);
      const date = item.date
        ? item.date.parsed
          ? `→ ${item.date.value}`
          : `→ cannot be read (${item.date.reason})`
        : "";
      lines.push(
        `     date   ${item.dateText === null ? "nothing found" : `${quoted(item.dateText)} ${date}`}`,
      );
    });
  }
  if (article) {
    lines.push(`First entry: ${article.url}`, `  ${fetched(article.fetch)}`);
    const a = article.check;
    if (a) {
      const selector = a.bodySelector
        ? `${a.bodySelector.selector} ${a.bodySelector.matched ? "matched" : "matched nothing, so"}`
        : "(no body selector)";
      lines.push(`  body     ${selector} → ${a.body.chars} characters (${BODY_FROM[a.body.from]})`);
      if (a.body.preview) lines.push(`           ${quoted(a.body.preview.replace(/\s+/g, " "))}`);
      if (a.pdfProblem) lines.push(`           ${a.pdfProblem}`);
      lines.push(`  title    ${quoted(a.title.text)} (from ${a.title.from})`);
      lines.push(
        `  date     ${a.date.value !== null ? `${a.date.value} (from ${a.date.from})` : `none found${a.date.failure ? ` (${a.date.failure})` : ""}`}`,
      );
      if (a.follow) lines.push(`  follow   ${a.follow.selector} → ${a.follow.link ?? "nothing found"}`);
    }
  }
  lines.push(
    check.problems.length === 0
      ? "Every selector found something."
      : ["To repair:", ...check.problems.map((p) => `  - ${p}`)].join("\n"),
  );
  return lines.join("\n");
}

const TITLE_FROM = { selector: "title selector", link: "the link's text", none: "nothing", feed: "the feed" };
const BODY_FROM = {
  selector: "body selector",
  readability: "found automatically",
  "largest-block": "the largest block of text",
  pdf: "the PDF's text layer",
};

function fetched(report: FetchReport): string {
  if (!report.ok)
    return `failed: ${report.reason}${report.status ? ` (HTTP ${report.status})` : ""}: ${report.message}`;
  const moved = report.finalUrl !== report.url ? `, redirected to ${report.finalUrl}` : "";
  return `HTTP ${report.status} ${report.mediaType ?? "(no type)"}, ${report.bytes} bytes${moved}`;
}

function quoted(text: string): string {
  return text ? `"${text}"` : "(empty)";
}
