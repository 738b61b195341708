import { ReportRequestSchema, reportFileBase, type Statement } from "@communique/core/contract";
import { getStatement } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-context";
import { attachmentDisposition } from "../downloads/content-disposition";
import { fileQuerySchema } from "../downloads/file-query";
import { DomainError, errorAnswer, errorBody } from "../errors";
import { publicOrigin } from "../public-origin";
import { renderReportDocxInWorker } from "../report/report-docx-worker";
import { buildReport, REPORT_CONTENT_TYPES, REPORT_FORMATS, type ReportFormat } from "../report/report-model";
import { renderReportPdf } from "../report/report-pdf";
import { rejectUnknownParams } from "../unknown-params";

/** 200 items with 5,000-character notes written as JSON \u escapes, and room to spare. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** application/json with well-formed parameters only (RFC 9110: `; name=value`, value a token or quoted). */
const WELL_FORMED_JSON_TYPE =
  /^\s*application\/json(?:\s*;\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+=(?:[!#$%&'*+.^_`|~0-9A-Za-z-]+|"(?:[^"\\]|\\.)*"))*\s*$/i;
/** Statements read from the database at once. */
const LOAD_CONCURRENCY = 8;

const ReportQuerySchema = fileQuerySchema(
  REPORT_FORMATS,
  "pdf",
  "Interface language: the report's title, labels, dates, issuers' names and citations.",
);

const route = createRoute({
  middleware: [rejectUnknownParams(ReportQuerySchema)] as const,
  method: "post",
  path: "/api/report/download",
  operationId: "downloadReport",
  tags: ["Statements"],
  summary: "Download a report of statements with notes",
  description: [
    "The reader's report as a file: `docx` (Word) or `pdf` (fonts embedded, Arabic shaped right to",
    "left, Chinese in a Chinese font). A first page with the reader's title (or the word for report in",
    "the interface language `lang`),",
    "this site's name, the day it was made and the contents; then each statement in the order given:",
    "number, title, issuer, date (as precise as the source), language, original URL, the reader's note",
    "if any (marked as such), the whole text in its own language and direction, and a citation in",
    "`lang`. Ids that match no statement are listed on the first page; if none matches, 404.",
  ].join(" "),
  request: {
    query: ReportQuerySchema,
    body: {
      required: true,
      content: { "application/json": { schema: ReportRequestSchema } },
    },
  },
  responses: {
    200: {
      description: "The report as a file (`Content-Disposition: attachment`)",
      headers: z.object({
        "Content-Disposition": z.string().openapi({
          example: `attachment; filename="Communique-report-2024-11-21.pdf"; filename*=UTF-8''Communiqu%C3%A9-report-2024-11-21.pdf`,
        }),
      }),
      content: {
        [REPORT_CONTENT_TYPES.docx]: { schema: z.string().openapi({ format: "binary" }) },
        [REPORT_CONTENT_TYPES.pdf]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    400: errorAnswer("An unknown format or language, or a body that is not as described"),
    404: errorAnswer("None of the statements exists"),
    413: errorAnswer("A body over 8 MB"),
    415: errorAnswer("A body that is not application/json"),
    503: errorAnswer("Too many reports are being made at the moment (busy)"),
  },
});

export interface ReportDownloadOptions {
  productName: string;
  /** The origin of the report's links (PUBLIC_URL; public-origin.ts). */
  publicOrigin?: string | undefined;
  /** Reports made at once: laying one out keeps a processor busy for a while. */
  maxConcurrent?: number | undefined;
  /** The places shared with the other files made like a report (the briefing note); else its own. */
  slots?: ReportSlots | undefined;
  log?: ((message: string) => void) | undefined;
}

export async function loadStatements(
  db: AppEnv["Variables"]["services"]["db"],
  ids: readonly string[],
  lang: Parameters<typeof getStatement>[2],
): Promise<Map<string, Statement>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Statement>();
  for (let i = 0; i < unique.length; i += LOAD_CONCURRENCY) {
    const batch = unique.slice(i, i + LOAD_CONCURRENCY);
    const statements = await Promise.all(batch.map((id) => getStatement(db, id, lang)));
    statements.forEach((statement, k) => {
      if (statement) found.set(batch[k]!, statement);
    });
  }
  return found;
}

/**
 * The reports being made at once, shared by every route that lays one out (the reader's report,
 * the briefing note): each keeps a processor busy for a while.
 */
export class ReportSlots {
  #running = 0;
  constructor(readonly max = 2) {}

  /** A place, or false when all are taken. */
  take(): boolean {
    if (this.#running >= this.max) return false;
    this.#running++;
    return true;
  }

  release(): void {
    this.#running--;
  }
}

/** The answer when every place is taken. */
export const BUSY_MESSAGE = "Too many reports are being made at the moment; try again in a minute.";

export function registerReportDownload(app: OpenAPIHono<AppEnv>, options: ReportDownloadOptions) {
  const slots = options.slots ?? new ReportSlots(options.maxConcurrent ?? 2);

  app.use(
    route.path,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody("payload_too_large", "The report's body is over 8 MB."), 413),
    }),
  );

  // Malformed JSON: Hono's validator throws before the route's hook can answer.
  app.use(route.path, async (c, next) => {
    if (c.req.method === "POST") {
      const contentType = c.req.header("Content-Type") ?? "";
      const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
      // Parameters that are not name=value ("application/json;;;") made the body's parsing throw
      // past every hook (a 500 in the web fuzz of issue 35): refused here, like another type.
      if (mediaType === "application/json" && !WELL_FORMED_JSON_TYPE.test(contentType)) {
        throw new DomainError(
          "unsupported_media_type",
          `body: the Content-Type “${contentType.slice(0, 100)}” is malformed; send application/json`,
          415,
        );
      }
      if (mediaType !== "application/json") {
        throw new DomainError(
          "unsupported_media_type",
          `body: ${mediaType ? `${mediaType} is` : "a body without a Content-Type is"} not accepted; send application/json`,
          415,
        );
      }
      try {
        await c.req.json();
      } catch {
        throw new DomainError(
          "invalid_parameter",
          "body: not JSON (send Content-Type: application/json)",
          400,
        );
      }
    }
    await next();
  });

  app.openapi(route, async (c) => {
    const { format, lang } = c.req.valid("query");
    const { items, title } = c.req.valid("json");
    if (!slots.take()) return c.json(errorBody("busy", BUSY_MESSAGE), 503, { "Retry-After": "60" });
    try {
      const statements = await loadStatements(
        c.get("services").db,
        items.map((item) => item.id),
        lang,
      );
      if (!statements.size) {
        const what =
          items.length === 1 ? `No statement has the id "${items[0]!.id}"` : "None of the statements exists";
        throw new DomainError("not_found", what, 404);
      }
      const now = new Date();
      const origin = publicOrigin(c, options.publicOrigin);
      const report = buildReport({
        lang,
        product: options.productName,
        title: title ?? "",
        items: items.map((item) => ({ id: item.id, note: item.note ?? "" })),
        statements,
        statementUrl: (id) => `${origin}/${lang}/statements/${encodeURIComponent(id)}`,
        now,
      });
      const signal = c.req.raw.signal;
      const file = await (format === "pdf"
        ? renderReportPdf(report, now, signal)
        : renderReportDocxInWorker(report, signal)
      ).catch((error: unknown) => {
        // Its client left: the layout stopped, and its place is free (finally, below).
        if (signal.aborted)
          options.log?.(`Report abandoned by its client (${items.length} statements, ${format})`);
        throw error;
      });
      return c.body(new Uint8Array(file), 200, {
        "Content-Type": REPORT_CONTENT_TYPES[format as ReportFormat],
        "Content-Disposition": attachmentDisposition(
          reportFileBase(title, options.productName, now.toISOString().slice(0, 10)),
          format,
          "report",
        ),
        "Cache-Control": "no-store",
      });
    } finally {
      slots.release();
    }
  });
}
