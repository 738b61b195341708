import { describe, expect, it } from "vitest";
import { leadExcerpt } from "./excerpt";

describe("leadExcerpt", () => {
  it("keeps a short text whole, its white space made single", () => {
    expect(leadExcerpt("A fictional\n\nstatement,  in two lines.")).toBe(
      "A fictional statement, in two lines.",
    );
  });

  it("cuts a long text at a word near the limit, and says it goes on", () => {
    const text = "Fictional words follow one another here. ".repeat(40);
    const excerpt = leadExcerpt(text, 100);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(101);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.at(-2)).not.toBe(" ");
  });

  it("cuts Chinese at a punctuation mark, not in a word", () => {
    const text = "这是一份虚构的声明，用于测试。".repeat(20);
    const excerpt = leadExcerpt(text, 50);
    expect(excerpt).toMatch(/[，。]…$/u);
  });
});
