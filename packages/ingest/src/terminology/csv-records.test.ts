import { describe, expect, it } from "vitest";
import { guessDelimiter, readCsvRecords } from "./csv-records";

describe("readCsvRecords", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks, numbering records by their first line", () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nlast,,"\n"\nend';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["x, y", 'say "hi"', "two\r\nlines"] },
      { line: 4, fields: ["last", "", "\n"] },
      { line: 6, fields: ["end"] },
    ]);
  });

  it("accepts LF, CR and a final line break, and a quote inside an unquoted field", () => {
    expect(readCsvRecords('a,5" disk\rb,c\n')).toEqual([
      { line: 1, fields: ["a", '5" disk'] },
      { line: 2, fields: ["b", "c"] },
    ]);
    expect(readCsvRecords("")).toEqual([]);
  });

  it("flags text after a closing quote, and a quote never closed", () => {
    const records = readCsvRecords('a,"b"c,d\nok,1\n"never closed,2\nmore');
    expect(records[0]).toMatchObject({ line: 1, error: "text after the closing quote of field 2" });
    expect(records[1]).toEqual({ line: 2, fields: ["ok", "1"] });
    expect(records[2]).toMatchObject({
      line: 3,
      error: "the quoted field 1 opened on this line is never closed",
    });
    expect(records).toHaveLength(3);
  });

  it("reads other delimiters", () => {
    expect(readCsvRecords('a;"b;c"\n', ";")).toEqual([{ line: 1, fields: ["a", "b;c"] }]);
    expect(readCsvRecords("a\tb\n", "\t")).toEqual([{ line: 1, fields: ["a", "b"] }]);
  });
});

describe("guessDelimiter", () => {
  it("takes the separator the header line uses most", () => {
    expect(guessDelimiter("id,en,fr,es")).toBe(",");
    expect(guessDelimiter("id;en;fr;es")).toBe(";");
    expect(guessDelimiter("id\ten\tfr")).toBe("\t");
    expect(guessDelimiter("en")).toBe(",");
  });
});
