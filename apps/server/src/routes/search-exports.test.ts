import type { Server } from "node:http";
import {
  countryName,
  getCountry,
  getLanguage,
  groupName,
  type LanguageCode,
  QUERY_LIMITS,
} from "@communique/core";
import {
  formatStatementDate,
  Lexizer,
  parseStatementDate,
  type StatementInput,
  writeStatements,
} from "@communique/store";
import {
  createTestDatabase,
  fictionalBulkStatements,
  fictionalStatements,
  type TestDatabase,
} from "@communique/store/testing";
import { serve } from "@hono/node-server";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../test/rfc4180";
import { child, childElements, parseXml, textOf, type XmlElement } from "../../test/strict-xml";
import { startTestServer, type TestServer } from "../../test/test-server";
import { createApp } from "../app";
import { stripNonXmlChars } from "./atom-feed";
import { CSV_COLUMNS } from "./export-formats";
import { EXCEL_CELL_LIMIT, XLSX_COLUMNS, XLSX_CONTENT_TYPE } from "./export-xlsx";

type Params = Record<string, string>;

/** FICTIONAL statements written for these tests, each with text that is hard to export. */
function fictional(
  id: string,
  countryCode: string,
  language: LanguageCode,
  date: string,
  title: string,
  body: string,
  url: string | null,
): StatementInput {
  return {
    id,
    countryCode,
    source: "test-fixture",
    url,
    title,
    body,
    language,
    date: parseStatementDate(date)!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-03-20T00:00:00Z"),
  };
}

const HARD_TEXTS: StatementInput[] = [
  // Formula in the title; commas, quotes, LF, CRLF and a lone CR in the body.
  fictional(
    "fx-x-1",
    "DE",
    "en",
    "2024-03-17",
    '=HYPERLINK("https://evil.example","Fictional, click")',
    'Fictional body with a comma, a "quoted" word,\na new line,\r\na CRLF and a lone\rCR.',
    null,
  ),
  fictional(
    "fx-x-2",
    "IT",
    "en",
    "2021-05",
    "+Fictional title starting with a plus",
    "-Fictional body starting with a minus",
    'https://ministry.example/a,b?c="d"',
  ),
  fictional(
    "fx-x-3",
    "ES",
    "es",
    "2020",
    "@Título ficticio que empieza con una arroba",
    "\tCuerpo ficticio que empieza con un tabulador.",
    "https://ministry.example/fx-x-3",
  ),
  // XML: markup characters, a CDATA end, controls XML forbids, a character outside the BMP.
  fictional(
    "fx-x-4",
    "MA",
    "ar",
    "2024-03-08",
    '\rبيان خيالي: "اقتباس" & <وسم> ]]>',
    "نص خيالي\u0001 مع\u000B محارف تحكم\u0008 و 🌍 & <b>.",
    "https://ministry.example/fx-x-4?a=1&b=2",
  ),
];

const FIXTURES = [...fictionalStatements(), ...HARD_TEXTS];
const byId = new Map(FIXTURES.map((f) => [f.id, f]));

const query = (params: Params) => new URLSearchParams(params).toString();
const today = () => new Date().toISOString().slice(0, 10);

/** The ids `/api/search` gives, in its order, and its total. */
async function searched(base: string, params: Params): Promise<{ ids: string[]; total: number }> {
  const response = await fetch(`${base}/api/search?${query({ sort: "recent", ...params, size: "100" })}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number; results: { id: string }[] };
  expect(body.results.length).toBe(body.total);
  return { ids: body.results.map((r) => r.id), total: body.total };
}

/** The CSV export's records after its header, checked for BOM, headers and RFC 4180. */
async function exportCsv(base: string, params: Params): Promise<string[][]> {
  const before = today();
  const response = await fetch(`${base}/api/search/export.csv?${query(params)}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
  expect([before, today()].map((day) => `attachment; filename="communique-search-${day}.csv"`)).toContain(
    response.headers.get("content-disposition"),
  );
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  expect(header).toEqual([...CSV_COLUMNS]);
  for (const record of records) expect(record).toHaveLength(CSV_COLUMNS.length);
  return records;
}

/** The xlsx export's rows after its header, read back with exceljs, each cell's text. */
async function exportXlsx(base: string, params: Params): Promise<string[][]> {
  const response = await fetch(`${base}/api/search/export.xlsx?${query(params)}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString()).toBe(200);
  expect(response.headers.get("content-type")).toBe(XLSX_CONTENT_TYPE);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="communique-search-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(["Statements"]);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= XLSX_COLUMNS.length; i++) {
      const value = row.getCell(i).value;
      // Every cell is text: no number, date or formula.
      if (value !== null) expect(typeof value, `${row.number}:${i}`).toBe("string");
      cells.push((value as string | null) ?? "");
    }
    rows.push(cells);
  });
  const [header, ...records] = rows;
  expect(header).toEqual([...XLSX_COLUMNS]);
  return records;
}

async function exportJson(base: string, params: Params): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${base}/api/search/export.json?${query(params)}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="communique-search-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const body = JSON.parse(text);
  expect(Array.isArray(body)).toBe(true);
  return body;
}

/** The feed, checked for its headers and parsed strictly. */
async function fetchFeed(base: string, params: Params, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/search/feed.atom?${query(params)}`, { headers });
  const text = await response.text();
  return { response, text, feed: response.status === 200 ? parseXml(text) : undefined };
}

async function feed(base: string, params: Params): Promise<XmlElement> {
  const { response, text, feed } = await fetchFeed(base, params);
  expect(response.status, text).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]{40}"$/);
  expect(feed!.name).toBe("feed");
  expect(feed!.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
  return feed!;
}

const entryIds = (root: XmlElement) =>
  childElements(root, "entry").map((e) =>
    decodeURIComponent(textOf(child(e, "id")).split("/statements/")[1]!),
  );

/** What a CSV cell holds for a value: formula-like text prefixed with a quote. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function expectedRecord(f: StatementInput, lang: LanguageCode): string[] {
  const country = getCountry(f.countryCode)!;
  return [
    f.id,
    f.countryCode,
    countryName(f.countryCode, lang),
    country.group,
    formatStatementDate(f.date.start, f.date.precision),
    f.date.precision,
    f.language,
    cell(f.title),
    f.language,
    f.url ?? "",
    f.source,
    (f.joint?.signatories ?? []).join(" "),
    cell(f.body),
  ];
}

/** What an xlsx row holds: the values as they are (no formula prefix), less what XML forbids, line ends as LF; nothing cut. */
function expectedXlsxRow(f: StatementInput, lang: LanguageCode): string[] {
  const values = expectedRecord(f, lang);
  values[7] = f.title;
  values[12] = f.body;
  return [...values.map((v) => stripNonXmlChars(v).replace(/\r\n?/g, "\n")), ""];
}

async function expectError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(JSON.parse(text).error.code).toBe(code);
}

/** Backends of a database, other than the asking one, inside a transaction or running a query. */
async function busyBackends(db: TestDatabase): Promise<string[]> {
  const { rows } = await db.pool.query<{ query: string }>(
    `SELECT query FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        AND (state <> 'idle' OR xact_start IS NOT NULL)`,
  );
  return rows.map((r) => r.query);
}

async function expectConnectionsFree(db: TestDatabase) {
  expect(db.pool.idleCount).toBe(db.pool.totalCount);
  expect(await busyBackends(db)).toEqual([]);
}

const SEARCHES: [string, Params][] = [
  ["everything", {}],
  ["a word", { q: "climate" }],
  ["a word in one language", { q: "negotiation", language: "en" }],
  ["a phrase", { q: '"security council"' }],
  ["an exclusion", { q: "climate -nuclear" }],
  ["only an exclusion", { q: "-nuclear" }],
  ["advanced fields", { all: "climate", any: "finance adaptation", none: "sea" }],
  ["a group", { group: "african" }],
  ["countries", { country: "FR,GB" }],
  ["Arabic and Chinese", { language: "ar,zh" }],
  ["Arabic words", { q: "الامن الغذائي" }],
  ["Chinese words", { q: "聯合國" }],
  ["dates", { from: "2023-11-01", to: "2024-03-12" }],
  ["oldest first", { sort: "oldest" }],
  ["by country in French", { sort: "country", lang: "fr" }],
  ["by country in Arabic with a word", { q: "climate OR paz", sort: "country", lang: "ar" }],
];

describe("search exports and feed", () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(FIXTURES);
    base = server.base;
  });
  afterAll(() => server?.close());

  describe("GET /api/search/export.csv", () => {
    it.each(SEARCHES)("holds exactly what /api/search finds, in its order: %s", async (_name, params) => {
      const { ids, total } = await searched(base, params);
      expect(total).toBeGreaterThan(0);
      const records = await exportCsv(base, params);
      expect(records.map((r) => r[0])).toEqual(ids);
      expect(records.length).toBe(total);
      await expectConnectionsFree(server.database);
    });

    it("writes every field of every statement, whole, in the requested language", async () => {
      for (const lang of ["en", "ar", "zh"] as const) {
        const records = await exportCsv(base, { lang });
        expect(records).toHaveLength(FIXTURES.length);
        for (const record of records) expect(record).toEqual(expectedRecord(byId.get(record[0]!)!, lang));
      }
      const ar = await exportCsv(base, { lang: "ar", country: "EG,CN" });
      expect(ar.map((r) => [r[0], r[2], r[7]])).toEqual([
        ["fx-ar-1", "مصر", "بيان خيالي بشأن الأمن الغذائي"],
        ["fx-zh-1", "الصين", "关于气候变化的虚构声明"],
        ["fx-zh-2", "الصين", "外交部發言人虛構答記者問"],
      ]);
    });

    it("quotes what needs quoting and neutralises formulas, byte for byte", async () => {
      const response = await fetch(`${base}/api/search/export.csv?country=DE,IT,ES,MA`);
      const text = await response.text();
      // The BOM is consumed by text(); what follows is the header and the four records.
      expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
      expect(text).toContain(
        `fx-x-1,DE,Germany,western-european-other,2024-03-17,day,en,"'=HYPERLINK(""https://evil.example"",""Fictional, click"")",en,,test-fixture,,"Fictional body with a comma, a ""quoted"" word,\na new line,\r\na CRLF and a lone\rCR."\r\n`,
      );
      expect(text).toContain(
        `fx-x-2,IT,Italy,western-european-other,2021-05,month,en,'+Fictional title starting with a plus,en,"https://ministry.example/a,b?c=""d""",test-fixture,,'-Fictional body starting with a minus\r\n`,
      );
      expect(text).toContain(
        `fx-x-3,ES,Spain,western-european-other,2020,year,es,'@Título ficticio que empieza con una arroba,es,https://ministry.example/fx-x-3,test-fixture,,'\tCuerpo ficticio que empieza con un tabulador.\r\n`,
      );
      expect(text).toContain(
        `fx-x-4,MA,Morocco,african,2024-03-08,day,ar,"'\rبيان خيالي: ""اقتباس"" & <وسم> ]]>",`,
      );
      const records = parseCsv(text.slice(1)).slice(1);
      expect(records.map((r) => r[0])).toEqual(["fx-x-1", "fx-x-4", "fx-x-2", "fx-x-3"]);
      for (const record of records) {
        for (const field of record) expect(field).not.toMatch(/^[=+\-@\t\r]/);
        expect(record).toEqual(expectedRecord(byId.get(record[0]!)!, "en"));
      }
    });

    it("an empty result is the header alone", async () => {
      expect(await exportCsv(base, { from: "2030-01-01" })).toEqual([]);
    });

    it("exports by date when asked for relevance", async () => {
      const records = await exportCsv(base, { q: '"security council"', sort: "relevance" });
      expect(records.map((r) => r[0])).toEqual(["fx-en-1", "fx-en-4"]);
      // The search itself ranks them the other way.
      const ranked = await fetch(`${base}/api/search?q=%22security+council%22`).then((r) => r.json());
      expect(ranked.results.map((r: { id: string }) => r.id)).toEqual(["fx-en-4", "fx-en-1"]);
    });

    it("answers HEAD with the headers and holds no connection", async () => {
      const response = await fetch(`${base}/api/search/export.csv?q=climate`, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="communique-search-/,
      );
      expect(await response.text()).toBe("");
      await expectConnectionsFree(server.database);
    });
  });

  describe("GET /api/search/export.xlsx", () => {
    it("holds what the CSV holds, in the same order, Arabic and Chinese read back whole", async () => {
      for (const lang of ["en", "ar", "zh"] as const) {
        const rows = await exportXlsx(base, { lang });
        expect(rows.map((r) => r[0])).toEqual((await exportCsv(base, { lang })).map((r) => r[0]));
        for (const row of rows) expect(row).toEqual(expectedXlsxRow(byId.get(row[0]!)!, lang));
      }
      const ar = await exportXlsx(base, { lang: "ar", country: "EG,CN" });
      expect(ar.map((r) => [r[0], r[2], r[7]])).toEqual([
        ["fx-ar-1", "مصر", "بيان خيالي بشأن الأمن الغذائي"],
        ["fx-zh-1", "الصين", "关于气候变化的虚构声明"],
        ["fx-zh-2", "الصين", "外交部發言人虛構答記者問"],
      ]);
      // Text, not formulas; the dates as the CSV writes them (a year, a month, a day).
      const hard = await exportXlsx(base, { country: "DE,IT,ES,MA" });
      expect(hard.map((r) => [r[0], r[4], r[7]])).toEqual([
        ["fx-x-1", "2024-03-17", '=HYPERLINK("https://evil.example","Fictional, click")'],
        ["fx-x-4", "2024-03-08", '\nبيان خيالي: "اقتباس" & <وسم> ]]>'],
        ["fx-x-2", "2021-05", "+Fictional title starting with a plus"],
        ["fx-x-3", "2020", "@Título ficticio que empieza con una arroba"],
      ]);
      expect(hard[1]![CSV_COLUMNS.indexOf("body")]).toBe("نص خيالي مع محارف تحكم و 🌍 & <b>.");
      await expectConnectionsFree(server.database);
    });

    it("an empty result is the header alone", async () => {
      expect(await exportXlsx(base, { from: "2030-01-01" })).toEqual([]);
    });

    it("answers HEAD with the headers and holds no connection", async () => {
      const response = await fetch(`${base}/api/search/export.xlsx?q=climate`, { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(XLSX_CONTENT_TYPE);
      expect(await response.text()).toBe("");
      await expectConnectionsFree(server.database);
    });
  });

  describe("GET /api/search/export.json", () => {
    it.each(SEARCHES)("holds exactly what /api/search finds, in its order: %s", async (_name, params) => {
      const { ids, total } = await searched(base, params);
      const body = await exportJson(base, params);
      expect(body.map((s) => s.id)).toEqual(ids);
      expect(body.length).toBe(total);
    });

    it("gives each statement whole, in the API's shape", async () => {
      for (const lang of ["en", "ar", "zh"] as const) {
        const body = await exportJson(base, { lang });
        expect(body).toHaveLength(FIXTURES.length);
        for (const statement of body) {
          const f = byId.get(statement.id as string)!;
          expect(statement).toEqual({
            id: f.id,
            country: {
              code: f.countryCode,
              name: countryName(f.countryCode, lang),
              group: getCountry(f.countryCode)!.group,
            },
            date: formatStatementDate(f.date.start, f.date.precision),
            datePrecision: f.date.precision,
            language: f.language,
            title: f.title,
            titleLanguage: f.language,
            url: f.url,
            source: "test-fixture",
            body: f.body,
          });
        }
      }
    });

    it("an empty result is an empty array", async () => {
      expect(await exportJson(base, { q: "climate", from: "2030-01-01" })).toEqual([]);
    });
  });

  describe("GET /api/search/feed.atom", () => {
    it.each(SEARCHES.filter(([, params]) => !params.sort))(
      "lists the most recent of what /api/search finds: %s",
      async (_name, params) => {
        const { ids } = await searched(base, params);
        expect(entryIds(await feed(base, params))).toEqual(ids);
      },
    );

    it("describes each statement: ids, links, dates at their precision, author, summary", async () => {
      const root = await feed(base, { q: "negotiation OR reform", language: "en" });
      expect(entryIds(root)).toEqual(["fx-en-1", "fx-en-6", "fx-en-3", "fx-en-4"]);
      const indexedAt = (await fetch(`${base}/api/statements/fx-en-1`).then((r) => r.json())).indexedAt;
      const entries = childElements(root, "entry");
      for (const entry of entries) {
        const id = decodeURIComponent(textOf(child(entry, "id")).split("/statements/")[1]!);
        const f = byId.get(id)!;
        expect(textOf(child(entry, "id"))).toBe(`${base}/statements/${id}`);
        expect(child(entry, "title").attributes).toEqual({ type: "text", "xml:lang": "en" });
        expect(textOf(child(entry, "title"))).toBe(f.title);
        expect(childElements(entry, "link").map((l) => l.attributes)).toEqual([
          { rel: "alternate", type: "text/html", href: `${base}/en/statements/${id}` },
          { rel: "related", href: f.url },
        ]);
        expect(textOf(child(entry, "updated"))).toBe(indexedAt);
        expect(textOf(child(child(entry, "author"), "name"))).toBe(countryName(f.countryCode, "en"));
        // The date as precise as it is known, then the text.
        expect(textOf(child(entry, "summary"))).toBe(
          `${formatStatementDate(f.date.start, f.date.precision)} — ${f.body}`,
        );
        const published = childElements(entry, "published").map(textOf);
        expect(published).toEqual(f.date.precision === "day" ? [`${f.date.start}T12:00:00Z`] : []);
      }
      // Month and year precision: no day is invented.
      expect(entries.map((e) => childElements(e, "published").length)).toEqual([1, 1, 0, 0]);
      expect(textOf(child(root, "updated"))).toBe(indexedAt);
      expect(textOf(child(root, "title"))).toBe('Communiqué: "negotiation OR reform" (English)');
      expect(root.attributes["xml:lang"]).toBe("en");
      expect(textOf(child(child(root, "author"), "name"))).toBe("Communiqué");
    });

    it("escapes markup and drops characters XML forbids", async () => {
      const root = await feed(base, { country: "MA" });
      const [entry] = childElements(root, "entry");
      expect(textOf(child(entry!, "title"))).toBe('\nبيان خيالي: "اقتباس" & <وسم> ]]>');
      expect(textOf(child(entry!, "summary"))).toBe("2024-03-08 — نص خيالي مع محارف تحكم و 🌍 & <b>.");
      expect(childElements(entry!, "link")[1]!.attributes.href).toBe(
        "https://ministry.example/fx-x-4?a=1&b=2",
      );
      expect(textOf(child(root, "title"))).toBe(`Communiqué (${countryName("MA", "en")})`);
      const { text } = await fetchFeed(base, { country: "MA" });
      expect(text).not.toMatch(/[\u0001\u0008\u000B]/);
    });

    it("names the search in the feed's language, with its filters", async () => {
      const title = async (params: Params) => textOf(child(await feed(base, params), "title"));
      expect(await title({ q: "climate" })).toBe('Communiqué: "climate"');
      expect(await title({ q: "climate", country: "FR", lang: "fr" })).toBe('Communiqué: "climate" (France)');
      expect(await title({ exact: "sea level", none: "nuclear war", lang: "ar", country: "us" })).toBe(
        `Communiqué: "sea level" -nuclear -war (${countryName("US", "ar")})`,
      );
      expect(await title({ group: "african", language: "ar,zh", from: "2020-01-01", to: "2024-12-31" })).toBe(
        `Communiqué (${groupName("african", "en")}, ${getLanguage("ar").name}, ${getLanguage("zh").name}, 2020-01-01–2024-12-31)`,
      );
    });

    it("has one id and one self link for a search, whatever the order of its parameters", async () => {
      const a = await feed(base, { q: "climate", language: "en", country: "FR", lang: "fr" });
      // A link written before sort was refused elsewhere: still the same feed.
      const b = await feed(base, { lang: "fr", country: "FR", q: "climate", language: "en", sort: "oldest" });
      const expectedId = `${base}/api/search/feed.atom?country=FR&language=en&q=climate&lang=fr`;
      expect(textOf(child(a, "id"))).toBe(expectedId);
      expect(textOf(child(b, "id"))).toBe(expectedId);
      expect(childElements(a, "link").map((l) => l.attributes)).toEqual([
        { rel: "self", type: "application/atom+xml", href: expectedId },
        {
          rel: "alternate",
          type: "text/html",
          href: `${base}/fr/search?country=FR&language=en&q=climate&sort=recent`,
        },
      ]);
    });

    it("an empty feed is still a valid feed", async () => {
      const root = await feed(base, { from: "2030-01-01" });
      expect(childElements(root, "entry")).toEqual([]);
      expect(textOf(child(root, "updated"))).toBe("1970-01-01T00:00:00Z");
    });

    it("answers 304 to a matching If-None-Match, and changes its ETag with its content", async () => {
      const first = await fetchFeed(base, { q: "climate" });
      const etag = first.response.headers.get("etag")!;
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await fetchFeed(base, { q: "climate" }, { "If-None-Match": header });
        expect(again.response.status).toBe(304);
        expect(again.text).toBe("");
        expect(again.response.headers.get("etag")).toBe(etag);
        expect(again.response.headers.get("cache-control")).toBe("public, max-age=300");
      }
      const stale = await fetchFeed(base, { q: "climate" }, { "If-None-Match": '"other"' });
      expect(stale.response.status).toBe(200);
      expect(stale.text).toBe(first.text);
      const other = await fetchFeed(base, { q: "climate", lang: "fr" });
      expect(other.response.headers.get("etag")).not.toBe(etag);
    });
  });

  describe("errors", () => {
    const PATHS = [
      "/api/search/export.csv",
      "/api/search/export.json",
      "/api/search/feed.atom",
      "/api/search/export.xlsx",
    ];
    it.each(PATHS)("%s answers 400 before sending anything", async (path) => {
      await expectError(await fetch(`${base}${path}?q=the+of+and`), 400, "only_stop_words");
      await expectError(
        await fetch(`${base}${path}?q=${"a".repeat(QUERY_LIMITS.maxChars + 1)}`),
        400,
        "query_too_long",
      );
      await expectError(await fetch(`${base}${path}?country=XX`), 400, "invalid_parameter");
      await expectError(await fetch(`${base}${path}?from=2024-02-30`), 400, "invalid_parameter");
      await expectError(await fetch(`${base}${path}?period=week&from=2024-01-01`), 400, "invalid_parameter");
      await expectError(await fetch(`${base}${path}?lang=de`), 400, "invalid_parameter");
      await expectConnectionsFree(server.database);
    });

    it.each(PATHS.filter((p) => !p.endsWith(".atom")))("%s refuses an unknown sort", async (path) => {
      await expectError(await fetch(`${base}${path}?sort=random`), 400, "invalid_parameter");
    });
  });

  it("documents the three endpoints in the OpenAPI document and /api/docs", async () => {
    const doc = await fetch(`${base}/api/openapi.json`).then((r) => r.json());
    expect(Object.keys(doc.paths["/api/search/export.csv"].get.responses[200].content)).toEqual(["text/csv"]);
    expect(Object.keys(doc.paths["/api/search/export.json"].get.responses[200].content)).toEqual([
      "application/json",
    ]);
    expect(Object.keys(doc.paths["/api/search/feed.atom"].get.responses[200].content)).toEqual([
      "application/atom+xml",
    ]);
    expect(Object.keys(doc.paths["/api/search/export.xlsx"].get.responses[200].content)).toEqual([
      XLSX_CONTENT_TYPE,
    ]);
    // The CSV says its encoding, for imports that do not read the BOM, and that it cuts no cell.
    expect(doc.paths["/api/search/export.csv"].get.description).toMatch(/UTF-8/);
    expect(doc.paths["/api/search/export.csv"].get.description).toMatch(/32,767/);
    const names = (path: string) =>
      doc.paths[path].get.parameters.map((p: { name: string }) => p.name).sort();
    const searchNames = names("/api/search");
    expect(names("/api/search/export.csv")).toEqual(
      searchNames.filter((n: string) => n !== "page" && n !== "size"),
    );
    expect(names("/api/search/export.xlsx")).toEqual(names("/api/search/export.csv"));
    // The feed takes sort too (ignored: always by date), for links written with it.
    expect(names("/api/search/feed.atom")).toEqual(
      searchNames.filter((n: string) => !["page", "size"].includes(n)),
    );
    const html = await fetch(`${base}/api/docs`).then((r) => r.text());
    for (const path of [
      "/api/search/export.csv",
      "/api/search/export.json",
      "/api/search/feed.atom",
      "/api/search/export.xlsx",
    ])
      expect(html).toContain(`<code>${path}</code>`);
  });
});

describe("a statement longer than an Excel cell", () => {
  // FICTIONAL: a body of 40,000 characters, Arabic and Chinese, and one emoji at the cut.
  const paragraph = "نص خيالي طويل جداً. 这是一段虚构的长文本。 ";
  const body = paragraph.repeat(Math.ceil(40_000 / paragraph.length)).slice(0, 40_000);
  const long = fictional("fx-long-1", "EG", "ar", "2024-03-01", "بيان خيالي طويل", body, null);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer([long]);
  });
  afterAll(() => server?.close());

  it("is cut in the xlsx with a notice that says how much was left out, and whole in CSV and JSON", async () => {
    const [row, ...rest] = await exportXlsx(server.base, {});
    expect(rest).toEqual([]);
    const cell = row![CSV_COLUMNS.indexOf("body")]!;
    expect(cell.length).toBeLessThanOrEqual(EXCEL_CELL_LIMIT);
    const kept = cell.indexOf(" […] [Cut: ");
    expect(kept).toBeGreaterThan(30_000);
    expect(body.startsWith(cell.slice(0, kept))).toBe(true);
    const left = body.length - kept;
    expect(cell.slice(kept)).toContain(`${left.toLocaleString("en-US")} characters left out`);
    expect(cell).toContain("export.json");
    expect(row![CSV_COLUMNS.length]).toBe(`body: ${left} characters left out`);
    // The other cells are whole.
    expect(row![7]).toBe("بيان خيالي طويل");

    const [record] = await exportCsv(server.base, {});
    expect(record![CSV_COLUMNS.indexOf("body")]).toBe(body);
    const [json] = await exportJson(server.base, {});
    expect(json!.body).toBe(body);
  });
});

describe("exports of many statements", () => {
  const COUNT = 2_500;
  const ids = fictionalBulkStatements(COUNT).map((s) => s.id);
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(fictionalBulkStatements(COUNT));
    base = server.base;
  });
  afterAll(() => server?.close());

  it("streams every one, past the cursor's batches, in CSV, JSON and xlsx", async () => {
    const csv = await exportCsv(base, {});
    expect(csv.map((r) => r[0])).toEqual(ids);
    const xlsx = await exportXlsx(base, {});
    expect(xlsx.map((r) => r[0])).toEqual(ids);
    const json = await exportJson(base, { q: "fictional" });
    expect(json.map((s) => s.id)).toEqual(ids);
    const fisheries = await exportCsv(base, { q: "fisheries", sort: "oldest" });
    expect(fisheries.map((r) => r[0])).toEqual(ids.filter((_, n) => n % 2 === 0).reverse());
    const search = await fetch(`${base}/api/search?q=fisheries&size=1`).then((r) => r.json());
    expect(search.total).toBe(fisheries.length);
    expect(fisheries.length).toBe(1_250);
    await expectConnectionsFree(server.database);
  });

  it("the feed holds the 50 most recent", async () => {
    expect(entryIds(await feed(base, {}))).toEqual(ids.slice(0, 50));
    expect(entryIds(await feed(base, { q: "forestry" }))).toEqual(
      ids.filter((_, n) => n % 2 === 1).slice(0, 50),
    );
  });

  it("a client that goes away frees the database connection", async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/search/export.json`, { signal: controller.signal });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect.poll(() => server.database.pool.idleCount === server.database.pool.totalCount).toBe(true);
    await expect.poll(() => busyBackends(server.database)).toEqual([]);
  });
});

describe("exports under strain", () => {
  let db: TestDatabase;
  const logs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await writeStatements(db.pool, fictionalBulkStatements(2_500));
  });
  afterAll(() => db?.drop());

  async function inProcessApp(exports: { maxConcurrent?: number; stallTimeoutMs?: number }) {
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      log: (message) => logs.push(message),
      exports,
    });
    await new Promise((resolve) => setImmediate(resolve));
    return app;
  }

  it("writes the feed's links with the public origin, whatever Host the request names", async () => {
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      publicOrigin: "https://communique.example",
    });
    await new Promise((resolve) => setImmediate(resolve));
    const response = await app.request("http://forged.example/api/search/feed.atom?q=fictional");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('href="https://communique.example/api/search/feed.atom?q=fictional"');
    expect(xml).toContain("<id>https://communique.example/");
    expect(xml).not.toContain("forged.example");
  });

  it("a cancelled body closes its cursor at once", async () => {
    const app = await inProcessApp({});
    const response = await app.request("/api/search/export.csv");
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(await busyBackends(db)).toHaveLength(1);
    await reader.cancel();
    await expectConnectionsFree(db);
  });

  it("refuses more exports at once than allowed, with Retry-After", async () => {
    const app = await inProcessApp({ maxConcurrent: 2 });
    const running = [
      await app.request("/api/search/export.csv"),
      await app.request("/api/search/export.json"),
    ];
    for (const response of running) expect(response.status).toBe(200);
    const refused = await app.request("/api/search/export.csv");
    expect(refused.headers.get("retry-after")).toBe("60");
    await expectError(refused, 503, "busy");
    // The xlsx export counts among them, under the same rule.
    await expectError(await app.request("/api/search/export.xlsx"), 503, "busy");
    // The feed is not an export: it still answers.
    expect((await app.request("/api/search/feed.atom")).status).toBe(200);
    await running[0]!.body!.cancel();
    const next = await app.request("/api/search/export.csv?q=fisheries");
    expect(next.status).toBe(200);
    expect(parseCsv((await next.text()).slice(1))).toHaveLength(1 + 1_250);
    await running[1]!.body!.cancel();
    await expectConnectionsFree(db);
  });

  it("ends an export whose client stops reading, and frees its connection", async () => {
    const app = await inProcessApp({ stallTimeoutMs: 50 });
    const response = await app.request("/api/search/export.csv");
    expect(response.status).toBe(200);
    await expect.poll(() => busyBackends(db)).toEqual([]);
    expect(db.pool.idleCount).toBe(db.pool.totalCount);
    await expect(response.text()).rejects.toThrow("export stalled");
    expect(logs.at(-1)).toBe("Export /api/search/export.csv ended: its client read nothing for 50 ms");
  });

  it("ends an xlsx export whose client stops reading, as it ends a CSV one", async () => {
    const app = await inProcessApp({ stallTimeoutMs: 50 });
    const response = await app.request("/api/search/export.xlsx");
    expect(response.status).toBe(200);
    await expect.poll(() => busyBackends(db)).toEqual([]);
    expect(db.pool.idleCount).toBe(db.pool.totalCount);
    await expect(response.arrayBuffer()).rejects.toThrow("export stalled");
    expect(logs.at(-1)).toBe("Export /api/search/export.xlsx ended: its client read nothing for 50 ms");
  });
});

describe("an export that fails midway", () => {
  const ROWS = 4_000;
  let db: TestDatabase;
  let server: Server;
  let base: string;
  const logs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // FICTIONAL statements, written directly: ~23 KB of text each (stored compressed), so an
    // export is far larger than what socket buffers hold and cannot be finished ahead of the client.
    await db.pool.query(
      `WITH written AS (
         INSERT INTO statements (id, country_code, source, url, title, body, language, date_start, date_end,
                                 date_precision, year, meta, content_hash)
         SELECT 'fx-long-' || lpad(n::text, 5, '0'), 'FR', 'test-fixture', NULL, 'Fictional long statement ' || n,
                repeat('Fictional filler text. ', 1000), 'en', date '2019-01-01' - n, date '2019-01-01' - n,
                'day', extract(year FROM date '2019-01-01' - n)::int, '{"fictional": true}', md5(n::text)
           FROM generate_series(0, $1::int - 1) AS n
         RETURNING sid, date_start, date_end, year
       )
       INSERT INTO statement_search (sid, period, facet, country, language, date_start, date_end, search_vector)
       SELECT w.sid, cq_period(w.date_start, 'day'), cq_facet(w.year, c.num, cq_language_num('en')), c.num,
              cq_language_num('en'), w.date_start, w.date_end, ''::tsvector
         FROM written w, countries c WHERE c.code = 'FR'`,
      [ROWS],
    );
    const app = createApp({
      services: Promise.resolve({ db: db.pool, lexizer: new Lexizer(db.pool) }),
      productName: "Communiqué",
      log: (message) => logs.push(message),
    });
    base = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      ) as Server;
    });
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.drop();
  });

  it("is cut off, not ended: the client sees an incomplete transfer, and it is logged", async () => {
    // Uncompressed, so that the first bytes arrive while the query still runs (gzip holds them).
    const response = await fetch(`${base}/api/search/export.csv`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = (await reader.read()).value!.length;
    const { rows } = await db.pool.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'SELECT st.id, st.title%'`,
    );
    expect(rows).toEqual([{ killed: true }]);
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return undefined;
        received += value.length;
      }
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(received).toBeLessThan(ROWS * 23_000);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^Export \/api\/search\/export\.csv failed after \d+ statements: /);
    await expect.poll(() => busyBackends(db)).toEqual([]);
    // The next export works on a new connection.
    const next = await fetch(`${base}/api/search/export.json?from=2018-12-01`);
    expect((await next.json()).map((s: { id: string }) => s.id)).toEqual(
      Array.from({ length: 32 }, (_, n) => `fx-long-${String(n).padStart(5, "0")}`),
    );
  });
});
