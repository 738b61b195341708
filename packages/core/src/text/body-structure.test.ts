import { describe, expect, it } from "vitest";
import { type BodyBlock, bodyBlocks, bodyBlockText, withoutHeadingMarker } from "./body-structure";

/** Each block as the page shows it: kind and text, markers left out. */
function shown(body: string) {
  return bodyBlocks(body).map((block: BodyBlock) => {
    const text = bodyBlockText(body, block);
    if (block.kind === "heading") return [`h${block.level}`, text];
    if (block.kind === "list")
      return [block.ordered ? "ol" : "ul", text, ...block.items.map((i) => i.number ?? "")];
    return ["p", text];
  });
}

describe("bodyBlocks", () => {
  it("reads paragraphs, headings and lists from a fictional body's lines", () => {
    const body = [
      "## Fictional heading",
      "First fictional paragraph.\nIts second line.",
      "### Fictional sub-heading",
      "- a lighthouse\n- a harbour",
      "3. third point\n4. fourth point",
      "Closing fictional paragraph.",
    ].join("\n\n");
    expect(shown(body)).toEqual([
      ["h2", "Fictional heading"],
      ["p", "First fictional paragraph.\nIts second line."],
      ["h3", "Fictional sub-heading"],
      ["ul", "a lighthouse\na harbour", "", ""],
      ["ol", "third point\nfourth point", 3, 4],
      ["p", "Closing fictional paragraph."],
    ]);
  });

  it("gives spans into the body itself, markers and spaces outside them", () => {
    const body = "  ### Heading  \n\n\n\n- one\n- two\n \n";
    const blocks = bodyBlocks(body);
    expect(blocks).toEqual([
      { kind: "heading", level: 2, span: { start: 6, end: 13 } },
      {
        kind: "list",
        ordered: false,
        items: [{ span: { start: 21, end: 24 } }, { span: { start: 27, end: 30 } }],
      },
    ]);
    expect(body.slice(6, 13)).toBe("Heading");
  });

  it("leaves a numbered paragraph, a lone dash and a hash without a space as paragraphs", () => {
    // The General Debate's records number their paragraphs; old scans start lines with a dash.
    expect(
      shown("12. A numbered paragraph of a record.\n\n- Zealand, a word cut by a scan.\n\n#hashtag"),
    ).toEqual([
      ["p", "12. A numbered paragraph of a record."],
      ["p", "- Zealand, a word cut by a scan."],
      ["p", "#hashtag"],
    ]);
  });

  it("keeps the lines after a heading's first line as a paragraph, and a mixed block as one", () => {
    expect(shown("# Title\nText under it.\n\n- item\nnot an item")).toEqual([
      ["h2", "Title"],
      ["p", "Text under it."],
      ["p", "- item\nnot an item"],
    ]);
  });

  it("leaves out a rule between sections, which holds no words", () => {
    expect(shown("Fictional opening.\n\n---\n\n## Fictional part\n\n* * *\n\nFictional close.")).toEqual([
      ["p", "Fictional opening."],
      ["h2", "Fictional part"],
      ["p", "Fictional close."],
    ]);
    // Not a rule: words after the dashes, or two dashes.
    expect(shown("--- fictional\n\n--")).toEqual([
      ["p", "--- fictional"],
      ["p", "--"],
    ]);
  });

  it("has no block for an empty body", () => {
    expect(bodyBlocks("")).toEqual([]);
    expect(bodyBlocks("\n \n\n")).toEqual([]);
  });

  it("removes a heading marker", () => {
    expect(withoutHeadingMarker("## Fictional title")).toBe("Fictional title");
    expect(withoutHeadingMarker("#hashtag")).toBe("#hashtag");
  });
});
