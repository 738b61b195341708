import { createHash } from "node:crypto";
import type { SourceKind, SourceRecord } from "@communique/store";
import {
  describeIssue,
  REQUIRED_HTML_SELECTORS,
  SourceFileEntrySchema,
  SourceFileFieldsSchema,
  toSourceRecord,
} from "../source-file";
import { countryCodeByName } from "./country-by-name";
import { fromDpSelector } from "./dp-selector";
import { type DpConfig, DpConfigSchema, readDpLines } from "./url-config";

/**
 * What earlier imports wrote on javascript sources, before the crawler could render pages: still
 * recognised as the importer's own, so that importing again switches those sources on.
 */
export const JAVASCRIPT_REASON =
  "its pages are rendered by JavaScript in a browser (Diplomatic Pulse content_type javascript), which the crawler does not do";

/**
 * static: a listing page; static_pdf: a listing whose article pages link to the PDF (link_follow);
 * pdf: a listing of PDF links; javascript: a listing that needs a browser, read rendered.
 */
const KINDS: Record<string, SourceKind> = {
  static: "html",
  static_pdf: "html",
  javascript: "html",
  pdf: "pdf",
};

export interface DpRejection {
  line: number;
  id?: string;
  name?: string;
  reasons: string[];
}

export interface DpImport {
  sources: SourceRecord[];
  rejected: DpRejection[];
  /** Sources whose `tag` (elements to strip from the body) has no field here and was left out. */
  tagsLeftOut: number;
}

/** A stable id: the same country and address give the same id at every import. */
export function dpSourceId(countryCode: string, url: string): string {
  return `dp-${countryCode.toLowerCase()}-${createHash("sha1").update(url).digest("hex").slice(0, 8)}`;
}

/** Diplomatic Pulse's urlconfig.json as our sources; every line it cannot take is reported. */
export function importDpConfig(text: string): DpImport {
  const { configs, errors } = readDpLines(text);
  const rejected: DpRejection[] = errors.map((e) => ({ line: e.line, reasons: [e.reason] }));
  const sources: SourceRecord[] = [];
  const lineOfId = new Map<string, number>();
  let tagsLeftOut = 0;
  for (const { line, value } of configs) {
    const parsed = DpConfigSchema.safeParse(value);
    if (!parsed.success) {
      rejected.push({ line, reasons: parsed.error.issues.map(describeIssue) });
      continue;
    }
    const config = parsed.data;
    const mapped = toSourceEntry(config);
    if ("reason" in mapped) {
      rejected.push({ line, name: config.name, reasons: [mapped.reason] });
      continue;
    }
    const id = mapped.entry.id;
    const complete = SourceFileEntrySchema.safeParse(mapped.entry);
    // An entry that lacks only selectors (Diplomatic Pulse's Mauritius listing has no link
    // selector) is kept, disabled with what it lacks, for an operator to complete.
    const lacking = complete.success ? [] : missingSelectors(complete.error.issues);
    const entry =
      complete.success || lacking.length === 0 ? complete : SourceFileFieldsSchema.safeParse(mapped.entry);
    if (!entry.success) {
      rejected.push({ line, id, name: config.name, reasons: entry.error.issues.map(describeIssue) });
    } else if (lineOfId.has(id)) {
      rejected.push({
        line,
        id,
        name: config.name,
        reasons: [`same country and url as line ${lineOfId.get(id)}`],
      });
    } else {
      lineOfId.set(id, line);
      if (fromDpSelector(config.tag)) tagsLeftOut++;
      const reasons = lacking.length ? [incompleteReason(lacking)] : [];
      const data = lacking.length ? { ...entry.data, enabled: false } : entry.data;
      sources.push(
        toSourceRecord(data, "diplomatic-pulse", reasons.length ? reasons.join("; and ") : undefined),
      );
    }
  }
  return { sources, rejected, tagsLeftOut };
}

function toSourceEntry(
  config: DpConfig,
): { entry: Record<string, unknown> & { id: string } } | { reason: string } {
  const country = countryCodeByName(config.name);
  if (!country) return { reason: `name: no country of that name ("${config.name}")` };
  const kind = KINDS[config.content_type];
  if (!kind) return { reason: `content_type: unknown "${config.content_type}"` };
  const selectors = Object.fromEntries(
    Object.entries({
      item: config.global,
      link: config.link,
      title: config.title,
      date: config.posted_date,
      body: config.statement,
      follow: config.link_follow,
    }).flatMap(([field, value]) => {
      const selector = fromDpSelector(value);
      return selector ? [[field, selector]] : [];
    }),
  );
  return {
    entry: {
      id: dpSourceId(country, config.url),
      country,
      kind,
      url: config.url,
      selectors,
      // Any value at all (MMDDYYYY, MMDDYY, MDY) means US order; null or "" means none given.
      ...(config.us_date_format?.trim() ? { numericDateOrder: "month-first" } : {}),
      ...(config.content_type === "javascript" ? { render: true } : {}),
    },
  };
}

/** The required selectors an entry's issues say are missing, or none when anything else is wrong. */
function missingSelectors(issues: readonly { path: PropertyKey[]; code: string }[]): string[] {
  const missing = issues.map((issue) =>
    issue.code === "custom" &&
    issue.path.length === 2 &&
    issue.path[0] === "selectors" &&
    (REQUIRED_HTML_SELECTORS as readonly PropertyKey[]).includes(issue.path[1]!)
      ? String(issue.path[1])
      : null,
  );
  return missing.every((m) => m !== null) ? (missing as string[]) : [];
}

export const incompleteReason = (fields: readonly string[]) =>
  `its configuration has no ${fields.map((f) => `"${f}"`).join(" or ")} selector, which an html listing needs: add it, then enable the source`;

/** Whether a disabled source's reason is one this import writes (not an operator's own). */
export function isImporterReason(reason: string | null): boolean {
  if (!reason) return false;
  return reason
    .split("; and ")
    .every(
      (part) =>
        part === JAVASCRIPT_REASON ||
        (part.startsWith("its configuration has no ") && part.endsWith("then enable the source")),
    );
}
