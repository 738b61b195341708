import type { LanguageCode } from "@communique/core";
import { fictionalStatements } from "@communique/store/testing";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import {
  DOCX,
  DOWNLOAD_FIXTURES,
  downloadStatement,
  expectText,
} from "../../test/statement-download-fixtures";
import { serveDuringTests } from "../../test/test-server";

const served = serveDuringTests([...fictionalStatements(), ...DOWNLOAD_FIXTURES]);
const download = (path: string, lang?: LanguageCode) => downloadStatement(served.base, path, lang);

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

describe("a structured body in Word (decision 029)", () => {
  it("has its heading in a heading style and its list items with their bullets or numbers, no markers", async () => {
    const { raw, documentXml } = await docx("fx-dl-structure/download?format=docx");
    expect(raw).toContain("Fictional harbour matters");
    expect(raw).not.toContain("## ");
    expect(raw).toContain("•\u00a0first fictional item");
    expect(raw).toContain("3.\u00a0third fictional step");
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading3"\/>(?:(?!<\/w:p>).)*Fictional harbour matters/s);
  });
});
