/**
 * The relevance benchmark's calls to GET /api/search (bench-relevance.ts), and the probe that tells
 * whether the server knows the `translate` parameter (keep: the query as typed; add: also its
 * equivalents in the other languages), which was still being added to the API when this was
 * written.
 */
import { CUTOFF } from "./metrics";
import type { Topic } from "./topics";

export type Mode = "keep" | "add";
export const MODES: readonly Mode[] = ["keep", "add"];

export interface Answer {
  status: number;
  ids: string[];
  total: number | null;
  error?: string;
}

export function searchParams(topic: Topic, query: string, translate: Mode | null): URLSearchParams {
  const params = new URLSearchParams({ q: query, size: String(CUTOFF) });
  if (topic.years) {
    params.set("from", `${topic.years[0]}-01-01`);
    params.set("to", `${topic.years[1]}-12-31`);
  }
  if (translate) params.set("translate", translate);
  return params;
}

export async function ask(base: string, params: URLSearchParams): Promise<Answer> {
  const response = await fetch(`${base}/api/search?${params}`);
  const body = await response.text();
  if (response.status !== 200) {
    let error = body.slice(0, 300);
    try {
      const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } };
      if (parsed.error) error = `${parsed.error.code ?? "?"}: ${parsed.error.message ?? ""}`;
    } catch {
      // Not JSON: the raw start of the body it is.
    }
    return { status: response.status, ids: [], total: null, error };
  }
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
