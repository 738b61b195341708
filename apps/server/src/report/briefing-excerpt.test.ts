import { describe, expect, it } from "vitest";
import { excerptAround, quoted } from "./briefing-excerpt";

/** FICTIONAL texts. */
const at = (body: string, word: string): [number, number] => {
  const start = body.indexOf(word);
  return [start, start + word.length];
};

describe("an excerpt around a statement's first match", () => {
  it("is the whole sentence when it is short, exactly as written, without an ellipsis", () => {
    const body =
      "A fictional opening.  The fictional  monsoon, it says, matters!\n\nAnother fictional paragraph.";
    const excerpt = excerptAround(body, at(body, "monsoon"), "en");
    expect(excerpt.text).toBe("The fictional  monsoon, it says, matters!");
    expect(body.slice(excerpt.start, excerpt.end)).toBe(excerpt.text);
    expect(quoted(excerpt)).toBe(excerpt.text);
  });

  it("never runs across a line break", () => {
    const body = "## A fictional heading on the monsoon\nA fictional paragraph without a full stop";
    expect(excerptAround(body, at(body, "monsoon"), "en").text).toBe("## A fictional heading on the monsoon");
  });

  it("cuts a long sentence around the match at spaces, with an ellipsis on each cut side", () => {
    const body = `${"fictional words before ".repeat(30)}the monsoon ${"and fictional words after ".repeat(30)}end.`;
    const excerpt = excerptAround(body, at(body, "monsoon"), "en", 120);
    expect(body).toContain(excerpt.text);
    expect(excerpt.text).toContain("monsoon");
    expect(excerpt.text.length).toBeLessThanOrEqual(120);
    expect(excerpt.text.length).toBeGreaterThan(90);
    expect([excerpt.cutBefore, excerpt.cutAfter]).toEqual([true, true]);
    // Whole words on both ends.
    expect(body[excerpt.start - 1]).toBe(" ");
    expect(body[excerpt.end]).toBe(" ");
    expect(quoted(excerpt)).toBe(`… ${excerpt.text} …`);
  });

  it("keeps a match at a sentence's start with the sentence's start, cut only after", () => {
    const body = `Monsoon ${"fictional words after it ".repeat(40)}end.`;
    const excerpt = excerptAround(body, [0, 7], "en", 100);
    expect(excerpt.text.startsWith("Monsoon fictional")).toBe(true);
    expect([excerpt.cutBefore, excerpt.cutAfter]).toEqual([false, true]);
  });

  it("cuts Chinese between characters, and takes its sentences by their own full stops", () => {
    const body = `这是虚构的开头。${"虚构的文字".repeat(80)}季风${"虚构的文字".repeat(80)}。另一句虚构的话。`;
    const excerpt = excerptAround(body, at(body, "季风"), "zh", 60);
    expect(body).toContain(excerpt.text);
    expect(excerpt.text).toContain("季风");
    expect(excerpt.text.length).toBe(60);
    const short = "这是虚构的开头。各方应关注季风。另一句虚构的话。";
    expect(excerptAround(short, at(short, "季风"), "zh").text).toBe("各方应关注季风。");
  });

  it("quotes an Arabic sentence exactly", () => {
    const body = "نص خيالي للاختبار. تتحدث هذه الفقرة الخيالية عن الرياح الموسمية في المنطقة. جملة أخرى.";
    expect(excerptAround(body, at(body, "الموسمية"), "ar").text).toBe(
      "تتحدث هذه الفقرة الخيالية عن الرياح الموسمية في المنطقة.",
    );
  });
});
