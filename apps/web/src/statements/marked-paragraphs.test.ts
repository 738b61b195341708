import { describe, expect, it } from "vitest";
import { blockText, markedBlocks } from "./marked-paragraphs";

const at = (body: string, ...words: string[]) =>
  words.map((word) => {
    const start = body.indexOf(word);
    return { start, end: start + word.length };
  });

describe("markedBlocks", () => {
  it("splits the body at blank lines, trimmed, without empty paragraphs", () => {
    expect(markedBlocks("  First one.\n\n\n  Second one.  \n \n")).toEqual([
      { kind: "p", pieces: ["First one."] },
      { kind: "p", pieces: ["Second one."] },
    ]);
  });

  it("cuts each paragraph at its matches, numbered across the whole text", () => {
    const body = "A fictional harbour.\n\nThe harbour and the lighthouse.";
    expect(
      markedBlocks(
        body,
        [...at(body, "harbour"), ...at(body, "lighthouse")].sort((a, b) => a.start - b.start),
      ),
    ).toEqual([
      { kind: "p", pieces: ["A fictional ", { match: 1, text: "harbour" }, "."] },
      { kind: "p", pieces: ["The harbour and the ", { match: 2, text: "lighthouse" }, "."] },
    ]);
    const second = { start: body.lastIndexOf("harbour"), end: body.lastIndexOf("harbour") + 7 };
    expect(markedBlocks(body, [...at(body, "harbour"), second])[1]).toEqual({
      kind: "p",
      pieces: ["The ", { match: 2, text: "harbour" }, " and the lighthouse."],
    });
  });

  it("keeps a match at the very start or end of a paragraph whole", () => {
    const body = "Lighthouse first.\n\nLast lighthouse";
    const matches = [
      { start: 0, end: 10 },
      { start: body.length - 10, end: body.length },
    ];
    expect(markedBlocks(body, matches)).toEqual([
      { kind: "p", pieces: [{ match: 1, text: "Lighthouse" }, " first."] },
      { kind: "p", pieces: ["Last ", { match: 2, text: "lighthouse" }] },
    ]);
  });

  it("never loses or repeats text, whatever the matches", () => {
    const body = "One two.\n\nThree four five.\n\nSix.";
    const matches = [
      { start: 4, end: 7 },
      { start: 6, end: 9 },
      { start: 16, end: 20 },
    ];
    expect(markedBlocks(body, matches).map(blockText)).toEqual(["One two.", "Three four five.", "Six."]);
  });

  it("shows headings and lists without their markers, matches marked inside them", () => {
    const body =
      "# Fictional lighthouses\n\nThe lighthouse of Verdania.\nA second line.\n\n## Works\n\n- a lighthouse repainted\n- a harbour\n\n3. first\n4. lighthouse";
    const matches = [...body.matchAll(/lighthouse/g)].map((m) => ({ start: m.index, end: m.index + 10 }));
    expect(markedBlocks(body, matches)).toEqual([
      { kind: "h2", pieces: ["Fictional ", { match: 1, text: "lighthouse" }, "s"] },
      { kind: "p", pieces: ["The ", { match: 2, text: "lighthouse" }, " of Verdania.\nA second line."] },
      { kind: "h3", pieces: ["Works"] },
      {
        kind: "ul",
        items: [
          { pieces: ["a ", { match: 3, text: "lighthouse" }, " repainted"] },
          { pieces: ["a harbour"] },
        ],
      },
      {
        kind: "ol",
        items: [
          { number: 3, pieces: ["first"] },
          { number: 4, pieces: [{ match: 4, text: "lighthouse" }] },
        ],
      },
    ]);
  });

  it("numbers only the matches it shows, and goes on with a match cut by a line's end", () => {
    const body = "- one harbour\n- light\n\nThe end.";
    const matches = [
      { start: 0, end: 1 }, // the marker: shown nowhere
      { start: 6, end: 21 }, // "harbour\n- light": over two items
      { start: 23, end: 26 },
    ];
    expect(markedBlocks(body, matches)).toEqual([
      {
        kind: "ul",
        items: [
          { pieces: ["one ", { match: 1, text: "harbour" }] },
          { pieces: [{ match: 1, text: "light", continued: true }] },
        ],
      },
      { kind: "p", pieces: [{ match: 2, text: "The" }, " end."] },
    ]);
  });
});
