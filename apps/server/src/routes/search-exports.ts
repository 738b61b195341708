import { ExportedStatementSchema, type ExportParams, ExportParamsSchema } from "@communique/core/contract";
import { type ListedStatement, openStatementStream, type StatementStream } from "@communique/store";
import type { HttpBindings } from "@hono/node-server";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../app-context";
import { errorAnswer, errorBody } from "../errors";
import { APPLIED_HEADERS, appliedHeaders } from "../operations/operation-route";
import { rejectUnknownParams } from "../unknown-params";
import { csvHeader, csvStatement, exportFilename, jsonStatement } from "./export-formats";
import { EXCEL_CELL_LIMIT, XLSX_CONTENT_TYPE, XlsxExportWriter } from "./export-xlsx";
import { ReadPace } from "./read-pace";

export interface ExportOptions {
  productName: string;
  log?: ((message: string) => void) | undefined;
  /**
   * Exports running at once. Each holds a database connection for as long as its client reads,
   * so without a limit a few slow downloads would take the connections searches need.
   */
  maxConcurrent?: number | undefined;
  /** An export whose client has read nothing for this long is ended and its connection freed. */
  stallTimeoutMs?: number | undefined;
  /**
   * An export read more slowly than this (bytes a second, over its last `rateGraceMs`), once
   * `rateGraceMs` have passed, is ended: four readers at 50 KB/s held every export place for
   * over an hour.
   */
  minBytesPerSecond?: number | undefined;
  rateGraceMs?: number | undefined;
}

/** 128 KB/s, a 1 Mbit/s line: a 90 MB export of everything in 12 minutes. */
const MIN_BYTES_PER_SECOND = 128 * 1024;
const RATE_GRACE_MS = 30_000;
/** A client that takes nothing for this long has gone or stalled. */
const STALL_TIMEOUT_MS = 30_000;

/** Characters gathered before a chunk is written: few writes, little held in memory. */
const CHUNK_CHARS = 64 * 1024;

const EXPORT_DESCRIPTION =
  "Every statement matching the search (the parameters of GET /api/search, without page and size): no cap, streamed from the database as it is written, in the chosen order (default recent). A parameter error is a 400 before anything is sent. If the export fails once under way, the connection is closed without completing the transfer, so a client sees an incomplete download rather than a shorter file. A client that takes nothing for 30 s, or that reads under 128 KB/s over 30 s once the first 30 s have passed, is cut off the same way.";

const errorResponses = {
  400: errorAnswer("Invalid parameters"),
  503: errorAnswer("Too many exports running (busy); try again later (see Retry-After)"),
};

const csvRoute = createRoute({
  method: "get",
  path: "/api/search/export.csv",
  operationId: "exportSearchCsv",
  tags: ["Search"],
  summary: "Export a search as CSV",
  description: `${EXPORT_DESCRIPTION} CSV per RFC 4180 (CRLF line ends, fields quoted when they hold a comma, quote or line break), encoded in UTF-8, which the response states twice: Content-Type text/csv; charset=utf-8; header=present, and a byte order mark (EF BB BF) at the start, for spreadsheets that read one and not the other (when importing by hand, choose UTF-8, "Unicode (UTF-8)" or code page 65001). No cell is ever cut; Excel, though, cuts a cell over ${EXCEL_CELL_LIMIT.toLocaleString("en-US")} characters when it opens a CSV, without saying so: for Excel use export.xlsx, which says where it cut, or export.json for whole texts. Columns: id, country_code, country_name (in lang), group, date, date_precision, language, title, url, source, body. A field that begins with =, +, -, @, tab or CR is prefixed with ' so that a spreadsheet shows it as text instead of running it as a formula.`,
  middleware: [rejectUnknownParams(ExportParamsSchema)] as const,
  request: { query: ExportParamsSchema },
  responses: {
    200: {
      description: "The matching statements, one per line after the header",
      headers: APPLIED_HEADERS,
      content: { "text/csv": { schema: z.string() } },
    },
    ...errorResponses,
  },
});

const jsonRoute = createRoute({
  method: "get",
  path: "/api/search/export.json",
  operationId: "exportSearchJson",
  tags: ["Search"],
  summary: "Export a search as JSON",
  description: `${EXPORT_DESCRIPTION} One JSON array of statements, each with its whole text.`,
  middleware: [rejectUnknownParams(ExportParamsSchema)] as const,
  request: { query: ExportParamsSchema },
  responses: {
    200: {
      description: "The matching statements",
      headers: APPLIED_HEADERS,
      content: { "application/json": { schema: z.array(ExportedStatementSchema) } },
    },
    ...errorResponses,
  },
});

const xlsxRoute = createRoute({
  method: "get",
  path: "/api/search/export.xlsx",
  operationId: "exportSearchXlsx",
  tags: ["Search"],
  summary: "Export a search as an Excel workbook",
  description: `${EXPORT_DESCRIPTION} An Office Open XML workbook (.xlsx) with one sheet: a header row, then a row per statement, the CSV's columns and one more, cut. Every cell is text, dates too (a date may be a year or a month, written as in the CSV). Excel holds at most ${EXCEL_CELL_LIMIT} characters in a cell: a longer text is cut there and ends with a notice of how many characters were left out; the cut column names the cells cut, and export.json holds the whole text. Line ends are written as LF (Excel's line break in a cell; XML reads CR as LF anyway), and characters XML forbids (control characters other than tab and line ends) are left out.`,
  middleware: [rejectUnknownParams(ExportParamsSchema)] as const,
  request: { query: ExportParamsSchema },
  responses: {
    200: {
      description: "The matching statements, one per row after the header",
      headers: APPLIED_HEADERS,
      content: { [XLSX_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses,
  },
});

type ExportFormat = "csv" | "json" | "xlsx";

/**
 * Writes an export as statements come: write() takes one and gives the characters it added;
 * take() gives the bytes ready to send (possibly none yet); end() the rest.
 */
interface ExportWriter {
  write(s: ListedStatement): number;
  take(): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  abort(): void;
}

/** A text format: pieces of text, encoded as UTF-8 when taken. */
function textWriter(
  start: string,
  item: (s: ListedStatement, i: number) => string,
  end: string,
): ExportWriter {
  const encoder = new TextEncoder();
  let pending = start;
  let count = 0;
  return {
    write(s) {
      const piece = item(s, count++);
      pending += piece;
      return piece.length;
    },
    async take() {
      const bytes = encoder.encode(pending);
      pending = "";
      return bytes;
    },
    async end() {
      const bytes = encoder.encode(pending + end);
      pending = "";
      return bytes;
    },
    abort() {
      pending = "";
    },
  };
}

const FORMATS: Record<ExportFormat, { contentType: string; writer: () => ExportWriter }> = {
  csv: {
    contentType: "text/csv; charset=utf-8; header=present",
    writer: () => textWriter(csvHeader(), (s) => csvStatement(s), ""),
  },
  json: {
    contentType: "application/json; charset=utf-8",
    writer: () => textWriter("[\n", (s, i) => (i === 0 ? "" : ",\n") + jsonStatement(s), "\n]\n"),
  },
  xlsx: {
    contentType: XLSX_CONTENT_TYPE,
    writer: () => new XlsxExportWriter(),
  },
};

export function registerSearchExports(app: OpenAPIHono<AppEnv>, options: ExportOptions) {
  const maxConcurrent = options.maxConcurrent ?? 4;
  const stallTimeoutMs = options.stallTimeoutMs ?? STALL_TIMEOUT_MS;
  const minBytesPerSecond = options.minBytesPerSecond ?? MIN_BYTES_PER_SECOND;
  const rateGraceMs = options.rateGraceMs ?? RATE_GRACE_MS;
  let running = 0;

  const exportResponse = async (c: Context<AppEnv>, params: ExportParams, format: ExportFormat) => {
    const prepared = await c.get("operations").prepare(params);
    const request = { ...prepared.request, sort: params.sort ?? "recent" };
    const spec = FORMATS[format];
    const headers = {
      ...appliedHeaders(prepared.applied),
      "Content-Type": spec.contentType,
      "Content-Disposition": `attachment; filename="${exportFilename(options.productName, format)}"`,
      "Cache-Control": "no-store",
    };
    // HEAD: the same headers, and no cursor opened for a body nobody would read.
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    if (running >= maxConcurrent) {
      return c.json(
        errorBody("busy", "Too many exports are running at the moment; try again in a minute."),
        503,
        { "Retry-After": "60" },
      );
    }
    running++;
    // A stream that fails to open (a refused query) gives its slot back; onError answers.
    const rows: StatementStream = await openStatementStream(c.get("services").db, request).catch(
      (error: unknown) => {
        running--;
        throw error;
      },
    );

    const writer = spec.writer();
    let count = 0;
    let finished = false;
    let stallTimer: NodeJS.Timeout | undefined;
    const finish = async () => {
      clearTimeout(stallTimer);
      if (finished) return;
      finished = true;
      running--;
      await rows.return();
    };
    /**
     * Ends a transfer so that the client knows it is incomplete: the connection is destroyed
     * before the chunked body's last chunk. Erroring the body stream is not enough under Node:
     * @hono/node-server then writes "Error: <message>" into the body and ends it properly, which
     * a client would take for a complete (if odd) file. In process (no socket), the error is all.
     */
    const abort = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
      writer.abort();
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
      if (outgoing) {
        outgoing.destroy();
        controller.close();
      } else {
        controller.error(error);
      }
    };
    // The path only: searches are not logged (the privacy policy), even when an export fails.
    const path = c.req.path;
    const started = performance.now();
    // Judged over its grace (a second at least: the pace of an instant is nothing).
    const paceWindowMs = Math.max(1_000, rateGraceMs);
    const pace = new ReadPace(paceWindowMs, started);
    let judged = false;
    const body = new ReadableStream<Uint8Array>({
      // Called only when the consumer (the socket, through Node's backpressure) wants more: a
      // slow client slows the cursor; nothing piles up in memory.
      async pull(controller) {
        clearTimeout(stallTimer);
        const now = performance.now();
        const rate = pace.bytesPerSecond(now);
        // From the second chunk on: the first one is asked for before the client can read anything.
        if (judged && now - started >= rateGraceMs && rate < minBytesPerSecond) {
          options.log?.(
            `Export ${path} ended: its client read ${Math.round(rate / 1024)} KB/s over the last ${Math.round(paceWindowMs / 1000)} s, under the minimum of ${Math.round(minBytesPerSecond / 1024)} KB/s`,
          );
          await finish();
          abort(controller, new Error("export read too slowly"));
          return;
        }
        try {
          let bytes: Uint8Array = new Uint8Array();
          // Statements until a chunk's worth is ready (a zip may hold some back for a while).
          while (bytes.length === 0) {
            let chars = 0;
            while (chars < CHUNK_CHARS) {
              const next = await rows.next();
              if (finished) return;
              if (next.done) {
                // The writer ends first: if that fails, the catch below cuts the transfer off.
                const last = await writer.end();
                await finish();
                if (last.length) controller.enqueue(last);
                controller.close();
                return;
              }
              chars += writer.write(next.value);
              count++;
            }
            bytes = await writer.take();
            if (finished) return;
          }
          pace.add(bytes.length, performance.now());
          judged = true;
          controller.enqueue(bytes);
          stallTimer = setTimeout(() => {
            options.log?.(`Export ${path} ended: its client read nothing for ${stallTimeoutMs} ms`);
            void finish();
            abort(controller, new Error("export stalled"));
          }, stallTimeoutMs);
          stallTimer.unref();
        } catch (error) {
          if (finished) return;
          const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
          options.log?.(`Export ${path} failed after ${count} statements: ${reason}`);
          await finish().catch(() => {});
          abort(controller, error);
        }
      },
      // The client went away: close the cursor and give the connection back.
      async cancel() {
        writer.abort();
        await finish();
      },
    });
    return c.body(body, 200, headers);
  };

  app.openapi(csvRoute, (c) => exportResponse(c, c.req.valid("query"), "csv"));
  // A streamed body that the declared schema describes, which the typed c.json() cannot produce.
  app.openapi(xlsxRoute, (c) => exportResponse(c, c.req.valid("query"), "xlsx") as never);
  app.openapi(jsonRoute, (c) => exportResponse(c, c.req.valid("query"), "json") as never);
}
