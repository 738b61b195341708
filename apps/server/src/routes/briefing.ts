import { SilencesParamsSchema } from "@communique/core/contract";
import { statementMatches } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { attachmentDisposition } from "../downloads/content-disposition";
import { errorAnswer, errorBody } from "../errors";
import { silencesOf } from "../operations/analytics-operations";
import { APPLIED_HEADERS, appliedHeaders } from "../operations/operation-route";
import { publicOrigin } from "../public-origin";
import { buildBriefing, MAX_EXCERPTS } from "../report/briefing-model";
import { renderBriefingPdf } from "../report/briefing-pdf";
import { renderBriefingDocxInWorker } from "../report/report-docx-worker";
import { REPORT_CONTENT_TYPES, type ReportFormat } from "../report/report-model";
import { rejectUnknownParams } from "../unknown-params";
import { BUSY_MESSAGE, loadStatements, type ReportSlots } from "./report-download";

/** Statements searched for their matches at once. */
const MATCH_CONCURRENCY = 8;

const DESCRIPTION = [
  "A briefing note on who of a bloc or group spoke (the answer of GET /api/analytics/silences, with",
  "its parameters), in the interface language `lang` (right to left in Arabic): the question (the",
  "query as typed, the period at its precision, the bloc or group, the filters that apply) and the",
  "day it was made; the summary and the three lists in words (spoke, with counts and first and last",
  `dates; silent, with the last mention before the period; not covered); for each member that spoke (at most ${MAX_EXCERPTS},`,
  "the note says how many more), the sentence around the first match in its last matching statement of",
  "the period, quoted exactly (an ellipsis where it is cut), with its issuer, date, title and a link to",
  "its page; the bloc over time (in the PDF a chart, in Word its figures as a table); the sources and",
  "retrieval dates of the quoted statements and the bloc's membership list.",
].join(" ");

function route(format: ReportFormat) {
  return createRoute({
    method: "get",
    path: `/api/analytics/briefing.${format}`,
    operationId: format === "pdf" ? "getAnalyticsBriefingPdf" : "getAnalyticsBriefingDocx",
    tags: ["Analytics"],
    summary: `Who of a bloc or group spoke and who did not, as a briefing note (${format === "pdf" ? "PDF" : "Word"})`,
    description: DESCRIPTION,
    middleware: [rejectUnknownParams(SilencesParamsSchema)] as const,
    request: { query: SilencesParamsSchema as unknown as z.ZodObject },
    responses: {
      200: {
        description: "The note as a file (`Content-Disposition: attachment`)",
        headers: APPLIED_HEADERS,
        content: { [REPORT_CONTENT_TYPES[format]]: { schema: z.string().openapi({ format: "binary" }) } },
      },
      400: errorAnswer("Invalid parameters, an unknown bloc or group (unknown_bloc), or no keyword"),
      503: errorAnswer("Too many reports are being made at the moment (busy)"),
    },
  });
}

export interface BriefingOptions {
  productName: string;
  /** The origin of the note's links (PUBLIC_URL; public-origin.ts). */
  publicOrigin?: string | undefined;
  /** Shared with the reader's report: both lay out documents. */
  slots: ReportSlots;
  log?: ((message: string) => void) | undefined;
}

export function registerBriefing(app: OpenAPIHono<AppEnv>, options: BriefingOptions) {
  for (const format of ["docx", "pdf"] as const) {
    app.openapi(route(format), async (c) => {
      const params = c.req.valid("query" as never) as z.output<typeof SilencesParamsSchema>;
      const context = c.get("operations");
      // Checked first (the lens, the keyword, the dates): a refusal takes no place.
      const { answer, applied } = await silencesOf(context, params, {});
      if (!options.slots.take())
        return c.json(errorBody("busy", BUSY_MESSAGE), 503, { "Retry-After": "60" }) as never;
      try {
        const { services } = context;
        const { query } = (await context.prepare(params)).request;
        const lastIds = answer.members
          .filter((m) => m.status === "spoke" && m.last)
          .slice(0, MAX_EXCERPTS)
          .map((m) => m.last!.id);
        const statements = await loadStatements(services.db, lastIds, params.lang);
        const found = [...statements.values()];
        const matches = new Map<string, [number, number][]>();
        for (let i = 0; i < found.length; i += MATCH_CONCURRENCY) {
          const batch = found.slice(i, i + MATCH_CONCURRENCY);
          const ranges = await Promise.all(
            batch.map((s) => statementMatches(services.db, services.lexizer, s.body, s.language, query)),
          );
          for (const [k, s] of batch.entries()) matches.set(s.id, ranges[k]!);
        }
        const now = new Date();
        const origin = publicOrigin(c, options.publicOrigin);
        const briefing = buildBriefing({
          lang: params.lang,
          product: options.productName,
          params,
          answer,
          statements,
          matches,
          statementUrl: (id) => `${origin}/${params.lang}/statements/${encodeURIComponent(id)}`,
          now,
        });
        const signal = c.req.raw.signal;
        const file = await (format === "pdf"
          ? renderBriefingPdf(briefing, now, signal)
          : renderBriefingDocxInWorker(briefing, signal)
        ).catch((error: unknown) => {
          if (signal.aborted)
            options.log?.(`Briefing note abandoned by its client (${answer.among.id}, ${format})`);
          throw error;
        });
        const stem = `${options.productName}-briefing-${answer.among.id}-${now.toISOString().slice(0, 10)}`;
        return c.body(new Uint8Array(file), 200, {
          ...appliedHeaders(applied!),
          "Content-Type": REPORT_CONTENT_TYPES[format],
          "Content-Disposition": attachmentDisposition(stem, format, "briefing"),
          "Cache-Control": "no-store",
        }) as never;
      } finally {
        options.slots.release();
      }
    });
  }
}
