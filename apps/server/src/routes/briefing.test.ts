import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getBloc } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";
import { formatDateAtPrecision } from "../downloads/download-texts";

const run = promisify(execFile);
const POPPLER_MISSING = spawnSync("pdftotext", ["-v"]).error !== undefined;
if (POPPLER_MISSING) console.warn("Briefing PDF tests skipped: no pdftotext (apt-get install poppler-utils)");

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF = "application/pdf";

/** FICTIONAL statements: no state issued them. */
const statement = (
  id: string,
  country: string,
  date: string,
  body: string,
  more: Partial<StatementInput> = {},
): StatementInput => ({
  id,
  countryCode: country,
  source: "test-fixture",
  url: null,
  title: `Fictional statement ${id}`,
  body,
  language: "en",
  date: parseStatementDate(date)!,
  meta: { fictional: true },
  fetchedAt: null,
  ...more,
});

/** A sentence of about 700 characters with the match in its middle: the excerpt is cut on both sides. */
const LONG_SENTENCE = `${"This fictional preamble goes on about harbours and roads and schools ".repeat(5)}and then names the monsoon once ${"while this fictional sentence continues about bridges and wells and fields ".repeat(4)}until it ends.`;

const KE_LAST =
  "Fictional preamble without the word.\n\nThis fictional paragraph says the monsoon season must be watched closely by all. Then another fictional sentence follows.";

const FIXTURES: StatementInput[] = [
  statement(
    "fx-br-ke-1",
    "KE",
    "2024-02-01",
    "A fictional opening note. Kenya speaks on the monsoon for the first time.",
  ),
  statement("fx-br-ke-2", "KE", "2024-05-10", KE_LAST, {
    url: "https://ministry.example/fictional/fx-br-ke-2",
    fetchedAt: new Date("2024-05-11T08:00:00Z"),
  }),
  statement(
    "fx-br-gh",
    "GH",
    "2024-06",
    `A short fictional opening. ${LONG_SENTENCE} A closing fictional line.`,
  ),
  statement("fx-br-ng", "NG", "2024-04-01", "A fictional note on something else."),
  statement("fx-br-ng-0", "NG", "2019", "An older fictional note on the monsoon."),
];

/** The excerpts the note must quote: exact substrings of the bodies. */
const KE_EXCERPT = "This fictional paragraph says the monsoon season must be watched closely by all.";
const KE_FIRST_SENTENCE = "Kenya speaks on the monsoon for the first time.";

const served = serveDuringTests(FIXTURES);
const QUERY = "q=monsoon&among=african&from=2024-01-01&to=2024-12-31";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "briefing-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function download(format: "docx" | "pdf", query: string) {
  const response = await fetch(`${served.base}/api/analytics/briefing.${format}?${query}`);
  const buffer = Buffer.from(await response.arrayBuffer());
  expect(response.status, buffer.toString().slice(0, 300)).toBe(200);
  expect(response.headers.get("content-type")).toBe(format === "pdf" ? PDF : DOCX);
  expect(response.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="Communique-briefing-african-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
  );
  expect(response.headers.get("applied-period")).toBe("2024-01-01/2024-12-31");
  return buffer;
}

/** pdftotext's text, bidi marks dropped and presentation forms mapped back, lines joined with spaces. */
async function pdfText(pdf: Buffer, name: string): Promise<string> {
  const file = join(scratch, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return (
    stdout
      .normalize("NFKC")
      // NFKC spells the ellipsis as three full stops: the note prints one character.
      .replace(/\.\.\./g, "…")
      .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/\s+/g, " ")
  );
}

async function docxText(docx: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: docx })).value.replace(/\s+/g, " ");
}

/** The long sentence's excerpt as the note prints it, found between its ellipses. */
function cutExcerpt(text: string): string {
  const quoted = text.match(/… ([^…]*the monsoon once[^…]*) …/);
  expect(quoted, "the long sentence is quoted with an ellipsis on both sides").not.toBeNull();
  return quoted![1]!;
}

function expectEnglishNote(text: string, links: string[]) {
  // The question.
  expect(text).toContain("Briefing note: African States");
  expect(text).toContain("Search: monsoon");
  expect(text).toContain("Period: 2024");
  expect(text).toContain("Group: African States");
  expect(text).toContain("Filters: None");
  expect(text).toMatch(/Generated by Communiqué on \w+ \d+, \d{4}/);
  // Who spoke and who did not, in words.
  expect(text).toMatch(
    /African States: 2 of \d+ members issued a matching statement; 1 silent; \d+ not covered\./,
  );
  expect(text).toContain("Spoke (2)");
  expect(text).toContain("Kenya — 2 statements; first February 1, 2024; last May 10, 2024");
  expect(text).toContain("Ghana — 1 statement; first June 2024; last June 2024");
  expect(text).toContain("Silent (1)");
  expect(text).toContain("Nigeria — last mention before the period: 2019");
  expect(text).toMatch(/Not covered \(\d+\)/);
  expect(text).toContain("South Africa — no mention before the period");
  // One excerpt per member that spoke, from its LAST statement, exactly as stored.
  expect(text).toContain(KE_EXCERPT);
  expect(text).not.toContain(KE_FIRST_SENTENCE);
  const cut = cutExcerpt(text);
  expect(LONG_SENTENCE).toContain(cut);
  expect(cut.length).toBeGreaterThan(200);
  expect(cut.length).toBeLessThan(320);
  for (const link of links) expect(text).toContain(link);
  expect(text).toContain("Fictional statement fx-br-ke-2");
  // The bloc over time.
  expect(text).toContain("The bloc over time");
  // Sources and retrieval dates.
  expect(text).toContain("Sources and retrieval dates");
  expect(text).toContain("Source: https://ministry.example/fictional/fx-br-ke-2");
  expect(text).toContain("Retrieved: May 11, 2024");
  expect(text).toMatch(/Source: test-fixture — Indexed: \w+ \d+, \d{4}/);
}

describe("GET /api/analytics/briefing.docx", () => {
  it("gives the question, the three lists, an exact excerpt per member with its link, the figures and the sources", async () => {
    const buffer = await download("docx", `${QUERY}&lang=en`);
    const text = await docxText(buffer);
    expectEnglishNote(text, []);
    // The chart's figures as a table.
    expect(text).toContain("Member First Last Statements");
    expect(text).toContain("Kenya February 1, 2024 May 10, 2024 2");
    // The links back are hyperlinks to each statement's page.
    const rels = strFromU8(unzipSync(new Uint8Array(buffer))["word/_rels/document.xml.rels"]!);
    expect(rels).toContain(`Target="${served.base}/en/statements/fx-br-ke-2"`);
    expect(rels).toContain(`Target="${served.base}/en/statements/fx-br-gh"`);
    expect(text).toContain(`Statement page: ${served.base}/en/statements/fx-br-ke-2`);
  });

  it("is right to left in Arabic: bidi paragraphs, the words in Arabic, the quotation exact", async () => {
    const buffer = await download("docx", `${QUERY}&lang=ar`);
    const xml = strFromU8(unzipSync(new Uint8Array(buffer))["word/document.xml"]!);
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs) ?? [];
    const title = paragraphs.find((p) => p.includes("مذكرة إحاطة"));
    expect(title).toContain("<w:bidi/>");
    expect(paragraphs.find((p) => p.includes("تكلموا"))).toContain("<w:bidi/>");
    expect(xml).toContain("<w:bidiVisual/>");
    const text = await docxText(buffer);
    expect(text).toContain("من تكلم ومن لم يتكلم");
    expect(text).toContain(KE_EXCERPT);
    expect(text).toContain(`${served.base}/ar/statements/fx-br-ke-2`);
  });
});

describe.skipIf(POPPLER_MISSING)("GET /api/analytics/briefing.pdf", () => {
  it("gives the same note, the chart drawn with its axes, links annotated", async () => {
    const buffer = await download("pdf", `${QUERY}&lang=en`);
    expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(buffer, "en");
    expectEnglishNote(text, [
      `Statement page: ${served.base}/en/statements/fx-br-ke-2`,
      `Statement page: ${served.base}/en/statements/fx-br-gh`,
    ]);
    // The chart's labels: the members, the axes, the legend, the share.
    expect(text).toContain("Share of members that had spoken");
    expect(text).toMatch(/Date/);
    expect(text).toContain("first and last matching statement");
    expect(text).toContain("a statement dated by month or year only");
    expect(text).toMatch(/100\s?%/);
    // Link annotations to the statements' pages.
    expect(buffer.toString("latin1")).toContain(`/URI (${served.base}/en/statements/fx-br-ke-2)`);
  });

  it("is in Arabic, right to left, the quotation exact", async () => {
    const buffer = await download("pdf", `${QUERY}&lang=ar`);
    expect(buffer.toString("latin1")).toMatch(/\/Lang \(ar\)/);
    const text = await pdfText(buffer, "ar");
    expect(text).toContain("مذكرة إحاطة");
    expect(text).toContain("من تكلم ومن لم يتكلم");
    expect(text).toContain("التكتل عبر الزمن");
    expect(text).toContain(KE_EXCERPT);
  });
});

describe("a bloc's briefing note", () => {
  it("names the bloc and its membership's source and date among the sources", async () => {
    const au = getBloc("african-union")!;
    const response = await fetch(
      `${served.base}/api/analytics/briefing.docx?q=monsoon&among=african-union&from=2024-01-01&to=2024-12-31`,
    );
    expect(response.status).toBe(200);
    const text = await docxText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(`Bloc: ${au.names.en}`);
    expect(text).toContain(
      `${au.names.en}: the members as the organisation lists them, ${au.sourceUrl}, as of ${formatDateAtPrecision(au.asOf, "day", "en")}.`,
    );
    expect(text).toContain(KE_EXCERPT);
  });
});

describe("a briefing note refused", () => {
  for (const format of ["docx", "pdf"]) {
    it(`answers ${format} with the JSON operation's 400s`, async () => {
      const cases: [string, string][] = [
        ["q=monsoon&among=atlantis", "unknown_bloc"],
        ["among=african", "keyword_required"],
        ["q=monsoon&among=african&from=2024-13-01", "invalid_parameter"],
        ["q=monsoon&among=african&from=2024-06-01&to=2024-01-01", "invalid_parameter"],
      ];
      for (const [query, code] of cases) {
        const [note, json] = await Promise.all(
          [`briefing.${format}`, "silences"].map((path) =>
            fetch(`${served.base}/api/analytics/${path}?${query}`),
          ),
        );
        expect(note!.status, query).toBe(400);
        const [a, b] = (await Promise.all([note!.json(), json!.json()])) as { error: { code: string } }[];
        expect(a, query).toEqual(b);
        expect(a!.error.code, query).toBe(code);
      }
    });
  }
});
