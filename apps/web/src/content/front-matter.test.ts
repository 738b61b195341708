import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

const PATH = "content/pages/xx/imaginary-page.md";

describe("parseFrontMatter", () => {
  it("splits the title, description and date from the body", () => {
    const source = [
      "---",
      "title: The Imaginary Page",
      "description: A page that exists only in this test.",
      "date: 2031-04-09",
      "---",
      "First paragraph.",
      "",
      "Second paragraph.",
    ].join("\n");
    expect(parseFrontMatter(source, PATH)).toEqual({
      meta: {
        title: "The Imaginary Page",
        description: "A page that exists only in this test.",
        date: "2031-04-09",
      },
      body: "First paragraph.\n\nSecond paragraph.",
    });
  });

  it("leaves the date out when the file has none", () => {
    const { meta } = parseFrontMatter("---\ntitle: T\ndescription: D\n---\nBody", PATH);
    expect(meta).toEqual({ title: "T", description: "D" });
    expect("date" in meta).toBe(false);
  });

  it("accepts Windows line endings", () => {
    const source = "---\r\ntitle: Made-up title\r\ndescription: Made-up description\r\n---\r\nBody line\r\n";
    expect(parseFrontMatter(source, PATH)).toEqual({
      meta: { title: "Made-up title", description: "Made-up description" },
      body: "Body line\r\n",
    });
  });

  it("accepts a file that ends right after the front matter", () => {
    expect(parseFrontMatter("---\ntitle: T\ndescription: D\n---", PATH).body).toBe("");
  });

  it("removes double or single quotes around a value", () => {
    const source = "---\ntitle: \"Quoted: with a colon\"\ndescription: 'Single-quoted'\n---\n";
    expect(parseFrontMatter(source, PATH).meta).toEqual({
      title: "Quoted: with a colon",
      description: "Single-quoted",
    });
  });

  it("keeps quotes that do not enclose the whole value", () => {
    const source = "---\ntitle: \"Half-quoted\ndescription: It's 'partly' quoted\n---\n";
    expect(parseFrontMatter(source, PATH).meta).toEqual({
      title: '"Half-quoted',
      description: "It's 'partly' quoted",
    });
  });

  it("keeps every colon after the first one in the value", () => {
    const source = "---\ntitle: Part one: part two\ndescription: a:b:c\n---\n";
    expect(parseFrontMatter(source, PATH).meta).toEqual({
      title: "Part one: part two",
      description: "a:b:c",
    });
  });

  it("trims spaces around keys and values and skips blank lines", () => {
    const source = "---\n\n  title  :   Spaced title   \n\ndescription:Tight\n\n---\nBody";
    expect(parseFrontMatter(source, PATH).meta).toEqual({ title: "Spaced title", description: "Tight" });
  });

  it("drops keys it does not know", () => {
    const source = "---\ntitle: T\ndescription: D\nauthor: Nobody In Particular\n---\n";
    expect(parseFrontMatter(source, PATH).meta).toEqual({ title: "T", description: "D" });
  });

  it("keeps a --- line inside the body as part of the body", () => {
    const source = "---\ntitle: T\ndescription: D\n---\nAbove\n\n---\n\nBelow";
    expect(parseFrontMatter(source, PATH).body).toBe("Above\n\n---\n\nBelow");
  });

  it("names the file when the front matter is missing", () => {
    expect(() => parseFrontMatter("# Just a heading\n\nNo front matter.", PATH)).toThrow(
      "content/pages/xx/imaginary-page.md: missing front matter (--- title/description ---)",
    );
  });

  it("names the file when the front matter is not closed", () => {
    expect(() => parseFrontMatter("---\ntitle: T\ndescription: D\nBody", PATH)).toThrow(
      `${PATH}: missing front matter`,
    );
  });

  it("names the file and the line when a line is not key: value", () => {
    expect(() =>
      parseFrontMatter("---\ntitle: T\nthis line has no colon\ndescription: D\n---\n", PATH),
    ).toThrow(`${PATH}: front matter line without "key: value": this line has no colon`);
  });

  it("rejects a line that starts with a colon, which has no key", () => {
    expect(() => parseFrontMatter("---\ntitle: T\n: orphan value\ndescription: D\n---\n", PATH)).toThrow(
      `${PATH}: front matter line without "key: value": : orphan value`,
    );
  });

  it("names the file and the field when the title is missing", () => {
    expect(() => parseFrontMatter("---\ndescription: D\n---\nBody", PATH)).toThrow(
      /^content\/pages\/xx\/imaginary-page\.md: title: /,
    );
  });

  it("names the file and the field when the title is empty", () => {
    expect(() => parseFrontMatter('---\ntitle: ""\ndescription: D\n---\nBody', PATH)).toThrow(
      /^content\/pages\/xx\/imaginary-page\.md: title: /,
    );
  });

  it("names both fields when title and description are missing", () => {
    let message = "";
    try {
      parseFrontMatter("---\ndate: 2031-04-09\n---\n", PATH);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.startsWith(`${PATH}: `)).toBe(true);
    expect(message).toContain("title: ");
    expect(message).toContain("; description: ");
  });

  it("rejects a date that is not a calendar date", () => {
    expect(() => parseFrontMatter("---\ntitle: T\ndescription: D\ndate: 2031-13-40\n---\n", PATH)).toThrow(
      /^content\/pages\/xx\/imaginary-page\.md: date: /,
    );
    expect(() => parseFrontMatter("---\ntitle: T\ndescription: D\ndate: 2031\n---\n", PATH)).toThrow(
      /^content\/pages\/xx\/imaginary-page\.md: date: /,
    );
  });
});
