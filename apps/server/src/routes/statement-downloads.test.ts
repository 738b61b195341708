import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { fictionalStatements } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { expectJsonError } from "../../test/expect-json-error";
import {
  DOCX,
  DOWNLOAD_FIXTURES,
  downloadStatement,
  expectText,
} from "../../test/statement-download-fixtures";
import { serveDuringTests } from "../../test/test-server";

const TXT = "text/plain; charset=utf-8";
const HTML = "text/html; charset=utf-8";
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const served = serveDuringTests([...fictionalStatements(), ...DOWNLOAD_FIXTURES]);

const download = (path: string, lang?: LanguageCode) => downloadStatement(served.base, path, lang);

async function text(path: string, lang: LanguageCode = "en") {
  const { response, retrieved } = await download(path, lang);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { response, body, retrieved };
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
    // With the answers of the middleware in front (api-document.ts): starting or busy, rate limit, ours.
    expect(Object.keys(operation.responses)).toEqual(["200", "400", "404", "429", "500", "503"]);
  });
});

describe("a structured body in the downloads (decision 029)", () => {
  it("is headings and lists in HTML, without their markers, and as written in the text file", async () => {
    const html = (await text("fx-dl-structure/download?format=html")).body;
    expect(html).toContain("<p>An opening fictional paragraph.</p>");
    expect(html).toContain("<h2>Fictional harbour matters</h2>");
    expect(html).toContain("<ul>\n<li>first fictional item</li>\n<li>second fictional item</li>\n</ul>");
    expect(html).toContain(
      '<ol>\n<li value="3">third fictional step</li>\n<li value="4">fourth fictional step</li>\n</ol>',
    );
    expect(html).not.toContain("## ");
    const txt = (await text("fx-dl-structure/download?format=txt")).body;
    expect(txt).toContain("## Fictional harbour matters\n\n- first fictional item\n- second fictional item");
  });
});
