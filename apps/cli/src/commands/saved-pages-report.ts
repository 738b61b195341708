import type { SavedPageResult, SavedPagesReport } from "@communique/ingest";

/** import-dp --pages: per source with a saved page, whether its selectors still match it. */
export function formatSavedPagesReport(dir: string, report: SavedPagesReport): string {
  const pages = report.sources.flatMap((s) => s.pages);
  const failing = report.sources.filter((s) => s.pages.some((p) => p.outcome === "no-match")).length;
  const lines = [
    `Saved pages in ${dir}: ${report.sources.length} sources have one; the selectors of ${failing} ` +
      `do not match (${pages.length} checks, ${report.unmatched.length} pages of no source).`,
  ];
  for (const { source, pages } of report.sources) {
    lines.push(`  ${source.id}  ${source.url}`);
    for (const page of pages) lines.push(`    ${page.file} (${role(page)}): ${outcome(page)}`);
  }
  if (report.unmatched.length > 0) lines.push(`  Of no source: ${report.unmatched.join(", ")}`);
  return lines.join("\n");
}

function role(page: SavedPageResult): string {
  if (page.role === "listing") return "listing";
  return page.byHostOnly ? "article of the same site, listing not known" : "article";
}

function outcome(page: SavedPageResult): string {
  if (page.role === "listing") {
    return page.outcome === "matched"
      ? `matched ${page.items} items, ${page.links} with a link`
      : `selectors do not match: ${page.detail}`;
  }
  const body = page.body!;
  const how =
    body.from === "selector" ? "by the body selector" : "found automatically, without a body selector";
  const follow =
    page.follow === undefined ? "" : page.follow ? `; follow link ${page.follow}` : "; no follow link on it";
  return page.outcome === "matched"
    ? `body found, ${body.chars} characters (${how})${follow}`
    : `selectors do not match: ${page.detail} (${body.chars} characters found automatically)${follow}`;
}
