import { describe, expect, it } from "vitest";
import { markedParagraphs } from "./marked-paragraphs";

const at = (body: string, ...words: string[]) =>
  words.map((word) => {
    const start = body.indexOf(word);
    return { start, end: start + word.length };
  });

describe("markedParagraphs", () => {
  it("splits the body at blank lines, trimmed, without empty paragraphs", () => {
    expect(markedParagraphs("  First one.\n\n\n  Second one.  \n \n")).toEqual([
      ["First one."],
      ["Second one."],
    ]);
  });

  it("cuts each paragraph at its matches, numbered across the whole text", () => {
    const body = "A fictional harbour.\n\nThe harbour and the lighthouse.";
    expect(
      markedParagraphs(
        body,
        [...at(body, "harbour"), ...at(body, "lighthouse")].sort((a, b) => a.start - b.start),
      ),
    ).toEqual([
      ["A fictional ", { match: 1, text: "harbour" }, "."],
      ["The harbour and the ", { match: 2, text: "lighthouse" }, "."],
    ]);
    const second = { start: body.lastIndexOf("harbour"), end: body.lastIndexOf("harbour") + 7 };
    expect(markedParagraphs(body, [...at(body, "harbour"), second])[1]).toEqual([
      "The ",
      { match: 2, text: "harbour" },
      " and the lighthouse.",
    ]);
  });

  it("keeps a match at the very start or end of a paragraph whole", () => {
    const body = "Lighthouse first.\n\nLast lighthouse";
    const matches = [
      { start: 0, end: 10 },
      { start: body.length - 10, end: body.length },
    ];
    expect(markedParagraphs(body, matches)).toEqual([
      [{ match: 1, text: "Lighthouse" }, " first."],
      ["Last ", { match: 2, text: "lighthouse" }],
    ]);
  });

  it("never loses or repeats text, whatever the matches", () => {
    const body = "One two.\n\nThree four five.\n\nSix.";
    const matches = [
      { start: 4, end: 7 },
      { start: 6, end: 9 },
      { start: 16, end: 20 },
    ];
    const text = markedParagraphs(body, matches).map((p) =>
      p.map((x) => (typeof x === "string" ? x : x.text)).join(""),
    );
    expect(text).toEqual(["One two.", "Three four five.", "Six."]);
  });
});
