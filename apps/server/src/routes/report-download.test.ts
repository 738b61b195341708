import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postReport } from "../../test/post-report";
import { startTestServer, type TestServer } from "../../test/test-server";
import { formatRetrieved } from "../downloads/download-texts";
import { formatGenerated } from "../report/report-texts";

const run = promisify(execFile);

const POPPLER_MISSING = spawnSync("pdftotext", ["-v"]).error !== undefined;
if (POPPLER_MISSING) console.warn("PDF report tests skipped: no pdftotext (apt-get install poppler-utils)");

/** FICTIONAL statements for the report downloads only, kept out of the shared fixtures that other tests count. */
const REPORT_FIXTURES: StatementInput[] = [
  // Arabic without vowel marks, two paragraphs, only the year known, no original URL.
  {
    id: "fx-rp-ar-1",
    countryCode: "JO",
    source: "test-fixture",
    url: null,
    title: "بيان خيالي عن الحوار",
    body: "تدعو الدولة جميع الأطراف إلى مواصلة الحوار من أجل السلام.\n\nوتؤكد أهمية التعاون بين الدول في المنطقة.",
    language: "ar",
    date: parseStatementDate("2019")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
  // Chinese, known to the month.
  {
    id: "fx-rp-zh-1",
    countryCode: "CN",
    source: "test-fixture",
    url: "https://ministry.example/fx-rp-zh-1",
    title: "关于国际合作的虚构声明",
    body: "各国应当加强合作，共同应对全球挑战。\n\n中方愿同各方一道努力。",
    language: "zh",
    date: parseStatementDate("2023-05")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
];

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF = "application/pdf";

const ITEMS = [
  { id: "fx-rp-ar-1", note: "Fictional reader's note: compare with the 2018 statement." },
  { id: "fx-en-4" },
  { id: "fx-none-1", note: "about a statement that does not exist" },
  { id: "fx-rp-zh-1", note: "读者的虚构备注：注意合作。" },
];

let testServer: TestServer;
let base: string;
let scratch: string;

beforeAll(async () => {
  testServer = await startTestServer([...fictionalStatements(), ...REPORT_FIXTURES]);
  base = testServer.base;
  scratch = await mkdtemp(join(tmpdir(), "communique-report-"));
});

afterAll(async () => {
  await testServer?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const post = (query: string, body: unknown) => postReport(base, query, body);

interface Download {
  response: Response;
  buffer: Buffer;
  /** The day as the report writes it, read on both sides of the request (midnight UTC). */
  days: [Date, Date];
}

async function download(
  format: "docx" | "pdf",
  lang: LanguageCode,
  items: unknown = ITEMS,
): Promise<Download> {
  const before = new Date();
  const response = await post(`format=${format}&lang=${lang}`, { items });
  const buffer = Buffer.from(await response.arrayBuffer());
  expect(response.status, buffer.toString()).toBe(200);
  return { response, buffer, days: [before, new Date()] };
}

/** Each string occurs after the one before it. */
function expectInOrder(text: string, parts: readonly string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

/** Either rendering of a date-dependent string: the request may straddle midnight UTC. */
function eitherDay(days: [Date, Date], build: (day: Date) => string): string[] {
  return [build(days[0]), build(days[1])];
}

function expectOneOf(text: string, candidates: string[]) {
  expect(
    candidates.some((c) => text.includes(c)),
    `one of ${JSON.stringify(candidates)} in:\n${text}`,
  ).toBe(true);
}

function expectedFilename(days: [Date, Date], extension: string): string[] {
  return eitherDay(days, (day) => {
    const date = day.toISOString().slice(0, 10);
    return `attachment; filename="Communique-report-${date}.${extension}"; filename*=UTF-8''Communiqu%C3%A9-report-${date}.${extension}`;
  });
}

describe("POST /api/report/download?format=docx", () => {
  it("gives the report in order: first page, then each statement with its note, body and citation", async () => {
    const { response, buffer, days } = await download("docx", "en");
    expect(response.headers.get("content-type")).toBe(DOCX);
    expect(expectedFilename(days, "docx")).toContain(response.headers.get("content-disposition"));
    expect(response.headers.get("cache-control")).toBe("no-store");

    const raw = (await mammoth.extractRawText({ buffer })).value;
    expectOneOf(
      raw,
      eitherDay(days, (day) => `Report\n\nGenerated by Communiqué on ${formatGenerated(day, "en")}\n\n`),
    );
    expectInOrder(raw, [
      "Statements not found: fx-none-1",
      "Contents",
      "1. بيان خيالي عن الحوار — Jordan, 2019",
      "2. Fictional note on reform — Japan, 2022",
      "3. 关于国际合作的虚构声明 — China, May 2023",
      // 1
      "1. بيان خيالي عن الحوار",
      "Issuer: Jordan\n\nDate: 2019\n\nLanguage: Arabic",
      "Reader’s note\n\nFictional reader's note: compare with the 2018 statement.",
      "تدعو الدولة جميع الأطراف إلى مواصلة الحوار من أجل السلام.\n\nوتؤكد أهمية التعاون بين الدول في المنطقة.",
      "How to cite",
      `"بيان خيالي عن الحوار". Jordan, 2019. Retrieved from Communiqué on `,
      `: ${base}/en/statements/fx-rp-ar-1`,
      // 2: no note
      "2. Fictional note on reform",
      "Issuer: Japan\n\nDate: 2022\n\nLanguage: English\n\nOriginal: https://ministry.example/fx-en-4",
      "The reform of the Security Council is overdue.",
      "How to cite",
      `"Fictional note on reform". Japan, 2022. Original: https://ministry.example/fx-en-4. Retrieved from Communiqué on `,
      // 3
      "3. 关于国际合作的虚构声明",
      "Date: May 2023",
      "Reader’s note\n\n读者的虚构备注：注意合作。",
      "各国应当加强合作，共同应对全球挑战。\n\n中方愿同各方一道努力。",
      `"关于国际合作的虚构声明". China, May 2023. Original: https://ministry.example/fx-rp-zh-1. Retrieved from Communiqué on `,
    ]);
    expectOneOf(
      raw,
      eitherDay(
        days,
        (day) => `Retrieved from Communiqué on ${formatRetrieved(day, "en")}: ${base}/en/statements/fx-en-4`,
      ),
    );
    expect(raw).not.toContain("January");
    expect(raw.match(/Reader’s note/g)).toHaveLength(2);

    const xml = strFromU8(unzipSync(new Uint8Array(buffer))["word/document.xml"]!);
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs) ?? [];
    const containing = (text: string) => {
      const found = paragraphs.filter((p) => p.includes(text));
      expect(found, text).toHaveLength(1);
      return found[0]!;
    };
    // The Arabic statement's title and paragraphs are right to left; the English frame is not.
    for (const text of ["1. بيان خيالي عن الحوار", "تدعو الدولة جميع الأطراف", "وتؤكد أهمية التعاون"]) {
      expect(containing(text)).toContain("<w:bidi/>");
      expect(containing(text)).toContain("<w:rtl/>");
    }
    for (const text of ["Issuer: Jordan", "The reform of the Security Council", "各国应当加强合作"])
      expect(containing(text)).not.toContain("<w:bidi/>");
    expect(containing("各国应当加强合作")).toContain('<w:rFonts w:eastAsia="SimSun" w:hint="eastAsia"/>');
    // Each statement starts a page.
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(3);
  });

  it("frames the report in Arabic with lang=ar, right to left", async () => {
    const { buffer, days } = await download("docx", "ar", [{ id: "fx-en-4", note: "ملاحظة خيالية" }]);
    const raw = (await mammoth.extractRawText({ buffer })).value;
    expectOneOf(
      raw,
      eitherDay(
        days,
        (day) => `تقرير\n\nأُنشئ في Communiqué بتاريخ ${formatGenerated(day, "ar")}\n\nالمحتويات`,
      ),
    );
    expectInOrder(raw, [
      "1. Fictional note on reform — اليابان، 2022",
      "1. Fictional note on reform",
      "الجهة المُصدِرة: اليابان",
      "ملاحظة القارئ\n\nملاحظة خيالية",
      "The reform of the Security Council is overdue.",
      "طريقة الاستشهاد",
      "«Fictional note on reform»، اليابان، 2022.",
    ]);
    expect(raw).not.toContain("بيانات لم يُعثر عليها");
    const xml = strFromU8(unzipSync(new Uint8Array(buffer))["word/document.xml"]!);
    const note = (xml.match(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs) ?? []).filter((p) => p.includes("ملاحظة"));
    expect(note).toHaveLength(2);
    for (const p of note) expect(p).toContain("<w:bidi/>");
  });
});

/** pdftotext's text in reading order, as a reader copying it gets it: bidi marks dropped, presentation forms mapped back. */
async function pdfText(pdf: Buffer, name: string, pages?: [number, number]): Promise<string> {
  const file = join(scratch, `${name}.pdf`);
  await writeFile(file, pdf);
  const range = pages ? ["-f", String(pages[0]), "-l", String(pages[1])] : [];
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", ...range, file, "-"]);
  return stdout.normalize("NFKC").replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

async function pdfFonts(pdf: Buffer, name: string): Promise<string> {
  const file = join(scratch, `${name}-fonts.pdf`);
  await writeFile(file, pdf);
  return (await run("pdffonts", [file])).stdout;
}

/** The first page as a PNG: how many pixels are not white. */
async function inkOnFirstPage(
  pdf: Buffer,
  name: string,
): Promise<{ ink: number; total: number; png: string }> {
  const file = join(scratch, `${name}.pdf`);
  await writeFile(file, pdf);
  const prefix = join(scratch, name);
  await run("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, prefix]);
  const image = PNG.sync.read(await readFile(`${prefix}.png`));
  let ink = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i]! < 200 || image.data[i + 1]! < 200 || image.data[i + 2]! < 200) ink++;
  }
  return { ink, total: image.width * image.height, png: `${prefix}.png` };
}

describe("the reader's title", () => {
  const TITLE = "تقرير خيالي: الحوار والتعاون";
  const items = [{ id: "fx-en-4" }];

  it("heads the DOCX and names the file, in its own direction within an English frame", async () => {
    const response = await post("format=docx&lang=en", { title: ` ${TITLE} `, items });
    const buffer = Buffer.from(await response.arrayBuffer());
    expect(response.status, buffer.toString()).toBe(200);
    const day = response.headers.get("content-disposition")!.match(/\d{4}-\d{2}-\d{2}/)![0];
    // An Arabic name has no ASCII letters: the fallback says what the file is.
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="report-${day}.docx"; filename*=UTF-8''${encodeURIComponent(`${TITLE.replace(":", "-")} ${day}`)}.docx`,
    );
    const raw = (await mammoth.extractRawText({ buffer })).value;
    expect(raw.startsWith(`${TITLE}\n\nGenerated by Communiqué on `)).toBe(true);
    expect(raw).not.toMatch(/^Report$/m);
    const xml = strFromU8(unzipSync(new Uint8Array(buffer))["word/document.xml"]!);
    const heading = (xml.match(/<w:p>.*?<\/w:p>|<w:p .*?<\/w:p>/gs) ?? []).find((p) => p.includes(TITLE));
    expect(heading).toContain("<w:bidi/>");
  });

  it.skipIf(POPPLER_MISSING)("heads the PDF and names the file", async () => {
    const response = await post("format=pdf&lang=fr", { title: "Rapport fictif", items });
    const buffer = Buffer.from(await response.arrayBuffer());
    expect(response.status, buffer.toString()).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Rapport-fictif-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Rapport%20fictif%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await pdfText(buffer, "titled", [1, 1])).trimStart().startsWith("Rapport fictif\n")).toBe(true);
  });

  it("is the word for report in the interface language when blank", async () => {
    const response = await post("format=docx&lang=es", { title: "   ", items });
    expect(response.headers.get("content-disposition")).toMatch(/filename="Communique-report-/);
    const raw = (await mammoth.extractRawText({ buffer: Buffer.from(await response.arrayBuffer()) })).value;
    expect(raw.startsWith("Informe\n\nGenerado por Communiqué")).toBe(true);
  });
});

describe.skipIf(POPPLER_MISSING)("POST /api/report/download?format=pdf", () => {
  it("gives the report in reading order, Arabic extracted in logical order and Chinese as characters", async () => {
    const { response, buffer, days } = await download("pdf", "en");
    expect(response.headers.get("content-type")).toBe(PDF);
    expect(expectedFilename(days, "pdf")).toContain(response.headers.get("content-disposition"));
    expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");

    const text = await pdfText(buffer, "report-en");
    expectOneOf(
      text,
      eitherDay(days, (day) => `Report\nGenerated by Communiqué on ${formatGenerated(day, "en")}\n`),
    );
    // pdftotext reads a right-to-left run back in logical order, each letter as written (it guesses
    // at the order of runs in a line mixing directions, and of the punctuation at their ends).
    expectInOrder(
      text,
      [
        "Statements not found: fx-none-1",
        "Contents",
        "بيان خيالي عن الحوار",
        "Jordan, 2019",
        "2. Fictional note on reform — Japan, 2022",
        "3. 关于国际合作的虚构声明 — China, May 2023",
        // 1
        "بيان خيالي عن الحوار",
        "Issuer: Jordan\nDate: 2019\nLanguage: Arabic",
        "Reader’s note",
        "Fictional reader's note: compare with the 2018 statement.",
        "تدعو الدولة جميع الأطراف إلى مواصلة الحوار من أجل السلام",
        "وتؤكد أهمية التعاون بين الدول في المنطقة",
        "How to cite",
        "Jordan, 2019. Retrieved from Communiqué on ",
        `${base}/en/statements/fx-rp-ar-1`,
        // 2
        "2. Fictional note on reform",
        "Original: https://ministry.example/fx-en-4",
        "The reform of the Security Council is overdue.",
        "How to cite",
        `"Fictional note on reform". Japan, 2022. Original: https://ministry.example/fx-en-4.`,
        // 3
        "3. 关于国际合作的虚构声明",
        "Date: May 2023",
        "Reader’s note",
        "读者的虚构备注：注意合作。",
        "各国应当加强合作，共同应对全球挑战。",
        "中方愿同各方一道努力。",
        `"关于国际合作的虚构声明". China, May 2023. Original: https://ministry.example/fx-rp-zh-1.`,
      ].map((part) => part.normalize("NFKC")),
    );
    expect(text).not.toContain("January");

    // Every font embedded, as a subset: Noto Sans, Amiri (Arabic), Noto Sans SC (Chinese).
    const fonts = await pdfFonts(buffer, "report-en");
    const rows = fonts.split("\n").slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row).toMatch(/^[A-Z]{6}\+\S+\s.*\byes\s+yes\s+yes\b/);
    for (const name of ["NotoSans-Regular", "Amiri-Regular", "NotoSansSC-Regular", "NotoSans-Bold"])
      expect(fonts).toContain(`+${name}`);
    expect(buffer.length).toBeLessThan(300_000);

    const { ink, total } = await inkOnFirstPage(buffer, "report-en-page1");
    expect(ink).toBeGreaterThan(total * 0.005);
  });

  it("frames the report in Arabic with lang=ar", async () => {
    const { buffer } = await download("pdf", "ar", [
      { id: "fx-ar-2", note: "ملاحظة خيالية للقارئ" },
      ...ITEMS,
    ]);
    const text = await pdfText(buffer, "report-ar");
    expectInOrder(text, [
      "تقرير",
      "Communiqué",
      "fx-none-1",
      "المحتويات",
      "بيان خيالي حول المفاوضات",
      "الإمارات العربية المتحدة",
      "ملاحظة القارئ",
      "ملاحظة خيالية للقارئ",
      "تدعم الدولة المفاوضات الجارية بشأن المناخ ومجلس الأمن.",
      "طريقة الاستشهاد",
      "بيان خيالي عن الحوار",
      "تدعو الدولة جميع الأطراف إلى مواصلة الحوار من أجل السلام.",
    ]);
    const { ink, total } = await inkOnFirstPage(buffer, "report-ar-page1");
    expect(ink).toBeGreaterThan(total * 0.005);
  });

  it("frames the report in each interface language", async () => {
    const titles: Record<LanguageCode, string> = {
      ar: "تقرير",
      zh: "报告",
      en: "Report",
      fr: "Rapport",
      ru: "Отчёт",
      es: "Informe",
    };
    for (const lang of LANGUAGE_CODES) {
      const { buffer } = await download("pdf", lang, [{ id: "fx-fr-1", note: "Note fictive." }]);
      const text = await pdfText(buffer, `report-${lang}`, [1, 1]);
      expect(text.trimStart().startsWith(titles[lang]), `${lang}: ${text}`).toBe(true);
    }
  });
});

describe("large reports", () => {
  it("takes 200 items with notes of 5,000 characters", async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: i % 2 ? "fx-en-4" : `fx-none-${i}`,
      note: i === 1 ? "n".repeat(5000) : "",
    }));
    const { buffer } = await download("docx", "en", items);
    const raw = (await mammoth.extractRawText({ buffer })).value;
    expect(raw).toContain("n".repeat(5000));
    expect(raw).toContain("100. Fictional note on reform");
    expect(raw).toContain("Statements not found: fx-none-0, fx-none-2, fx-none-4");
  });
});
