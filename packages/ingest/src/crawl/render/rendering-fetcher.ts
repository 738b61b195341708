import type { FetchOutcome } from "../fetch/fetch-result";
import type { PageRequest, PoliteFetcher } from "../fetch/polite-fetcher";
import type { BlockedRequest, PageRenderer } from "./page-renderer";

/** What the rendered pages of a source showed that the statements do not: for its health. */
export interface RenderObserver {
  /** Each request a page wanted and did not get: a host missing from staticHosts shows here. */
  refused?: (request: BlockedRequest) => void;
  /** An error a page's script threw: the front end is broken, whatever the page still shows. */
  scriptError?: (pageUrl: string, message: string) => void;
}

export interface RenderedSource {
  /** The listing's address: its host may be reached from every page of the source. */
  url: string;
  staticHosts?: readonly string[] | undefined;
}

/**
 * The polite fetcher of a source whose pages are built by scripts: an HTML page is fetched as
 * usual (robots.txt, redirects, limits), then rendered, and the crawler reads the DOM the scripts
 * built. Anything else (a PDF, a feed) is answered as fetched. Never conditional: a JavaScript
 * front end's shell stays the same when the statements it loads change.
 */
export function renderingFetcher(
  fetcher: PoliteFetcher,
  renderer: PageRenderer,
  source: RenderedSource,
  observer: RenderObserver = {},
): PoliteFetcher {
  const fetchPage = async (url: string, request: PageRequest = {}): Promise<FetchOutcome> => {
    const outcome = await fetcher.fetchPage(url, request.signal ? { signal: request.signal } : {});
    if (outcome.outcome !== "fetched" || outcome.body.type !== "text") return outcome;
    if (outcome.kind !== "html" && outcome.kind !== "xhtml") return outcome;
    const rendered = await renderer.render({
      document: { url: outcome.url, html: outcome.body.text },
      sourceUrl: source.url,
      staticHosts: source.staticHosts ?? [],
      ...(request.signal ? { signal: request.signal } : {}),
    });
    for (const request of rendered.blocked) observer.refused?.(request);
    for (const message of rendered.scriptErrors) observer.scriptError?.(outcome.url, message);
    if (!rendered.ok) {
      return {
        outcome: "failed",
        reason: rendered.reason,
        message: `rendering ${outcome.url}: ${rendered.message}`,
        url: outcome.url,
        redirects: outcome.redirects,
        attempts: 1,
      };
    }
    return {
      ...outcome,
      kind: "html",
      etag: undefined,
      lastModified: undefined,
      byteLength: Buffer.byteLength(rendered.html),
      body: {
        type: "text",
        text: rendered.html,
        encoding: "utf-8",
        encodingSource: outcome.body.encodingSource,
      },
    };
  };
  return { ...fetcher, fetchPage };
}
