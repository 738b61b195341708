import { createHash } from "node:crypto";
import { countryName, getLanguage, groupName } from "@communique/core";
import {
  type ListedStatement,
  type ListRequest,
  listSortOf,
  listStatements,
  openStatementStream,
  SORT_ORDERS,
  type StatementStream,
  StopWordsOnlyError,
} from "@communique/store";
import type { HttpBindings } from "@hono/node-server";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError, ErrorResponseSchema, errorBody } from "../api-error";
import type { AppEnv } from "../app-context";
import { atomEntry, renderAtomFeed } from "./atom-feed";
import { csvHeader, csvStatement, exportFilename, jsonStatement } from "./export-formats";
import { CountryRefSchema } from "./schemas";
import { type SearchParams, SearchParamsSchema, toSearchRequest } from "./search-params";

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
}

/** Entries in a search's Atom feed: its most recent matches. */
export const FEED_SIZE = 50;
const FEED_MAX_AGE_SECONDS = 300;
/** Characters gathered before a chunk is written: few writes, little held in memory. */
const CHUNK_CHARS = 64 * 1024;

const SearchFilterParams = SearchParamsSchema.omit({ page: true, size: true, sort: true });

const ExportParamsSchema = SearchFilterParams.extend({
  sort: z.enum(SORT_ORDERS).optional().openapi({
    description:
      "Default recent. relevance is accepted and exports by date, most recent first: search ranks only its 500 most recent matches, and ranking every match of an export would read each one's whole index entry.",
  }),
});

const FeedParamsSchema = SearchFilterParams;

const ExportedStatementSchema = z
  .object({
    id: z.string(),
    country: CountryRefSchema,
    date: z.string().openapi({ description: "YYYY, YYYY-MM or YYYY-MM-DD, as precise as the source." }),
    datePrecision: z.enum(["day", "month", "year"]),
    language: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    source: z.string(),
    body: z.string().openapi({ description: "The whole text." }),
  })
  .openapi("ExportedStatement");

const EXPORT_DESCRIPTION =
  "Every statement matching the search (the parameters of GET /api/search, without page and size): no cap, streamed from the database as it is written, in the chosen order (default recent). A parameter error is a 400 before anything is sent. If the export fails once under way, the connection is closed without completing the transfer, so a client sees an incomplete download rather than a shorter file.";

const errorResponses = {
  400: {
    description: "Invalid parameters",
    content: { "application/json": { schema: ErrorResponseSchema } },
  },
  503: {
    description: "Too many exports running; try again later (see Retry-After)",
    content: { "application/json": { schema: ErrorResponseSchema } },
  },
} as const;

const csvRoute = createRoute({
  method: "get",
  path: "/api/search/export.csv",
  tags: ["Search"],
  summary: "Export a search as CSV",
  description: `${EXPORT_DESCRIPTION} CSV per RFC 4180 (CRLF line ends, fields quoted when they hold a comma, quote or line break), UTF-8 with a byte order mark so spreadsheets read every script. Columns: id, country_code, country_name (in lang), group, date, date_precision, language, title, url, source, body. A field that begins with =, +, -, @, tab or CR is prefixed with ' so that a spreadsheet shows it as text instead of running it as a formula.`,
  request: { query: ExportParamsSchema },
  responses: {
    200: {
      description: "The matching statements, one per line after the header",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errorResponses,
  },
});

const jsonRoute = createRoute({
  method: "get",
  path: "/api/search/export.json",
  tags: ["Search"],
  summary: "Export a search as JSON",
  description: `${EXPORT_DESCRIPTION} One JSON array of statements, each with its whole text.`,
  request: { query: ExportParamsSchema },
  responses: {
    200: {
      description: "The matching statements",
      content: { "application/json": { schema: z.array(ExportedStatementSchema) } },
    },
    ...errorResponses,
  },
});

const feedRoute = createRoute({
  method: "get",
  path: "/api/search/feed.atom",
  tags: ["Search"],
  summary: "Follow a search (Atom feed)",
  description: `An Atom 1.0 feed of the ${FEED_SIZE} most recent statements matching the search (the filter parameters of GET /api/search; always by date), to follow a theme in any feed reader without an account. Each entry links to the statement's page on the site (alternate) and to the original (related); its author is the issuing country; updated is when the statement entered the index, published its date when the source gives the day. Cached ${FEED_MAX_AGE_SECONDS / 60} minutes, with an ETag.`,
  request: { query: FeedParamsSchema },
  responses: {
    200: {
      description: "The feed",
      content: { "application/atom+xml": { schema: z.string() } },
    },
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorResponses[400],
  },
});

type ExportFormat = "csv" | "json";

const FORMATS: Record<
  ExportFormat,
  { contentType: string; start: string; item: (s: ListedStatement, i: number) => string; end: string }
> = {
  csv: {
    contentType: "text/csv; charset=utf-8; header=present",
    start: csvHeader(),
    item: (s) => csvStatement(s),
    end: "",
  },
  json: {
    contentType: "application/json; charset=utf-8",
    start: "[\n",
    item: (s, i) => (i === 0 ? "" : ",\n") + jsonStatement(s),
    end: "\n]\n",
  },
};

export function registerSearchExports(app: OpenAPIHono<AppEnv>, options: ExportOptions) {
  const maxConcurrent = options.maxConcurrent ?? 4;
  const stallTimeoutMs = options.stallTimeoutMs ?? 120_000;
  let running = 0;

  const exportResponse = async (
    c: Context<AppEnv>,
    params: z.infer<typeof ExportParamsSchema>,
    format: ExportFormat,
  ) => {
    const request = listRequest(params);
    const spec = FORMATS[format];
    const headers = {
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
    let rows: StatementStream;
    try {
      rows = await openStatementStream(c.get("services").db, request);
    } catch (error) {
      running--;
      if (error instanceof StopWordsOnlyError) throw new ApiError(400, error.code, error.message);
      throw error;
    }

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
    const encoder = new TextEncoder();
    /**
     * Ends a transfer so that the client knows it is incomplete: the connection is destroyed
     * before the chunked body's last chunk. Erroring the body stream is not enough under Node:
     * @hono/node-server then writes "Error: <message>" into the body and ends it properly, which
     * a client would take for a complete (if odd) file. In process (no socket), the error is all.
     */
    const abort = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
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
    const body = new ReadableStream<Uint8Array>({
      // Called only when the consumer (the socket, through Node's backpressure) wants more: a
      // slow client slows the cursor; nothing piles up in memory.
      async pull(controller) {
        clearTimeout(stallTimer);
        try {
          let chunk = count === 0 ? spec.start : "";
          while (chunk.length < CHUNK_CHARS) {
            const next = await rows.next();
            if (finished) return;
            if (next.done) {
              await finish();
              controller.enqueue(encoder.encode(chunk + spec.end));
              controller.close();
              return;
            }
            chunk += spec.item(next.value, count++);
          }
          controller.enqueue(encoder.encode(chunk));
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
        await finish();
      },
    });
    return c.body(body, 200, headers);
  };

  app.openapi(csvRoute, (c) => exportResponse(c, c.req.valid("query"), "csv"));
  // A streamed body that the declared schema describes, which the typed c.json() cannot produce.
  app.openapi(jsonRoute, (c) => exportResponse(c, c.req.valid("query"), "json") as never);

  app.openapi(feedRoute, async (c) => {
    const params = c.req.valid("query");
    const request: ListRequest = { ...listRequest(params), sort: "recent" };
    let statements: Awaited<ReturnType<typeof listStatements>>;
    try {
      statements = await listStatements(c.get("services").db, request, FEED_SIZE);
    } catch (error) {
      if (error instanceof StopWordsOnlyError) throw new ApiError(400, error.code, error.message);
      throw error;
    }
    const url = new URL(c.req.url);
    const origin = url.origin;
    const query = canonicalQuery(url.searchParams);
    const selfUrl = `${origin}${url.pathname}${query ? `?${query}` : ""}`;
    const pageQuery = new URLSearchParams(query);
    pageQuery.delete("lang");
    pageQuery.set("sort", "recent");
    const xml = renderAtomFeed({
      id: selfUrl,
      title: feedTitle(options.productName, params, request),
      lang: request.lang,
      selfUrl,
      searchPageUrl: `${origin}/${request.lang}/search?${pageQuery}`,
      productName: options.productName,
      entries: statements.map((s) => atomEntry(s, origin, request.lang)),
    });
    const etag = `"${createHash("sha256").update(xml).digest("base64url").slice(0, 32)}"`;
    const headers = {
      ETag: etag,
      "Cache-Control": `public, max-age=${FEED_MAX_AGE_SECONDS}`,
    };
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
    return c.body(xml, 200, { ...headers, "Content-Type": "application/atom+xml; charset=utf-8" });
  });
}

/** The search's request, validated like /api/search's; its page and size are not used. */
function listRequest(params: Omit<SearchParams, "page" | "size">): ListRequest {
  const { notices: _notices, page: _page, size: _size, ...request } = toSearchRequest(params);
  return { ...request, sort: listSortOf(params.sort ?? "recent") };
}

/**
 * The feed's parameters in a fixed order without empty values or those it ignores, so that one
 * search has one feed id whatever order its address lists them in.
 */
function canonicalQuery(params: URLSearchParams): string {
  const kept = [...params].filter(
    ([name, value]) => value !== "" && name in FeedParamsSchema.shape && name !== "lang",
  );
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const lang = params.get("lang");
  if (lang) kept.push(["lang", lang]);
  return new URLSearchParams(kept).toString();
}

/** `Communiqué: "climate change" (France, 2024-01-01–2024-12-31)`, names in the feed's language. */
export function feedTitle(
  productName: string,
  params: Pick<SearchParams, "q" | "all" | "exact" | "any" | "none" | "period">,
  request: ListRequest,
): string {
  const words = (value: string | undefined) => value?.trim().split(/\s+/).filter(Boolean) ?? [];
  const text = [
    ...words(params.q),
    ...words(params.all),
    ...(params.exact?.trim() ? [`"${params.exact.trim()}"`] : []),
    words(params.any).join(" OR "),
    ...words(params.none).map((word) => `-${word}`),
  ].filter(Boolean);
  const { lang } = request;
  const filters = [
    ...request.countries.map((code) => countryName(code, lang)),
    ...request.groups.map((slug) => groupName(slug, lang)),
    ...request.languages.map((code) => getLanguage(code).name),
    params.period ?? (request.from || request.to ? `${request.from ?? "…"}–${request.to ?? "…"}` : ""),
  ].filter(Boolean);
  let title = productName;
  // In quotes, unless it has its own (a phrase): quotes within quotes would read as a mess.
  const searched = text.join(" ");
  if (searched) title += searched.includes('"') ? `: ${searched}` : `: "${searched}"`;
  if (filters.length) title += ` (${filters.join(", ")})`;
  return title;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
