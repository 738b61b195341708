import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { LanguageCode } from "@communique/core";
import { FILTER_PARAMS, resolvePeriod } from "@communique/core/contract";
import { parseStatementDate, type StatementInput } from "@communique/store";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

/**
 * Every operation of the OpenAPI document that takes a query, walked with translate=add and a
 * period: each answer must say (Applied-* headers) the translation and the period it applied,
 * and count what they keep. An operation added to the document without its filters, or without
 * a way to count its answer here, fails a test that names it (issue 34).
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * FICTIONAL statements: no state issued them. The query is "France", read in English: as typed it
 * finds English statements; translated, the Russian one too (the country's name in Russian).
 */
const FIXTURES: { id: string; language: LanguageCode; date: string; text: string }[] = [
  { id: "walk-1", language: "en", date: day(-2), text: "A fictional note about France, for a test." },
  { id: "walk-2", language: "ru", date: day(-3), text: "Вымышленный текст о Франция для теста." },
  { id: "walk-3", language: "en", date: "2019-05-01", text: "An older fictional note about France." },
  { id: "walk-4", language: "en", date: day(-4), text: "A fictional note about something else." },
];
const QUERY = "France";
/** What each combination keeps, worked out by hand from the fixtures. */
const EXPECTED = [
  { translate: "add", period: "year", count: 2 },
  { translate: "keep", period: "year", count: 1 },
  { translate: "add", period: undefined, count: 3 },
] as const;

const statements: StatementInput[] = FIXTURES.map((f) => ({
  id: f.id,
  countryCode: "KE",
  source: "test-fixture",
  url: null,
  title: `Fictional statement ${f.id}`,
  body: f.text,
  language: f.language,
  date: parseStatementDate(f.date)!,
  meta: { fictional: true },
  fetchedAt: null,
}));

/** How many matching statements each search-shaped operation's answer counts. */
const COUNTS: Record<string, (response: Response) => Promise<number>> = {
  searchStatements: async (r) => ((await r.json()) as { total: number }).total,
  countStatements: async (r) => ((await r.json()) as { total: number }).total,
  exportSearchJson: async (r) => ((await r.json()) as unknown[]).length,
  exportSearchCsv: async (r) => (await r.text()).split("\r\n").filter(Boolean).length - 1,
  exportSearchXlsx: async (r) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await r.arrayBuffer()) as never);
    return workbook.worksheets[0]!.rowCount - 1;
  },
  getSearchFeed: async (r) => (await r.text()).split("<entry>").length - 1,
  getAnalyticsSummary: async (r) => ((await r.json()) as { statements: number }).statements,
  getAnalyticsCountries: async (r) => ((await r.json()) as { statements: number }).statements,
  getAnalyticsGroups: async (r) => {
    const answer = (await r.json()) as {
      groups: { statements: number }[];
      formerStates: { statements: number };
    };
    return answer.groups.reduce((n, g) => n + g.statements, answer.formerStates.statements);
  },
  getAnalyticsTimeline: async (r) => ((await r.json()) as { series: { total: number }[] }).series[0]!.total,
  getAnalyticsSilences: async (r) =>
    ((await r.json()) as { members: { statements: number }[] }).members.reduce((n, m) => n + m.statements, 0),
  // The "statements" column (the fifth) of every member's row.
  getAnalyticsSilencesCsv: async (r) =>
    (await r.text())
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .reduce((n, line) => n + Number(line.split(",")[4]), 0),
  // The note's list of those that spoke, in words: "Kenya — 2 statements; first …".
  getAnalyticsBriefingDocx: async (r) =>
    spokenStatements((await mammoth.extractRawText({ buffer: Buffer.from(await r.arrayBuffer()) })).value),
  getAnalyticsBriefingPdf: async (r) => spokenStatements(await pdfText(Buffer.from(await r.arrayBuffer()))),
};

/** The statements counted in a briefing note's list of the members that spoke (lang=en). */
function spokenStatements(text: string): number {
  return [...text.replace(/\s+/g, " ").matchAll(/ — (\d+) statements?; first /g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
}

/** A PDF's text, by poppler's pdftotext (as the report's tests read theirs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "walk-"));
  try {
    await writeFile(join(dir, "note.pdf"), pdf);
    return (await promisify(execFile)("pdftotext", ["-enc", "UTF-8", join(dir, "note.pdf"), "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Parameters an operation requires besides the query (the fixtures' issuer, Kenya, is African). */
const REQUIRED: Record<string, Record<string, string>> = {
  getAnalyticsSilences: { among: "african" },
  getAnalyticsSilencesCsv: { among: "african" },
  getAnalyticsBriefingDocx: { among: "african" },
  getAnalyticsBriefingPdf: { among: "african" },
};

/** Operations that take a query but no filters, and why. */
const WITHOUT_FILTERS: Record<string, string> = {
  getStatement: "one statement: its query only says which words to mark in it",
};

interface DocumentedOperation {
  id: string;
  path: string;
  params: Set<string>;
}

const server = serveDuringTests(statements);

async function documentedOperations(): Promise<DocumentedOperation[]> {
  const document = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === "get")
      .map(([, operation]) => ({
        id: operation.operationId,
        path,
        params: new Set((operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name)),
      })),
  );
}

const takesQuery = (operation: DocumentedOperation) => operation.params.has("q");
const filterNames = Object.values(FILTER_PARAMS);

function address(operation: DocumentedOperation, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams({
    ...(takesQuery(operation) ? { q: QUERY } : {}),
    ...REQUIRED[operation.id],
  });
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  const path = operation.path.replace("{id}", "walk-1");
  return `${server.base}${path}?${query}`;
}

describe("every operation that takes a query", () => {
  it("takes the translation, and every filter unless it says why not", async () => {
    const operations = (await documentedOperations()).filter(takesQuery);
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(COUNTS).length);
    for (const operation of operations) {
      expect([...operation.params], `${operation.id} takes translate and omit`).toEqual(
        expect.arrayContaining(["translate", "omit"]),
      );
      if (WITHOUT_FILTERS[operation.id]) continue;
      const missing = filterNames.filter((name) => !operation.params.has(name));
      expect(missing, `${operation.id} lacks these filters`).toEqual([]);
    }
  });

  it("is counted here: each operation with filters has a count, and nothing else does", async () => {
    const filtered = (await documentedOperations())
      .filter((o) => takesQuery(o) && !WITHOUT_FILTERS[o.id])
      .map((o) => o.id);
    expect(filtered.sort()).toEqual(Object.keys(COUNTS).sort());
  });

  for (const { translate, period, count } of EXPECTED) {
    it(`reports and honours translate=${translate} ${period ? `and period=${period}` : "without a period"}`, async () => {
      const resolved = resolvePeriod({ countries: [], groups: [], blocs: [], languages: [], period });
      for (const operation of (await documentedOperations()).filter(takesQuery)) {
        const response = await fetch(
          address(operation, { translate, period: WITHOUT_FILTERS[operation.id] ? undefined : period }),
        );
        expect(response.status, operation.id).toBe(200);
        expect(response.headers.get("Applied-Translation"), operation.id).toBe(translate);
        if (WITHOUT_FILTERS[operation.id]) {
          await response.arrayBuffer();
          continue;
        }
        expect(response.headers.get("Applied-Period"), operation.id).toBe(
          period ? `${resolved.from}/${resolved.to}` : null,
        );
        expect(await COUNTS[operation.id]!(response), operation.id).toBe(count);
      }
    });
  }

  it("refuses an unknown period with the same 400 everywhere, naming the parameter", async () => {
    for (const operation of (await documentedOperations()).filter((o) => o.params.has("period"))) {
      const response = await fetch(address(operation, { period: "decade" }));
      expect(response.status, operation.id).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, operation.id).toBe("invalid_parameter");
      expect(body.error.message, operation.id).toMatch(/^period: /);
    }
  });
});

describe("every operation of the document", () => {
  it("refuses a parameter it does not take with a 400 that names it, and one without a name", async () => {
    // /healthz answers whatever is added to its address: a probe must never fail on a proxy's extras.
    const operations = (await documentedOperations()).filter((o) => o.path.startsWith("/api/"));
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const path = operation.path.replace("{id}", "walk-1");
      for (const [query, named] of [
        ["contry=FR", "contry"],
        ["=FR", "a parameter without a name"],
      ] as const) {
        const response = await fetch(`${server.base}${path}?${query}`);
        expect(response.status, `${operation.id}?${query}`).toBe(400);
        const body = (await response.json()) as { error: { code: string; message: string } };
        expect(body.error.code, operation.id).toBe("invalid_parameter");
        expect(body.error.message, operation.id).toContain(named);
      }
    }
  });
});
