import type { ServerResponse } from "node:http";
import {
  BROKEN_ROOT,
  brokenArticle,
  brokenListing,
  CHARSET_PAGES,
  unclosedMarkupPage,
  undatedPage,
} from "./broken-pages";
import { BROKEN_STATEMENTS, CHARSET_STATEMENTS, FUTURE_STATEMENT } from "./content/broken";
import type { FixtureStatement } from "./content/ministry-content";
import { type Handler, HTML, notFound, pause, redirect, send, sendDocument } from "./http/responses";
import type { ListingLink } from "./markup/layouts";
import { publishedAt } from "./written-dates";

/** How the broken ministry misbehaves; every value can be set through the site's options. */
export interface BrokenBehaviour {
  /** /broken/slow: how long before the status line and headers. */
  headersDelayMs: number;
  /** /broken/trickle: the page sent in this many pieces, one every interval. */
  trickleChunks: number;
  trickleIntervalMs: number;
  /** /broken/huge and /broken/huge-declared: body size, over the fetcher's 10 MiB default. */
  hugeBytes: number;
  /** /broken/flaky: this many 500s before it answers. */
  flakyFailures: number;
  /** ISO date of /broken/statements/future-date, after "now". */
  futureDate: string;
}

/** More than the fetcher's default of 5 redirects. */
export const REDIRECT_CHAIN_LENGTH = 7;
export const PRIVATE_TARGETS = {
  "to-private": "http://10.0.0.1/statements/today",
  "to-metadata": "http://169.254.169.254/latest/meta-data/",
} as const;

const S = BROKEN_STATEMENTS;
const statementPath = (s: FixtureStatement) => `${BROKEN_ROOT}/statements/${s.slug}`;
const link = (href: string, title: string, iso: string): ListingLink => ({ href, title, iso });

/** The broken listing: each item leads to one fault. */
export function brokenLinks(behaviour: BrokenBehaviour): ListingLink[] {
  const charset = Object.values(CHARSET_STATEMENTS).map((s) => link(statementPath(s), s.title, s.date));
  return [
    link(statementPath(FUTURE_STATEMENT), FUTURE_STATEMENT.title, behaviour.futureDate),
    link(statementPath(S.unclosedMarkup), S.unclosedMarkup.title, S.unclosedMarkup.date),
    ...charset,
    link(`${BROKEN_ROOT}/slow`, S.slow.title, S.slow.date),
    link(`${BROKEN_ROOT}/trickle`, S.trickle.title, S.trickle.date),
    link(`${BROKEN_ROOT}/loop-a`, "Archived statement (moved)", "2022-04-20"),
    link(`${BROKEN_ROOT}/chain/1`, S.endOfChain.title, S.endOfChain.date),
    link(`${BROKEN_ROOT}/huge`, "Annual report of the ministry", "2022-02-01"),
    link(`${BROKEN_ROOT}/huge-declared`, "Annual report of the ministry (annexes)", "2022-02-01"),
    link(`${BROKEN_ROOT}/to-private`, "Statement on the intranet", "2022-01-18"),
    link(`${BROKEN_ROOT}/to-metadata`, "Statement in the cloud", "2022-01-17"),
    link(`${BROKEN_ROOT}/gone`, "Withdrawn statement", "2021-12-01"),
    link(`${BROKEN_ROOT}/flaky`, S.flaky.title, S.flaky.date),
    link(statementPath(S.undated), S.undated.title, "2021-11-02"),
    link(`/private/${S.privateNote.slug}`, S.privateNote.title, S.privateNote.date),
  ];
}

export function brokenRoute(
  behaviour: BrokenBehaviour,
  counters: { flaky: number },
  pathname: string,
): Handler | undefined {
  if (!pathname.startsWith(`${BROKEN_ROOT}/`)) return undefined;
  const rest = pathname.slice(BROKEN_ROOT.length + 1);
  const chain = /^chain\/(\d+)$/.exec(rest)?.[1];
  if (chain) {
    const step = Number(chain);
    if (step < 1 || step > REDIRECT_CHAIN_LENGTH) return undefined;
    const next =
      step < REDIRECT_CHAIN_LENGTH ? `${BROKEN_ROOT}/chain/${step + 1}` : statementPath(S.endOfChain);
    return (_req, res) => redirect(res, next);
  }
  const slug = /^statements\/([\w-]+)$/.exec(rest)?.[1];
  if (slug) return statementRoute(behaviour, slug);
  switch (rest) {
    case "news":
      return (req, res) =>
        sendDocument(req, res, { body: brokenListing(brokenLinks(behaviour)), contentType: HTML });
    case "slow":
      return async (_req, res) => {
        await pause(res, behaviour.headersDelayMs);
        if (!res.destroyed) send(res, 200, brokenArticle(S.slow, `${BROKEN_ROOT}/slow`), HTML);
      };
    case "trickle":
      return (_req, res) => trickle(res, brokenArticle(S.trickle, `${BROKEN_ROOT}/trickle`), behaviour);
    case "loop-a":
      return (_req, res) => redirect(res, `${BROKEN_ROOT}/loop-b`);
    case "loop-b":
      return (_req, res) => redirect(res, `${BROKEN_ROOT}/loop-a`);
    case "huge":
      return (_req, res) => streamHuge(res, behaviour.hugeBytes, false);
    case "huge-declared":
      return (_req, res) => streamHuge(res, behaviour.hugeBytes, true);
    case "to-private":
    case "to-metadata":
      return (_req, res) => redirect(res, PRIVATE_TARGETS[rest]);
    case "gone":
      return (_req, res) => notFound(res);
    case "flaky":
      return (req, res) => {
        counters.flaky++;
        if (counters.flaky <= behaviour.flakyFailures) {
          send(
            res,
            500,
            "<!DOCTYPE html><title>Internal Server Error</title><h1>Internal Server Error</h1>",
            HTML,
          );
        } else {
          sendArticle(req, res, S.flaky, `${BROKEN_ROOT}/flaky`);
        }
      };
  }
  return undefined;
}

function statementRoute(behaviour: BrokenBehaviour, slug: string): Handler | undefined {
  const encoded = CHARSET_PAGES[slug];
  if (encoded) {
    return (_req, res) => {
      const page = encoded();
      send(res, 200, page.bytes, page.contentType);
    };
  }
  switch (slug) {
    case S.unclosedMarkup.slug:
      return (req, res) => sendDocument(req, res, { body: unclosedMarkupPage(), contentType: HTML });
    case S.undated.slug:
      // No Last-Modified either: nothing on or about the page gives a date.
      return (req, res) => sendDocument(req, res, { body: undatedPage(), contentType: HTML });
    case S.endOfChain.slug:
      return (req, res) => sendArticle(req, res, S.endOfChain, statementPath(S.endOfChain));
    case FUTURE_STATEMENT.slug:
      return (req, res) =>
        sendArticle(
          req,
          res,
          { ...FUTURE_STATEMENT, date: behaviour.futureDate },
          statementPath(FUTURE_STATEMENT),
        );
  }
  return undefined;
}

function sendArticle(
  req: Parameters<Handler>[0],
  res: ServerResponse,
  statement: FixtureStatement,
  path: string,
): void {
  sendDocument(req, res, {
    body: brokenArticle(statement, path),
    contentType: HTML,
    lastModified: publishedAt(statement.date, "+02:00"),
  });
}

async function trickle(res: ServerResponse, page: string, behaviour: BrokenBehaviour): Promise<void> {
  const bytes = Buffer.from(page);
  const size = Math.ceil(bytes.length / behaviour.trickleChunks);
  res.writeHead(200, { "content-type": HTML });
  for (let start = 0; start < bytes.length && !res.destroyed; start += size) {
    if (start > 0) await pause(res, behaviour.trickleIntervalMs);
    if (!res.destroyed) res.write(bytes.subarray(start, start + size));
  }
  if (!res.destroyed) res.end();
}

const FILLER = Buffer.from(
  `<p>${"Annex of the annual report of the fictional Ministry of Foreign Affairs of Tesseria. ".repeat(12)}</p>\n`.repeat(
    64,
  ),
);

/** Streamed a piece at a time, waiting for the socket to drain: the whole body never exists at once. */
async function streamHuge(res: ServerResponse, total: number, declareLength: boolean): Promise<void> {
  const head = Buffer.from(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Annual report</title></head><body>\n',
  );
  res.writeHead(200, { "content-type": HTML, ...(declareLength ? { "content-length": String(total) } : {}) });
  let sent = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      sent += chunk.length;
      if (res.write(chunk)) resolve();
      else {
        const done = () => {
          res.off("drain", done);
          res.off("close", done);
          resolve();
        };
        res.once("drain", done);
        res.once("close", done);
      }
    });
  await write(head.subarray(0, Math.min(head.length, total)));
  while (sent < total && !res.destroyed)
    await write(FILLER.subarray(0, Math.min(FILLER.length, total - sent)));
  if (!res.destroyed) res.end();
}
