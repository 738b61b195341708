import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";

/**
 * The operators' view of the crawl sources (GET /api/sources/health): each source's health as
 * the store assesses it (store: classify-health.ts), declared once for the server and the web app.
 * Only what an operator repairs a public source with: no contact settings, no internal ids beyond
 * the source's own, no stack traces.
 */

/** failing, script-errors, selectors-broken and stale are flags (something to repair); the others are states. */
export const HEALTH_FLAGS = [
  "failing",
  "script-errors",
  "selectors-broken",
  "stale",
  "ok",
  "not-crawled",
  "disabled",
] as const;
export type HealthFlag = (typeof HEALTH_FLAGS)[number];
export const FLAGGED: readonly HealthFlag[] = ["failing", "script-errors", "selectors-broken", "stale"];

const Instant = z.iso.datetime().meta({ description: "ISO 8601, UTC." });
const Day = z.string().meta({ description: "YYYY-MM-DD", example: "2026-10-17" });
const Count = z.number().int().min(0);
const Days = z.number().min(0).meta({ description: "Days, to a tenth." });

export const HealthChangeSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("failing"),
      reason: z
        .string()
        .meta({ description: "The fetcher's reason: http-error, timeout, robots-disallowed…" }),
      httpStatus: z.number().int().nullable(),
      since: Instant,
      runs: Count,
    }),
    z.object({
      kind: z.literal("script-errors"),
      errors: z.array(z.string()).meta({
        description:
          "Errors its rendered pages' scripts threw in its latest crawl, one line each with the page (at most five).",
      }),
      on: Instant,
    }),
    z.object({ kind: z.literal("items-fell"), from: Count, on: Instant, runs: Count }),
    z.object({ kind: z.literal("never-found"), since: Instant, runs: Count }),
    z.object({
      kind: z.literal("silent"),
      newest: Day,
      days: Count,
      usualGapDays: Days,
      staleAfterDays: Days,
    }),
  ])
  .meta({ id: "HealthChange", description: "What changed, as facts each interface words in its language." });
export type HealthChangeAnswer = z.infer<typeof HealthChangeSchema>;

export const SourceHealthSchema = z
  .object({
    id: z.string().meta({ example: "dp-sn-1a2b3c4d" }),
    countryCode: z.string().meta({ example: "SN" }),
    countryName: z.string().meta({ example: "Senegal" }),
    kind: z.enum(["rss", "html", "sitemap", "json", "pdf"]),
    rendered: z.boolean().meta({
      description: "Its pages are built by JavaScript and read through headless Chromium (render: true).",
    }),
    url: z.url().meta({ description: "The public feed or listing address." }),
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    flag: z.enum(HEALTH_FLAGS),
    flagged: z.boolean(),
    lastGood: z
      .object({ at: Instant, items: Count })
      .nullable()
      .meta({ description: "The latest run that found entries, and how many." }),
    lastBad: z
      .object({
        at: Instant,
        reason: z.string(),
        httpStatus: z.number().int().nullable(),
        message: z.string().nullable().meta({ description: "Its first line, at most 300 characters." }),
      })
      .nullable()
      .meta({ description: "The latest run that failed or found nothing." }),
    change: HealthChangeSchema.nullable(),
    usualGapDays: Days.nullable().meta({ description: "Usually one statement every this many days." }),
    newestPublication: Day.nullable(),
  })
  .meta({ id: "SourceHealth" });
export type SourceHealth = z.infer<typeof SourceHealthSchema>;

export const SourcesHealthSchema = z
  .object({
    totals: z.object({
      sources: Count,
      flagged: Count,
      byFlag: z.record(z.enum(HEALTH_FLAGS), Count),
    }),
    sources: z.array(SourceHealthSchema),
  })
  .meta({ id: "SourcesHealth" });
export type SourcesHealth = z.infer<typeof SourcesHealthSchema>;

export const SourcesHealthParamsSchema = z.object({
  lang: z
    .enum(LANGUAGE_CODES)
    .default("en")
    .meta({ description: "Language of country names and of their order." }),
  flag: z
    .enum(["flagged", ...HEALTH_FLAGS])
    .optional()
    .meta({ description: "Only the sources with this flag or state; flagged: all three flags." }),
});
export type SourcesHealthParams = z.output<typeof SourcesHealthParamsSchema>;
