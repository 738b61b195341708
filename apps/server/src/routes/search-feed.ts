import { countryName, FEED_SIZE, getLanguage, groupName } from "@communique/core";
import {
  type FeedParams,
  FeedParamsSchema,
  issuerSelection,
  type SearchFilters,
} from "@communique/core/contract";
import { listStatements } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { APPLIED_HEADERS, appliedHeaders } from "../operations/operation-route";
import { publicOrigin } from "../public-origin";
import { rejectUnknownParams } from "../unknown-params";
import { atomEntry, renderAtomFeed } from "./atom-feed";

const FEED_PATH = "/api/search/feed.atom";
const FEED_MAX_AGE_SECONDS = 300;

const feedRoute = createRoute({
  method: "get",
  path: FEED_PATH,
  operationId: "getSearchFeed",
  tags: ["Search"],
  summary: "Follow a search (Atom feed)",
  description: `An Atom 1.0 feed of the ${FEED_SIZE} most recent statements matching the search (the filter parameters of GET /api/search; always by date), to follow a theme in any feed reader without an account. Each entry links to the statement's page on the site (alternate) and to the original (related); its author is the issuing country; published is its date when the source gives the day (none for a statement dated by its month or year: no day is made up), and its summary begins with the date as precise as it is known; updated is the statement's last change in the index (an unchanged re-import keeps it), never before published, and the feed's updated is its latest entry's. Cached ${FEED_MAX_AGE_SECONDS / 60} minutes, with an ETag.`,
  middleware: [rejectUnknownParams(FeedParamsSchema)] as const,
  request: { query: FeedParamsSchema },
  responses: {
    200: {
      description: "The feed",
      headers: APPLIED_HEADERS,
      content: { "application/atom+xml": { schema: z.string() } },
    },
    304: { description: "Unchanged since the ETag given in If-None-Match" },
    400: errorAnswer("Invalid parameters"),
  },
});

export function registerSearchFeed(
  app: OpenAPIHono<AppEnv>,
  options: { productName: string; publicOrigin?: string | undefined },
) {
  // The ETag is the feed's digest: a reader polling an unchanged search gets a 304.
  // Weak: the compressed and plain bodies differ byte for byte (compression marks it weak anyway).
  app.use(FEED_PATH, etag({ weak: true }));
  app.openapi(feedRoute, async (c) => {
    const params = c.req.valid("query");
    const prepared = await c.get("operations").prepare(params);
    const request = { ...prepared.request, sort: "recent" as const };
    const statements = await listStatements(c.get("services").db, request, FEED_SIZE);
    const url = new URL(c.req.url);
    const origin = publicOrigin(c, options.publicOrigin);
    const query = canonicalQuery(url.searchParams);
    const selfUrl = `${origin}${url.pathname}${query ? `?${query}` : ""}`;
    const pageQuery = new URLSearchParams(query);
    pageQuery.delete("lang");
    pageQuery.set("sort", "recent");
    const xml = renderAtomFeed({
      id: selfUrl,
      title: feedTitle(options.productName, params, request.filters),
      lang: request.lang,
      selfUrl,
      searchPageUrl: `${origin}/${request.lang}/search?${pageQuery}`,
      productName: options.productName,
      entries: statements.map((s) => atomEntry(s, origin, request.lang)),
    });
    return c.body(xml, 200, {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${FEED_MAX_AGE_SECONDS}`,
      ...appliedHeaders(prepared.applied),
    });
  });
}

/** The names the feed's schema accepts: anything else in the address is not part of its id. */
const FEED_PARAM_NAMES = new Set(Object.keys(FeedParamsSchema.in.shape));

/**
 * The feed's parameters in a fixed order without empty values or those it ignores, so that one
 * search has one feed id whatever order its address lists them in.
 */
function canonicalQuery(params: URLSearchParams): string {
  const kept = [...params].filter(
    // sort is taken but means nothing (always by date): not part of the feed's id.
    ([name, value]) => value !== "" && FEED_PARAM_NAMES.has(name) && name !== "lang" && name !== "sort",
  );
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const lang = params.get("lang");
  if (lang) kept.push(["lang", lang]);
  return new URLSearchParams(kept).toString();
}

/** `Communiqué: "climate change" (France, 2024-01-01–2024-12-31)`, names in the feed's language. */
export function feedTitle(productName: string, params: FeedParams, filters: SearchFilters): string {
  const words = (value: string) => value.split(/\s+/).filter(Boolean);
  const text = [
    ...words(params.q),
    ...words(params.all),
    ...(params.exact.trim() ? [`"${params.exact.trim()}"`] : []),
    words(params.any).join(" OR "),
    ...words(params.none).map((word) => `-${word}`),
  ].filter(Boolean);
  const { lang } = params;
  const names = [
    // The issuers as they count: a group narrowed by its chosen members is named by them alone.
    ...filters.countries.map((code) => countryName(code, lang)),
    ...issuerSelection(filters).wholeGroups.map((slug) => groupName(slug, lang)),
    ...filters.languages.map((code) => getLanguage(code).name),
    filters.period ?? (filters.from || filters.to ? `${filters.from ?? "…"}–${filters.to ?? "…"}` : ""),
  ].filter(Boolean);
  let title = productName;
  // In quotes, unless it has its own (a phrase): quotes within quotes would read as a mess.
  const searched = text.join(" ");
  if (searched) title += searched.includes('"') ? `: ${searched}` : `: "${searched}"`;
  if (names.length) title += ` (${names.join(", ")})`;
  return title;
}
