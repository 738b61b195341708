import { parseCrawlUrl } from "./crawl-url";
import type { HopFailure } from "./fetch-result";
import type { RawResponse } from "./http-exchange";
import { REDIRECT_STATUSES } from "./page-response";
import { readBody } from "./read-body";
import type { RobotsFileResult } from "./robots-cache";

/** Sends a GET through the politeness scheduler and the guarded agent (see polite-fetcher.ts). */
export type ScheduledExchange = <T>(
  url: URL,
  handle: (response: RawResponse) => Promise<T>,
) => Promise<T | HopFailure>;

export interface RobotsFileOptions {
  send: ScheduledExchange;
  maxBytes: number;
  maxRedirects: number;
}

/**
 * Fetches an origin's robots.txt and says what its answer means under RFC 9309 §2.3.1: redirects
 * followed (five, across hosts, the rules still applying to the first origin), 4xx is "no file",
 * 5xx and failures are "unreachable". A file over the size limit is cut at its last whole line.
 */
export function createRobotsFileFetcher(
  options: RobotsFileOptions,
): (robotsUrl: string) => Promise<RobotsFileResult> {
  return async (robotsUrl) => {
    let url = parseCrawlUrl(robotsUrl);
    for (let hop = 0; hop <= options.maxRedirects; hop++) {
      if (typeof url === "string") return { kind: "unavailable", detail: url };
      const answer = await options.send(url, (response) => interpret(response, options.maxBytes));
      if ("outcome" in answer) {
        return { kind: "unreachable", detail: `${answer.reason}: ${answer.message}`, cause: answer.reason };
      }
      if (answer.kind !== "redirect") return answer;
      url = parseCrawlUrl(answer.location, url.href);
    }
    return { kind: "unavailable", detail: `more than ${options.maxRedirects} redirects` };
  };
}

async function interpret(
  response: RawResponse,
  maxBytes: number,
): Promise<RobotsFileResult | { kind: "redirect"; location: string }> {
  const { status } = response;
  const location = response.header("location");
  if (REDIRECT_STATUSES.has(status) && location) return { kind: "redirect", location };
  // 429 is a 4xx, but it means "too busy", not "no file": treat it like a 5xx.
  if (status === 429 || status >= 500)
    return { kind: "unreachable", detail: `HTTP ${status}`, cause: "http-error" };
  if (status < 200 || status > 299) return { kind: "unavailable", detail: `HTTP ${status}` };
  const read = await readBody(response.body, {
    maxBytes,
    contentEncoding: response.header("content-encoding"),
    overLimit: "truncate",
  });
  if (!read.ok) return { kind: "unavailable", detail: "unreadable" };
  const text = new TextDecoder("utf-8").decode(read.bytes);
  return { kind: "found", text: read.truncated ? text.slice(0, text.lastIndexOf("\n") + 1) : text };
}
