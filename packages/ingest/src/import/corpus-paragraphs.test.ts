import { describe, expect, it } from "vitest";
import { corpusParagraphs } from "./corpus-paragraphs";

/** FICTIONAL speeches of "Verdania", written the ways the General Debate Corpus writes them. */
describe("corpusParagraphs", () => {
  it("makes each line of a speech a paragraph, separated by a blank line", () => {
    const text = [
      "Mr. President, the fictional delegation of Verdania congratulates you on your election.",
      "### Fictional lighthouses",
      "12.\tThe fictional lighthouses of Verdania were repainted this year, at some cost.\r",
      "",
      "",
      "- Solmaris, a word cut by a fictional scan.",
      "Thank you.",
    ].join("\n");
    expect(corpusParagraphs(text).split("\n\n")).toEqual([
      "Mr. President, the fictional delegation of Verdania congratulates you on your election.",
      "### Fictional lighthouses",
      "12.\tThe fictional lighthouses of Verdania were repainted this year, at some cost.",
      "- Solmaris, a word cut by a fictional scan.",
      "Thank you.",
    ]);
  });

  it("joins a line break inside a sentence, where a scan's page broke the text, blank line or not", () => {
    expect(
      corpusParagraphs(
        "The fictional council of Verdania adopted the plan\nof the coastal towns \n\n \nwithout delay.\nA new paragraph.",
      ),
    ).toBe(
      "The fictional council of Verdania adopted the plan of the coastal towns without delay.\n\nA new paragraph.",
    );
  });

  it("unwraps a hard-wrapped speech: a short line ending a sentence ends its paragraph", () => {
    const text = [
      "I have the honour to speak on behalf of the fictional",
      "Republic of Verdania. I congratulate Mr.",
      "Solmar, and you, Sir,",
      "on your election to the presidency of this fictional",
      "session, and the Secretary-",
      "General on the fictional negotia-",
      "tions of the year.",
      "The second fictional paragraph speaks of lighthouses",
      "and of the harbours of Solmaris, which all negotiations",
      "in the region have spared from harm so far this year",
      "and which the delegation of Verdania wishes to protect.",
      "7.  A numbered paragraph follows one whose last line is full.",
      "It ends here.",
    ].join("\n");
    expect(corpusParagraphs(text).split("\n\n")).toEqual([
      "I have the honour to speak on behalf of the fictional Republic of Verdania. I congratulate Mr. Solmar, and you, Sir, on your election to the presidency of this fictional session, and the Secretary-General on the fictional negotiations of the year.",
      "The second fictional paragraph speaks of lighthouses and of the harbours of Solmaris, which all negotiations in the region have spared from harm so far this year and which the delegation of Verdania wishes to protect.",
      "7.  A numbered paragraph follows one whose last line is full. It ends here.",
    ]);
  });

  it("adds, loses and moves no letter", () => {
    const text = "A fictional line of Verdania\nwith its con-\ntinuation.\n\n### Part II\nThe end.";
    const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, "");
    expect(letters(corpusParagraphs(text))).toBe(letters(text));
  });
});
