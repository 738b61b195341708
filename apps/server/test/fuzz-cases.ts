import { seededRandom } from "@communique/core/testing";

/**
 * The fuzzer's requests (apps/server/src/fuzz.test.ts; the soak benchmark sends them too): every
 * operation of the OpenAPI document and every page of the site, with methods, bytes (NUL, lone
 * surrogates and broken UTF-8, percent-encoded), huge and repeated parameters, numbers and dates
 * out of range, query syntax, bad JSON, media types and headers. Seeded: the same seed gives the
 * same requests.
 */
/** Values already percent-encoded where they must be (a lone surrogate has no UTF-8 of its own). */
const VALUES = [
  "",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%FF%FE",
  "%C0%80",
  "%E2%80%AE",
  "%F0%9F%98%80",
  encodeURIComponent("فرنسا"),
  encodeURIComponent("气候变化"),
  encodeURIComponent("Франция"),
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "2020-13-45",
  "2020-02-30",
  "x",
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent("!&|:*()<->"),
  encodeURIComponent('"unclosed'),
  encodeURIComponent("../../etc/passwd"),
  encodeURIComponent("<script>alert(1)</script>"),
  "a".repeat(5000),
  encodeURIComponent("peace ".repeat(300)),
  "%",
  "%zz",
  "true",
  "lang:en",
];

const PARAMETERS = [
  "q",
  "all",
  "exact",
  "any",
  "none",
  "country",
  "group",
  "language",
  "from",
  "to",
  "sort",
  "page",
  "size",
  "lang",
  "translate",
  "omit",
  "interval",
  "format",
  "terms",
  "id",
  "limit",
];

const PAGES = [
  "/",
  "/en",
  "/ar",
  "/zh/search",
  "/en/search",
  "/ru/about",
  "/es/analytics",
  "/fr/analytics-tool",
  "/en/coverage",
  "/en/report",
  "/en/statements/fx-en-1",
  "/en/statements/{}",
  "/ar/statements/{}",
  "/en/privacy",
  "/en/{}",
  "/{}",
];

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** Media types as clients send them, right and wrong (a malformed one was a 500: issue 35). */
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;;;",
  "application/json; charset=utf-16",
  'application/json; charset="',
  "application/json; charset=x-unknown",
  "application/jsonx",
  "text/json",
  "multipart/form-data; boundary=",
  "multipart/form-data",
  "application/x-www-form-urlencoded",
  "text/plain",
  "*/*",
  ";",
  "",
];

const BODIES: { type?: string; body: string }[] = [
  { type: "application/json", body: "{" },
  { type: "application/json", body: "" },
  { type: "application/json", body: '{"title": "\\udfff report", "items": [{"id": "fx-en-1"}]}' },
  {
    type: "application/json",
    body: '{"title": "a\\u0000b", "items": [{"id": "fx-en-1", "note": "\\u0000"}]}',
  },
  { type: "application/json", body: `{"title": "${"t".repeat(100_000)}", "items": [{"id": "fx-en-1"}]}` },
  { type: "application/json", body: '{"items": [{"id": "fx-en-1"}], "items": 5}' },
  { type: "application/json", body: "null" },
  { type: "application/json", body: '{"items": "x"}' },
  { type: "application/json", body: '{"items": [{"id": "\\u0000"}]}' },
  {
    type: "application/json",
    body: `{"items": [${Array.from({ length: 300 }, () => '{"id":"fx-en-1"}').join(",")}]}`,
  },
  { type: "application/json", body: '{"items": [{"id": "\\ud800", "note": 5}]}' },
  { type: "text/plain", body: "hello" },
  { type: "application/x-www-form-urlencoded", body: "a=b" },
  { body: '{"items": []}' },
];

/** Headers a client may send, odd or huge; a case carries none to three of them. */
const HEADERS: [string, string][] = [
  ["Accept", "application/json"],
  ["Accept", "text/html;q=0, */*;q=0"],
  ["Accept", "x".repeat(4000)],
  ["Accept-Language", "ar, zh;q=0.9, *;q=0.1"],
  ["Accept-Language", "xx-YY-ZZ-1234567890"],
  ["Accept-Language", ";;;q=abc"],
  ["Accept-Encoding", "br;q=2, gzip;q=-1, identity;q=0"],
  ["Accept-Encoding", "zstd, *"],
  ["Cookie", "i18n_redirected=ar"],
  ["Cookie", "i18n_redirected=%ED%A0%80; i18n_redirected=xx"],
  ["Cookie", `junk=${"c".repeat(6000)}`],
  ["If-None-Match", "*"],
  ["If-None-Match", 'W/"x", "y", W/'],
  ["If-Modified-Since", "not a date"],
  ["Range", "bytes=0-0"],
  ["Origin", "https://elsewhere.example"],
  ["Origin", "null"],
  ["X-Forwarded-For", "not-an-address, ::1, 999.1.1.1"],
  ["Sec-Fetch-Dest", "iframe"],
  ["Referer", "javascript:alert(1)"],
  ["User-Agent", ""],
];

export interface FuzzCase {
  method: string;
  path: string;
  body?: { type?: string; body: string };
  headers: [string, string][];
  /** The documented operation it was made from, when it is asked with that operation's method. */
  operation?: ApiOperation;
}

/** An operation of the OpenAPI document: where it is, and what it says it answers. */
export interface ApiOperation {
  method: string;
  path: string;
  id: string;
  /** The statuses its responses document. */
  statuses: number[];
  /** The media types of its 200 answer. */
  okTypes: string[];
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

function query(next: () => number): string {
  const count = Math.floor(next() * 4);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = pick(next, PARAMETERS);
    // Sometimes the same parameter twice.
    const times = next() < 0.15 ? 2 : 1;
    for (let k = 0; k < times; k++) parts.push(`${name}=${pick(next, VALUES)}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

export function fuzzCases(apiPaths: readonly ApiOperation[], seed: number, count: number): FuzzCase[] {
  const next = seededRandom(seed);
  const all: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const page = next() < 0.4;
    const operation = page ? undefined : pick(next, apiPaths);
    const template = page ? pick(next, PAGES) : operation!.path;
    const path = template.replace(/\{[^}]*\}/g, () => pick(next, VALUES.filter(Boolean)));
    const method = next() < 0.7 && operation ? operation.method.toUpperCase() : pick(next, METHODS);
    let body = method === "POST" || method === "PUT" || method === "PATCH" ? pick(next, BODIES) : undefined;
    // A third of the bodies say another media type than their own.
    if (body && next() < 0.35) body = { ...body, type: pick(next, CONTENT_TYPES) };
    const headers = Array.from({ length: Math.floor(next() * 4) }, () => pick(next, HEADERS));
    const asDocumented = operation && method === operation.method.toUpperCase() ? { operation } : {};
    all.push({ method, path: path + query(next), ...(body ? { body } : {}), headers, ...asDocumented });
  }
  return all;
}

/** The API's operations, from its OpenAPI document. */
export async function apiOperations(base: string): Promise<ApiOperation[]> {
  type Documented = {
    operationId: string;
    responses: Record<string, { content?: Record<string, unknown> }>;
  };
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Documented>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      id: operation.operationId,
      statuses: Object.keys(operation.responses).map(Number),
      okTypes: Object.keys(operation.responses["200"]?.content ?? {}),
    })),
  );
}

/** What a case was answered. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

function send(base: string, c: FuzzCase): Promise<Response> {
  const headers = new Headers(c.headers);
  if (c.body?.type !== undefined) headers.set("Content-Type", c.body.type);
  return fetch(`${base}${c.path}`, {
    method: c.method,
    headers,
    ...(c.body ? { body: c.body.body } : {}),
  });
}

/** Sends one case; its status. */
export async function sendFuzzCase(base: string, c: FuzzCase): Promise<number> {
  return (await answerOf(base, c)).status;
}

/** Sends one case; its status, media type and body. */
export async function answerOf(base: string, c: FuzzCase): Promise<FuzzAnswer> {
  const response = await send(base, c);
  return {
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "",
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A case in one line, for a failure's report. */
export function describeFuzzCase(c: FuzzCase): string {
  return `${c.method} ${c.path.slice(0, 200)} ${JSON.stringify(c.headers.map(([n, v]) => `${n}: ${v.slice(0, 60)}`))}${c.body ? ` body ${c.body.type ?? "(no type)"} ${c.body.body.slice(0, 80)}` : ""}`;
}
