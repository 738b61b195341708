/**
 * The relevance benchmark's calls to GET /api/search (bench-relevance.ts) and to its export (every
 * match, for recall), and the probe that tells whether the server knows the `translate` parameter
 * (keep: the query as typed; add: also its equivalents in the other languages), which was still
 * being added to the API when this was written.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { TRANSLATE_MODES, type TranslateMode } from "@communique/core/vocabulary";
import { splitLines } from "@communique/ingest";
import { CUTOFF } from "./metrics";
import type { Topic } from "./topics";

/** How a query is searched: as typed, or with its equivalents (the API's translate). */
export type Mode = TranslateMode;
export const MODES: readonly Mode[] = TRANSLATE_MODES;

export interface Answer {
  status: number;
  ids: string[];
  total: number | null;
  error?: string;
}

export function searchParams(
  topic: Pick<Topic, "years">,
  query: string,
  translate: Mode | null,
  size = CUTOFF,
): URLSearchParams {
  const params = new URLSearchParams({ q: query, size: String(size) });
  if (topic.years) {
    params.set("from", `${topic.years[0]}-01-01`);
    params.set("to", `${topic.years[1]}-12-31`);
  }
  if (translate) params.set("translate", translate);
  return params;
}

/** An error answer as "code: message", or the start of a body that is not the API's error JSON. */
function errorOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
    if (parsed.error) return `${parsed.error.code ?? "?"}: ${parsed.error.message ?? ""}`;
  } catch {
    // Not JSON: the raw start of the body it is.
  }
  return body.slice(0, 300);
}

export async function ask(base: string, params: URLSearchParams): Promise<Answer> {
  const response = await fetch(`${base}/api/search?${params}`);
  const body = await response.text();
  if (response.status !== 200) return { status: response.status, ids: [], total: null, error: errorOf(body) };
  const page = JSON.parse(body) as {
    total: number;
    results: { id: string }[];
    partialMatches?: { id: string }[];
  };
  // The page as a reader sees it: the matches, then (fewer than a page of them) the statements
  // with some of the words, which the page lists under them.
  const ids = [...page.results, ...(page.partialMatches ?? [])].map((r) => r.id);
  return { status: 200, ids, total: page.total };
}

export interface ExportAnswer {
  status: number;
  /** Every statement matching the search, in the export's order (most recent first). */
  ids: string[];
  error?: string;
}

/**
 * The ids of every statement a search matches, from one streamed GET /api/search/export.json
 * with the search's parameters (paging dropped): searches page at most 10,000 results, 100 at a
 * time, the export has no cap. The export writes one statement a line (JSON.stringify leaves no
 * line break inside one) between "[" and "]", a comma after each but the last; the bodies come
 * along and are dropped as they are read. A transfer the server cuts short (it does so when the
 * export fails under way) has no closing "]" and is reported as an error.
 */
export async function exportIds(base: string, params: URLSearchParams): Promise<ExportAnswer> {
  const query = new URLSearchParams(params);
  query.delete("size");
  query.delete("page");
  const response = await fetch(`${base}/api/search/export.json?${query}`);
  if (response.status !== 200 || !response.body)
    return { status: response.status, ids: [], error: errorOf(await response.text()) };
  const ids: string[] = [];
  let closed = false;
  try {
    // fetch's body is Node's own web stream; only the DOM and Node typings of it differ.
    for await (const line of splitLines(Readable.fromWeb(response.body as NodeReadableStream))) {
      if (line.startsWith("{")) ids.push((JSON.parse(line.replace(/,$/, "")) as { id: string }).id);
      else if (line === "]") closed = true;
    }
  } catch (error) {
    return { status: 200, ids, error: `export cut off: ${error instanceof Error ? error.message : error}` };
  }
  return closed ? { status: 200, ids } : { status: 200, ids, error: "export cut off: no closing ]" };
}

export interface TranslateSupport {
  /** `translate` is among the documented parameters of GET /api/search (/api/openapi.json). */
  documented: boolean;
  keep: { status: number; error?: string };
  add: { status: number; error?: string };
  /** translate=keep is sent (else no parameter: the server's default, which is to keep). */
  sendKeep: boolean;
  /** translate=add answered 200. */
  addAnswered: boolean;
  /** Set after the run: every add answer was the same as keep's. */
  addSameAsKeep?: boolean;
  summary: string;
}

export async function probeTranslate(base: string): Promise<TranslateSupport> {
  let documented = false;
  try {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      paths?: Record<string, { get?: { parameters?: { name?: string }[] } }>;
    };
    documented = (doc.paths?.["/api/search"]?.get?.parameters ?? []).some((p) => p.name === "translate");
  } catch {
    // No OpenAPI description: "not documented".
  }
  const probe = async (mode: Mode) => {
    const answer = await ask(base, new URLSearchParams({ q: "climate", size: "1", translate: mode }));
    return answer.error ? { status: answer.status, error: answer.error } : { status: answer.status };
  };
  const keep = await probe("keep");
  const add = await probe("add");
  const sendKeep = keep.status === 200;
  const addAnswered = add.status === 200;
  let summary: string;
  if (add.status === 400)
    summary = `the server answers 400 for translate=add (${add.error}): no "add" figures; keep is measured${
      sendKeep ? " with translate=keep" : " without the parameter (translate=keep is refused too)"
    }`;
  else if (!addAnswered) summary = `translate=add answered ${add.status} (${add.error}): no "add" figures`;
  else if (!documented)
    summary =
      "translate is not among the documented parameters of GET /api/search (/api/openapi.json): the server probably ignores it; see whether add differs from keep below";
  else summary = "translate=keep and translate=add are both documented and answered";
  return { documented, keep, add, sendKeep, addAnswered, summary };
}
