import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { parseStatementDate, type StatementInput } from "@communique/store";
import { fictionalStatements } from "@communique/store/testing";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { expectJsonError } from "../../test/expect-json-error";
import { serveDuringTests } from "../../test/test-server";
import { formatRetrieved } from "../downloads/download-texts";

/** FICTIONAL statements for the downloads only, kept out of the shared fixtures that other tests count. */
const DOWNLOAD_FIXTURES: StatementInput[] = [
  // Markup and ampersands in the title, the body and the URL: every format must keep them as text.
  {
    id: "fx-dl-en-1",
    countryCode: "NZ",
    source: "test-fixture",
    url: "https://ministry.example/fx-dl-en-1?a=1&b=2",
    title: 'Fictional notice on <script>alert("t")</script> & escaping',
    body: 'First paragraph: <script>alert("b")</script> & <b>bold</b>.\nSame paragraph, next line.\n\n\nSecond paragraph & more.',
    language: "en",
    date: parseStatementDate("2021-07-04")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
  // Arabic, two paragraphs, only the year known, no original URL.
  {
    id: "fx-dl-ar-1",
    countryCode: "JO",
    source: "test-fixture",
    url: null,
    title: "بيان خيالي بشأن التعليم",
    body: "الفقرة الأولى عن التعليم في المدارس.\n\nالفقرة الثانية عن الصحة العامة.",
    language: "ar",
    date: parseStatementDate("2021")!,
    meta: { fictional: true },
    fetchedAt: null,
  },
];

const TXT = "text/plain; charset=utf-8";
const HTML = "text/html; charset=utf-8";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const served = serveDuringTests([...fictionalStatements(), ...DOWNLOAD_FIXTURES]);

interface Download {
  response: Response;
  /** The retrieval date as the citation should write it, read on both sides of the request (midnight UTC). */
  retrieved: [string, string];
}

async function download(path: string, lang: LanguageCode = "en"): Promise<Download> {
  const before = formatRetrieved(new Date(), lang);
  const response = await fetch(`${served.base}/api/statements/${path}`);
  const after = formatRetrieved(new Date(), lang);
  return { response, retrieved: [before, after] };
}

async function text(path: string, lang: LanguageCode = "en") {
  const { response, retrieved } = await download(path, lang);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { response, body, retrieved };
}

/** The whole text, for either retrieval date. */
function expectText(actual: string, build: (retrieved: string) => string, retrieved: [string, string]) {
  expect([build(retrieved[0]), build(retrieved[1])]).toContain(actual);
}

describe("GET /api/statements/{id}/download?format=txt", () => {
  it("gives title, metadata, body and an English citation, a year-only date as the year", async () => {
    const { response, body, retrieved } = await text("fx-en-4/download?format=txt");
    expect(response.headers.get("content-type")).toBe(TXT);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="fx-en-4.txt"; filename*=UTF-8''fx-en-4.txt`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expectText(
      body,
      (date) =>
        [
          "Fictional note on reform",
          "Issuer: Japan",
          "Date: 2022",
          "Language: English",
          "Original: https://ministry.example/fx-en-4",
          "",
          "The reform of the Security Council is overdue.",
          "",
          "How to cite",
          `"Fictional note on reform". Japan, 2022. Original: https://ministry.example/fx-en-4. Retrieved from Communiqué on ${date}: ${served.base}/en/statements/fx-en-4`,
          "",
        ].join("\n"),
      retrieved,
    );
    expect(body).not.toContain("January");
  });

  it("frames the statement in Arabic with lang=ar", async () => {
    const { body, retrieved } = await text("fx-en-4/download?format=txt&lang=ar", "ar");
    expectText(
      body,
      (date) =>
        [
          "Fictional note on reform",
          "الجهة المُصدِرة: اليابان",
          "التاريخ: 2022",
          "اللغة: الإنجليزية",
          "النص الأصلي: https://ministry.example/fx-en-4",
          "",
          "The reform of the Security Council is overdue.",
          "",
          "طريقة الاستشهاد",
          `«Fictional note on reform»، اليابان، 2022. النص الأصلي: https://ministry.example/fx-en-4. استُرجع من Communiqué في ${date}: ${served.base}/ar/statements/fx-en-4`,
          "",
        ].join("\n"),
      retrieved,
    );
  });

  it("keeps an Arabic statement's paragraphs and leaves out the original it lacks", async () => {
    const { body, retrieved } = await text("fx-dl-ar-1/download?format=txt&lang=ar", "ar");
    expectText(
      body,
      (date) =>
        [
          "بيان خيالي بشأن التعليم",
          "الجهة المُصدِرة: الأردن",
          "التاريخ: 2021",
          "اللغة: العربية",
          "",
          "الفقرة الأولى عن التعليم في المدارس.",
          "",
          "الفقرة الثانية عن الصحة العامة.",
          "",
          "طريقة الاستشهاد",
          `«بيان خيالي بشأن التعليم»، الأردن، 2021. استُرجع من Communiqué في ${date}: ${served.base}/ar/statements/fx-dl-ar-1`,
          "",
        ].join("\n"),
      retrieved,
    );
  });

  it("gives a month-precision date as month and year, in the interface language", async () => {
    expect((await text("fx-en-3/download?format=txt")).body).toContain("\nDate: November 2023\n");
    expect((await text("fx-en-3/download?format=txt&lang=fr", "fr")).body).toContain(
      "\nDate\u00a0: novembre 2023\n",
    );
    expect((await text("fx-zh-2/download?format=txt&lang=zh", "zh")).body).toContain("\n日期：2023年6月\n");
  });

  it("keeps markup in a text file as the text it is", async () => {
    const { body } = await text("fx-dl-en-1/download?format=txt");
    expect(body).toContain(
      'First paragraph: <script>alert("b")</script> & <b>bold</b>.\nSame paragraph, next line.\n\nSecond paragraph & more.\n',
    );
  });
});

/** Tags in order; fails on an unclosed, stray or misnested element. */
function tagNames(html: string): string[] {
  const voids = new Set(["meta", "br"]);
  const open: string[] = [];
  const names: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)) {
    const tag = name!.toLowerCase();
    names.push(tag);
    if (voids.has(tag)) continue;
    if (closing) expect(open.pop(), `</${tag}>`).toBe(tag);
    else open.push(tag);
  }
  expect(open).toEqual([]);
  return names;
}

const HTML_ELEMENTS = [
  "html",
  "head",
  "meta",
  "title",
  "style",
  "body",
  "article",
  "h1",
  "dl",
  "dt",
  "dd",
  "p",
  "br",
  "a",
  "footer",
  "h2",
  "cite",
  "bdi",
];

describe("GET /api/statements/{id}/download?format=html", () => {
  it("is a standalone HTML5 attachment with a policy that lets it style itself only", async () => {
    const { response, body } = await text("fx-en-5/download?format=html");
    expect(response.headers.get("content-type")).toBe(HTML);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="fx-en-5.html"; filename*=UTF-8''fx-en-5.html`,
    );
    expect(response.headers.get("content-security-policy")).toBe(HTML_CSP);
    expect(
      body.startsWith('<!DOCTYPE html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8">'),
    ).toBe(true);
    expect(body).toContain("<title>Fictional statement on co-operation</title>");
    expect(body).toContain("<h1>Fictional statement on co-operation</h1>");
    expect(new Set(tagNames(body))).toEqual(new Set(HTML_ELEMENTS.filter((tag) => tag !== "br")));
  });

  it("keeps script and ampersands in the title, body and URL inert", async () => {
    const { body } = await text("fx-dl-en-1/download?format=html");
    expect(body).not.toMatch(/<script|<b>|\son\w+=/i);
    for (const tag of tagNames(body)) expect(HTML_ELEMENTS).toContain(tag);
    expect(body).toContain(
      "<title>Fictional notice on &#60;script&#62;alert(&#34;t&#34;)&#60;/script&#62; &#38; escaping</title>",
    );
    expect(body).toContain(
      "<h1>Fictional notice on &#60;script&#62;alert(&#34;t&#34;)&#60;/script&#62; &#38; escaping</h1>",
    );
    expect(body).toContain(
      "<p>First paragraph: &#60;script&#62;alert(&#34;b&#34;)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;.<br>\nSame paragraph, next line.</p>\n<p>Second paragraph &#38; more.</p>",
    );
    expect(body).toContain(
      '<dt>Original</dt><dd><a href="https://ministry.example/fx-dl-en-1?a=1&#38;b=2" dir="ltr">https://ministry.example/fx-dl-en-1?a=1&#38;b=2</a></dd>',
    );
    expect(body).toContain(
      '<cite lang="en" dir="ltr">Fictional notice on &#60;script&#62;alert(&#34;t&#34;)&#60;/script&#62; &#38; escaping</cite>',
    );
  });

  it("is in an Arabic statement's language and direction, framed in English with lang=en", async () => {
    const { body, retrieved } = await text("fx-dl-ar-1/download?format=html");
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain(
      '<dl lang="en-US" dir="ltr">\n<dt>Issuer</dt><dd>Jordan</dd>\n<dt>Date</dt><dd>2021</dd>\n<dt>Language</dt><dd>Arabic</dd>\n</dl>',
    );
    expect(body).toContain(
      "<p>الفقرة الأولى عن التعليم في المدارس.</p>\n<p>الفقرة الثانية عن الصحة العامة.</p>",
    );
    const statementUrl = `${served.base}/en/statements/fx-dl-ar-1`;
    const citation = (date: string) =>
      `<footer lang="en-US" dir="ltr">\n<h2>How to cite</h2>\n<p>&#34;<cite lang="ar" dir="rtl">بيان خيالي بشأن التعليم</cite>&#34;. <bdi>Jordan</bdi>, <bdi>2021</bdi>. Retrieved from <bdi>Communiqué</bdi> on <bdi>${date}</bdi>: <a href="${statementUrl}" dir="ltr">${statementUrl}</a></p>\n</footer>`;
    expect([citation(retrieved[0]), citation(retrieved[1])].some((c) => body.includes(c))).toBe(true);
  });

  it("gives the citation in Arabic with lang=ar, right to left", async () => {
    const { body } = await text("fx-en-1/download?format=html&lang=ar", "ar");
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain(
      '<footer lang="ar" dir="rtl">\n<h2>طريقة الاستشهاد</h2>\n<p>«<cite lang="en" dir="ltr">',
    );
    expect(body).toContain(`. استُرجع من <bdi>Communiqué</bdi> في <bdi>`);
    expect(body).toContain(`<a href="${served.base}/ar/statements/fx-en-1" dir="ltr">`);
  });

  it("tags Chinese as zh, whichever script it is written in", async () => {
    expect((await text("fx-zh-2/download?format=html")).body).toContain('<html lang="zh" dir="ltr">');
  });
});

async function docx(path: string, lang: LanguageCode = "en") {
  const { response, retrieved } = await download(path, lang);
  expect(response.status).toBe(200);
  const buffer = Buffer.from(await response.arrayBuffer());
  const raw = (await mammoth.extractRawText({ buffer })).value;
  const documentXml = strFromU8(unzipSync(new Uint8Array(buffer))["word/document.xml"]!);
  return { response, buffer, raw, documentXml, retrieved };
}

describe("GET /api/statements/{id}/download?format=docx", () => {
  it("is a Word document with title, metadata, body and citation", async () => {
    const { response, raw, buffer, retrieved } = await docx("fx-dl-en-1/download?format=docx");
    expect(response.headers.get("content-type")).toBe(DOCX);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="fx-dl-en-1.docx"; filename*=UTF-8''fx-dl-en-1.docx`,
    );
    const title = 'Fictional notice on <script>alert("t")</script> & escaping';
    expectText(
      raw,
      (date) =>
        [
          title,
          "Issuer: New Zealand",
          "Date: July 4, 2021",
          "Language: English",
          "Original: https://ministry.example/fx-dl-en-1?a=1&b=2",
          // mammoth's raw text drops line breaks (<w:br/>); its HTML keeps them, below.
          'First paragraph: <script>alert("b")</script> & <b>bold</b>.Same paragraph, next line.',
          "Second paragraph & more.",
          "How to cite",
          `"${title}". New Zealand, July 4, 2021. Original: https://ministry.example/fx-dl-en-1?a=1&b=2. Retrieved from Communiqué on ${date}: ${served.base}/en/statements/fx-dl-en-1`,
          "",
        ].join("\n\n"),
      retrieved,
    );
    const html = (await mammoth.convertToHtml({ buffer })).value;
    expect(html).toContain(
      '<p>First paragraph: &lt;script&gt;alert("b")&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;.<br />Same paragraph, next line.</p><p>Second paragraph &amp; more.</p>',
    );
  });

  it("lays an Arabic statement out right to left, cited in Arabic", async () => {
    const { raw, documentXml, retrieved } = await docx("fx-dl-ar-1/download?format=docx&lang=ar", "ar");
    expectText(
      raw,
      (date) =>
        [
          "بيان خيالي بشأن التعليم",
          "الجهة المُصدِرة: الأردن",
          "التاريخ: 2021",
          "اللغة: العربية",
          "الفقرة الأولى عن التعليم في المدارس.",
          "الفقرة الثانية عن الصحة العامة.",
          "طريقة الاستشهاد",
          `«بيان خيالي بشأن التعليم»، الأردن، 2021. استُرجع من Communiqué في ${date}: ${served.base}/ar/statements/fx-dl-ar-1`,
          "",
        ].join("\n\n"),
      retrieved,
    );
    const paragraphs = documentXml.match(/<w:p>.*?<\/w:p>/gs) ?? [];
    expect(paragraphs).toHaveLength(8);
    for (const paragraph of paragraphs) {
      expect(paragraph).toContain("<w:bidi/>");
      expect(paragraph).toContain("<w:rtl/>");
      expect(paragraph).toContain('<w:lang w:bidi="ar-SA"/>');
    }
  });

  it("keeps left-to-right metadata around an Arabic body with lang=en", async () => {
    const { documentXml } = await docx("fx-dl-ar-1/download?format=docx");
    const paragraphs = documentXml.match(/<w:p>.*?<\/w:p>/gs) ?? [];
    expect(paragraphs.map((p) => p.includes("<w:bidi/>"))).toEqual([
      true,
      ...[false, false, false],
      ...[true, true],
      ...[false, false],
    ]);
  });

  it("hints an East Asian font and language for Chinese", async () => {
    const { raw, documentXml } = await docx("fx-zh-1/download?format=docx&lang=zh", "zh");
    expect(raw).toContain("关于气候变化的虚构声明\n\n发布方：中国\n\n日期：2024年3月9日\n\n语言：中文");
    expect(raw).toContain("联合国安理会呼吁立即停火。各方应继续就气候变化问题进行谈判。");
    expect(raw).toContain(
      "中国：《关于气候变化的虚构声明》，2024年3月9日。原文：https://ministry.example/fx-zh-1。",
    );
    expect(documentXml).toContain('<w:rFonts w:eastAsia="SimSun" w:hint="eastAsia"/>');
    expect(documentXml).toContain('<w:lang w:eastAsia="zh-CN"/>');
    expect(documentXml).not.toContain("<w:bidi/>");
  });
});

describe("errors", () => {
  const expectError = async (path: string, status: number, code: string) =>
    expectJsonError(await fetch(`${served.base}/api/statements/${path}`), status, code);

  it.each(["txt", "html", "docx"])(
    "answers 404 not_found in JSON for an unknown id as %s",
    async (format) => {
      expect(await expectError(`fx-en-99/download?format=${format}`, 404, "not_found")).toBe(
        'No statement has the id "fx-en-99"',
      );
    },
  );

  it("answers 400 to an unknown or missing format, an unknown lang or an overlong id", async () => {
    expect(await expectError("fx-en-1/download?format=pdf", 400, "invalid_parameter")).toMatch(/^format: /);
    expect(await expectError("fx-en-1/download?format=TXT", 400, "invalid_parameter")).toMatch(/^format: /);
    expect(await expectError("fx-en-1/download", 400, "invalid_parameter")).toMatch(/^format: /);
    expect(await expectError("fx-en-1/download?format=txt&lang=de", 400, "invalid_parameter")).toMatch(
      /^lang: /,
    );
    expect(await expectError(`${"x".repeat(201)}/download?format=txt`, 400, "invalid_parameter")).toMatch(
      /^id: /,
    );
    expect(await expectError("fx-en-1%00/download?format=txt", 400, "invalid_parameter")).toMatch(
      /^id: .*control characters/,
    );
  });
});

describe("OpenAPI", () => {
  it("describes the download, its formats and languages", async () => {
    const document = await (await fetch(`${served.base}/api/openapi.json`)).json();
    const operation = document.paths["/api/statements/{id}/download"].get;
    expect(operation.description).toContain("citation");
    const parameters = Object.fromEntries(
      operation.parameters.map((p: { name: string; schema: unknown }) => [p.name, p.schema]),
    );
    expect(parameters.format).toMatchObject({ enum: ["txt", "html", "docx"] });
    expect(parameters.lang).toMatchObject({ enum: [...LANGUAGE_CODES], default: "en" });
    expect(Object.keys(operation.responses["200"].content)).toEqual([TXT, HTML, DOCX]);
    expect(Object.keys(operation.responses)).toEqual(["200", "400", "404"]);
  });
});
