import { getCountry, LANGUAGE_CODES } from "@communique/core";
import {
  DEFAULT_SCHEDULE_MINUTES,
  NUMERIC_DATE_ORDERS,
  SOURCE_KINDS,
  type SourceOrigin,
  type SourceRecord,
} from "@communique/store";
import { z } from "zod";
import { ScheduleSchema } from "./schedule";
import { SelectorsSchema } from "./selector";

/**
 * One source in a source file (sources/README.md). Strict: an unknown field is an error, so a
 * misspelt "selector" or "langauge" is reported instead of silently ignored.
 */
/** A source entry's fields, without the selectors an enabled html source needs. */
export const SourceFileFieldsSchema = z.strictObject({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9._-]*$/, "must be lower-case letters, digits, '.', '_' or '-'"),
  country: z
    .string()
    .trim()
    .refine((code) => getCountry(code) !== undefined, "is not an ISO2 code or organisation slug we know")
    .transform((code) => getCountry(code)!.code),
  kind: z.enum(SOURCE_KINDS),
  url: z.url({ protocol: /^https?$/, message: "must be an http or https address" }).max(2000),
  language: z.enum(LANGUAGE_CODES).optional(),
  schedule: ScheduleSchema.optional(),
  selectors: SelectorsSchema.optional(),
  numericDateOrder: z.enum(NUMERIC_DATE_ORDERS).optional(),
  /** Listing pages one run follows through the "next" selector: the depth of pagination. */
  pages: z.number().int().min(1).max(100).optional(),
  /** Its listing and article pages are built by scripts: read through headless Chromium. */
  render: z.boolean().optional(),
  /** Other hosts its rendered pages load scripts or data from; every other host is refused. */
  staticHosts: z
    .array(
      z
        .string()
        .toLowerCase()
        .regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
          "must be a host name such as cdn.mfa.example",
        ),
    )
    .max(20)
    .optional(),
  // Not in the issue's list: lets a file hold a source that must not be crawled (an example, or
  // a site that needs what the crawler cannot do) without deleting it.
  enabled: z.boolean().optional(),
});

/** The selectors an html source cannot be crawled without. */
export const REQUIRED_HTML_SELECTORS = ["item", "link"] as const;

export const SourceFileEntrySchema = SourceFileFieldsSchema.superRefine((entry, ctx) => {
  if (entry.render && entry.kind !== "html" && entry.kind !== "pdf")
    ctx.addIssue({ code: "custom", path: ["render"], message: "applies to html and pdf listings only" });
  if (entry.staticHosts?.length && !entry.render)
    ctx.addIssue({
      code: "custom",
      path: ["staticHosts"],
      message: "applies to rendered sources (render: true) only",
    });
  if (entry.kind !== "html") return;
  for (const field of REQUIRED_HTML_SELECTORS) {
    if (!entry.selectors?.[field])
      ctx.addIssue({
        code: "custom",
        path: ["selectors", field],
        message: "is required for an html source",
      });
  }
});
export type SourceFileEntry = z.infer<typeof SourceFileEntrySchema>;

export interface RejectedSource {
  /** Position in the file's array (0 for a file holding one object). */
  index: number;
  id?: string;
  reasons: string[];
}

export interface ParsedSourceFile {
  sources: SourceRecord[];
  rejected: RejectedSource[];
}

export function toSourceRecord(
  entry: SourceFileEntry,
  origin: SourceOrigin,
  disabledReason?: string,
): SourceRecord {
  const enabled = entry.enabled ?? true;
  return {
    id: entry.id,
    countryCode: entry.country,
    kind: entry.kind,
    url: entry.url,
    language: entry.language ?? null,
    scheduleMinutes: entry.schedule ?? DEFAULT_SCHEDULE_MINUTES,
    selectors: entry.selectors ?? {},
    numericDateOrder: entry.numericDateOrder ?? null,
    listingPages: entry.pages ?? null,
    render: entry.render ?? false,
    staticHosts: entry.staticHosts ?? [],
    enabled,
    disabledReason: enabled ? null : (disabledReason ?? "disabled in its source file"),
    origin,
  };
}

/**
 * Validates entries one by one: each bad one is reported with its index, id and every problem,
 * and the good ones are kept. An entry whose id is already in `seen` (earlier in the input, or
 * in an earlier file when the caller shares the set) is rejected, not merged.
 */
export function parseSourceEntries(
  entries: unknown[],
  origin: SourceOrigin,
  seen = new Set<string>(),
): ParsedSourceFile {
  const sources: SourceRecord[] = [];
  const rejected: RejectedSource[] = [];
  entries.forEach((raw, index) => {
    const id = idOf(raw);
    const result = SourceFileEntrySchema.safeParse(raw);
    if (!result.success) {
      rejected.push({ index, ...(id ? { id } : {}), reasons: result.error.issues.map(describeIssue) });
    } else if (seen.has(result.data.id)) {
      rejected.push({ index, id: result.data.id, reasons: ["id: already defined earlier"] });
    } else {
      seen.add(result.data.id);
      sources.push(toSourceRecord(result.data, origin));
    }
  });
  return { sources, rejected };
}

/** A source file's text: one source object, or an array of them. */
export function parseSourceFile(text: string, origin: SourceOrigin, seen?: Set<string>): ParsedSourceFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      sources: [],
      rejected: [{ index: 0, reasons: [`not valid JSON: ${(error as Error).message}`] }],
    };
  }
  return parseSourceEntries(Array.isArray(json) ? json : [json], origin, seen);
}

function idOf(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null || !("id" in raw)) return undefined;
  return typeof raw.id === "string" && raw.id !== "" ? raw.id : undefined;
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join(".") : "entry";
  return `${where}: ${issue.message}`;
}
