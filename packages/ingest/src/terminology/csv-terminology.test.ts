import { checkTerminology } from "@communique/core";
import { describe, expect, it } from "vitest";
import { parseTerminologyCsv } from "./csv-terminology";

/** Fictional concepts, in the six languages. */
const HEADER = "id,ar,zh,en,fr,ru,es,en_alt,fr_alt,domain";
const CORRIDOR =
  "fx/blue-corridor,الممر الأزرق,蓝色走廊,blue corridor,corridor bleu,голубой коридор,corredor azul,blue lane|blue route,couloir bleu,transport";
const DOCK = "fx/green-dock,الرصيف الأخضر,绿色码头,green dock,quai vert,зеленый причал,muelle verde,,,";

const parse = (text: string) => parseTerminologyCsv(text, { source: "fictional.csv" });

describe("parseTerminologyCsv", () => {
  it("reads one concept a row: preferred terms first, variants split on | or ;, domain and source", () => {
    const result = parse(
      `\uFEFF${HEADER}\r\n${CORRIDOR}\r\n${DOCK.replace(",,,", ",green quay;green wharf,,")}\r\n`,
    );
    expect(result.problems).toEqual([]);
    expect(result.entries).toBe(2);
    expect(result.notes).toEqual([]);
    expect(result.concepts).toEqual([
      {
        id: "fx/blue-corridor",
        terms: {
          ar: ["الممر الأزرق"],
          zh: ["蓝色走廊"],
          en: ["blue corridor", "blue lane", "blue route"],
          fr: ["corridor bleu", "couloir bleu"],
          ru: ["голубой коридор"],
          es: ["corredor azul"],
        },
        source: "fictional.csv",
        domain: "transport",
        index: 0,
        line: 2,
      },
      expect.objectContaining({
        id: "fx/green-dock",
        terms: expect.objectContaining({ en: ["green dock", "green quay", "green wharf"] }),
        index: 1,
        line: 3,
      }),
    ]);
    expect(result.concepts[1]).not.toHaveProperty("domain");
  });

  it("makes a stable id from the English preferred term when the row has none", () => {
    const text = `en,fr,es,ru,ar,zh,source\n"Grey Zone, Outer",zone grise,zona gris,серая зона,المنطقة الرمادية,灰色区域,Fictional glossary\n`;
    const first = parse(text);
    expect(first.concepts.map((c) => [c.id, c.source])).toEqual([
      ["imported/grey-zone-outer", "Fictional glossary"],
    ]);
    expect(parse(text).concepts[0]!.id).toBe(first.concepts[0]!.id);
  });

  it("reads quoted fields holding commas, quotes and line breaks, and numbers rows by their first line", () => {
    const text = [
      HEADER,
      `fx/quoted,الممر الأزرق,蓝色走廊,"corridor, blue",corridor bleu,голубой коридор,corredor azul,"blue ""lane""|blue`,
      `route",,`,
      DOCK.replace("fx/green-dock,", ","),
    ].join("\n");
    const result = parse(text);
    expect(result.problems).toEqual([]);
    expect(result.concepts.map((c) => [c.id, c.line, c.terms.en])).toEqual([
      ["fx/quoted", 2, ["corridor, blue", 'blue "lane"', "blue route"]],
      ["imported/green-dock", 4, ["green dock"]],
    ]);
  });

  it("reports a row without a language, or with a broken field, by its line, and keeps the others", () => {
    const text = [
      HEADER,
      CORRIDOR,
      "fx/half,الممر,走廊,half corridor,demi-couloir,,,,,",
      'fx/broken,"الممر"x,走廊,broken,cassé,сломанный,roto,,,',
      "fx/long,a,b,c,d,e,f,,,,extra",
      "",
      DOCK,
    ].join("\n");
    const result = parse(text);
    expect(result.entries).toBe(5);
    expect(result.concepts.map((c) => c.id)).toEqual(["fx/blue-corridor", "fx/green-dock"]);
    expect(result.problems).toEqual([
      { line: 3, id: "fx/half", message: "no term in ru, es" },
      { line: 4, id: "fx/broken", message: "text after the closing quote of field 2" },
      { line: 5, id: "fx/long", message: "11 fields where the header names 10" },
    ]);
  });

  it("leaves to checkTerminology a one-word term in two concepts, reported by index (hence line)", () => {
    const parsed = parse(
      [
        HEADER,
        DOCK.replace(",,,", ",Wharf,,"),
        CORRIDOR,
        "fx/wharf,مرسى,码头,wharf,appontement,пристань,embarcadero,,,",
      ].join("\n"),
    );
    expect(parsed.problems).toEqual([]);
    const checked = checkTerminology(parsed.concepts);
    expect(checked.problems).toEqual([
      { index: 2, id: "fx/wharf", message: "en “wharf” is already a term of “fx/green-dock”" },
    ]);
    expect(parsed.concepts[checked.problems[0]!.index]!.line).toBe(4);
  });

  it("reads semicolon-separated files, language tags and names as headers, Traditional Chinese as a fallback", () => {
    const text = [
      "English;French;Spanish;Russian;Arabic;zh-Hant;zh-Hans;en-alt;Notes",
      "red harbour;port rouge;puerto rojo;красная гавань;الميناء الأحمر;紅色港口;;red port|red haven;fictional",
      "white pier;jetée blanche;muelle blanco;белый пирс;الرصيف الأبيض;白色碼頭;白色码头;;",
    ].join("\n");
    const result = parse(text);
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual(["Columns left out: Notes."]);
    expect(result.concepts.map((c) => [c.terms.zh, c.terms.en])).toEqual([
      [["红色港口"], ["red harbour", "red port", "red haven"]],
      [["白色码头"], ["white pier"]],
    ]);
  });

  it("refuses a file without a proper header, once, rather than every row", () => {
    expect(parse("id,en,fr,es\nx,a,b,c\n").problems).toEqual([
      { line: 1, message: "the header has no column for ar, zh, ru: every concept needs all six languages" },
    ]);
    const headless = parse(`${CORRIDOR}\n${DOCK}\n`);
    expect(headless.concepts).toEqual([]);
    expect(headless.problems[0]!.message).toMatch(/^the first line must name the columns/);
    expect(parse("id,en,id,ar,zh,fr,ru,es\n").problems[0]!.message).toBe(
      "the header names the column “id” twice",
    );
    expect(parse("\uFEFF\n\n").problems).toEqual([
      { line: 1, message: "the file is empty: it needs a header line naming the columns" },
    ]);
    expect(parse(`${HEADER}\n`)).toEqual({ concepts: [], problems: [], entries: 0, notes: [] });
  });
});
