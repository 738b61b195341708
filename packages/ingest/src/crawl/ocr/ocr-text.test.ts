import { editDistance } from "@communique/core/edit-distance";
import { describe, expect, it } from "vitest";
import { characterErrorRate } from "./character-error-rate";
import { meanConfidence, ocrPages, removeCjkSpaces } from "./ocr-text";
import { type OcrLine, parseTesseractTsv } from "./tesseract-tsv";

/** Rows as tesseract 5.3 writes them (level 4 a line with its box, level 5 a word), FICTIONAL text. */
const HEADER =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const lineRow = (block: number, par: number, line: number, top: number, height = 40) =>
  `4\t1\t${block}\t${par}\t${line}\t0\t100\t${top}\t2000\t${height}\t-1\t`;
const wordRow = (block: number, par: number, line: number, n: number, text: string, conf = 95) =>
  `5\t1\t${block}\t${par}\t${line}\t${n}\t${100 + n * 50}\t0\t40\t40\t${conf}\t${text}`;

function line(words: string, top: number, options: { block?: number; paragraph?: number } = {}): OcrLine {
  return {
    block: options.block ?? 1,
    paragraph: options.paragraph ?? 1,
    top,
    bottom: top + 40,
    words: words.split(" ").map((text) => ({ text, confidence: 90 })),
  };
}

describe("parseTesseractTsv", () => {
  it("groups words into their lines in reading order, skipping empty lines and non-words", () => {
    const tsv = [
      HEADER,
      "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t",
      lineRow(1, 1, 1, 200),
      wordRow(1, 1, 1, 1, "بيان", 89.5),
      wordRow(1, 1, 1, 2, "صادر", 91),
      lineRow(1, 1, 2, 260),
      wordRow(1, 1, 2, 1, " ", 95),
      lineRow(1, 2, 1, 400, 30),
      wordRow(1, 2, 1, 1, "Examplestan", 96.25),
      "",
    ].join("\n");
    expect(parseTesseractTsv(tsv)).toEqual([
      {
        block: 1,
        paragraph: 1,
        top: 200,
        bottom: 240,
        words: [
          { text: "بيان", confidence: 89.5 },
          { text: "صادر", confidence: 91 },
        ],
      },
      { block: 1, paragraph: 2, top: 400, bottom: 430, words: [{ text: "Examplestan", confidence: 96.25 }] },
    ]);
  });
});

describe("OCR text clean-up", () => {
  it("removes the spaces tesseract puts between Chinese characters and digits, not around Latin words", () => {
    expect(removeCjkSpaces("外 交 部 发言 人 于 2021 年 3 月 15 日 表示 ， 双方")).toBe(
      "外交部发言人于2021年3月15日表示，双方",
    );
    expect(removeCjkSpaces("关于 COVID-19 疫情")).toBe("关于 COVID-19 疫情");
    expect(removeCjkSpaces("第 75 届 会议")).toBe("第75届会议");
    expect(removeCjkSpaces("The Republic of Examplestan, 12 May")).toBe(
      "The Republic of Examplestan, 12 May",
    );
  });

  it("unwraps lines into paragraphs: tesseract's paragraphs, gaps, and a line higher up (a column)", () => {
    const pages = ocrPages([
      [
        line("The Ministry of Foreign Affairs of the fictional", 100),
        line("Republic of Examplestan welcomes the negotia-", 150),
        line("tions. The negotiations on fisheries resume.", 200),
        line("A second paragraph after a blank line.", 300),
        line("A third, by tesseract's own paragraph.", 350, { paragraph: 2 }),
        line("|", 400),
        line("A second column.", 120, { block: 2 }),
      ],
      [line("外 交 部 发 言", 100), line("人 表 示 。", 150)],
    ]);
    expect(pages).toEqual([
      [
        "The Ministry of Foreign Affairs of the fictional Republic of Examplestan welcomes the negotiations. The negotiations on fisheries resume.",
        "A second paragraph after a blank line.",
        "A third, by tesseract's own paragraph.",
        "A second column.",
      ],
      ["外交部发言人表示。"],
    ]);
  });

  it("keeps Arabic words in the order tesseract gives them (logical order)", () => {
    expect(
      ocrPages([[line("بيان صادر عن وزارة الخارجية", 100), line("في جمهورية إكزامبلستان", 150)]]),
    ).toEqual([["بيان صادر عن وزارة الخارجية في جمهورية إكزامبلستان"]]);
  });

  it("averages the words' confidence", () => {
    const lines = [line("one two", 100)];
    lines[0]!.words[1]!.confidence = 60;
    expect(meanConfidence([lines])).toBe(75);
    expect(meanConfidence([[]])).toBeUndefined();
  });
});

describe("characterErrorRate", () => {
  it("is the edit distance over the reference's length, whitespace collapsed", () => {
    expect(editDistance([..."kitten"], [..."sitting"])).toBe(3);
    expect(characterErrorRate("Examp1estan  welcomes\nthe", "Examplestan welcomes the")).toBeCloseTo(1 / 24);
    expect(characterErrorRate("外交部", "外交部")).toBe(0);
    expect(characterErrorRate("", "abc")).toBe(1);
    expect(characterErrorRate("", " ")).toBe(0);
  });
});
