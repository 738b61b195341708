import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTerminologyText, readTerminologyFile, terminologyFormatOf } from "./read-terminology-file";

/** A fictional concept, as CSV. */
const CSV =
  "id,ar,zh,en,fr,ru,es\nfx/blue-corridor,الممر الأزرق,蓝色走廊,blue corridor,corridor bleu,голубой коридор,corredor azul\n";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "communique-terms-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("terminologyFormatOf", () => {
  it("tells the format by the extension, in any case", () => {
    expect(["a.csv", "b.TSV", "c.txt", "d.tbx", "e.XML", "f.json", "g"].map(terminologyFormatOf)).toEqual([
      "csv",
      "csv",
      "csv",
      "tbx",
      "tbx",
      undefined,
      undefined,
    ]);
  });
});

describe("decodeTerminologyText", () => {
  it("reads UTF-8 with or without a byte order mark, and UTF-16 with one", () => {
    const utf8 = Buffer.from("en,fr\nrouge,вода\n");
    expect(decodeTerminologyText(utf8)).toEqual({ text: "en,fr\nrouge,вода\n" });
    expect(decodeTerminologyText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]))).toEqual({
      text: "en,fr\nrouge,вода\n",
    });
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("en\t中\n", "utf16le")]);
    expect(decodeTerminologyText(le)).toEqual({ text: "en\t中\n" });
    const be = Buffer.from("\uFEFF<a>中</a>", "utf16le").swap16();
    expect(decodeTerminologyText(be)).toEqual({ text: "<a>中</a>" });
    expect(decodeTerminologyText(Buffer.from("<martif/>", "utf16le"))).toEqual({ text: "<martif/>" });
  });

  it("refuses another encoding at the line of its first byte that is not UTF-8", () => {
    const latin1 = Buffer.from("en,fr\nred,rouge\ncoffee,caf\xe9\n", "latin1");
    expect(decodeTerminologyText(latin1)).toEqual({
      line: 3,
      message: "the file is not UTF-8 text (this line holds a byte that is not UTF-8): save it as UTF-8",
    });
  });
});

describe("readTerminologyFile", () => {
  it("reads a CSV file with a byte order mark, naming the file as source", async () => {
    const file = path.join(dir, "fictional.csv");
    await writeFile(file, `\uFEFF${CSV}`);
    const result = await readTerminologyFile(file, "csv");
    expect(result.problems).toEqual([]);
    expect(result.concepts.map((c) => [c.id, c.source, c.line])).toEqual([
      ["fx/blue-corridor", "fictional.csv", 2],
    ]);
  });

  it("reads a file in the format given, whatever its name", async () => {
    const file = path.join(dir, "export.dat");
    await writeFile(file, '<martif><text><body><termEntry id="x"/></body></text></martif>');
    const result = await readTerminologyFile(file, "tbx");
    expect(result.entries).toBe(1);
    expect(result.problems).toEqual([
      { line: 1, id: "x", message: "no term in any of the six languages (ar, zh, en, fr, ru, es)" },
    ]);
  });

  it("reports a file that is not UTF-8 as a problem, and throws only when the file cannot be read", async () => {
    const file = path.join(dir, "latin1.csv");
    await writeFile(file, Buffer.concat([Buffer.from(CSV), Buffer.from("x,caf\xe9\n", "latin1")]));
    expect((await readTerminologyFile(file, "csv")).problems).toMatchObject([{ line: 3 }]);
    await expect(readTerminologyFile(path.join(dir, "missing.csv"), "csv")).rejects.toThrow(/ENOENT/);
    await expect(readTerminologyFile(dir, "csv")).rejects.toThrow(/EISDIR/);
  });
});
