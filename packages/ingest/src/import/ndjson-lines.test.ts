import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { splitLines } from "./ndjson-lines";

const lines = async (...chunks: (string | Buffer)[]) => {
  const out: string[] = [];
  for await (const line of splitLines(Readable.from(chunks))) out.push(line);
  return out;
};

describe("splitLines", () => {
  it("ends lines at \\n only: U+2028 and U+2029 stay inside a JSON string (node:readline cuts there)", async () => {
    const record = JSON.stringify({ text: "fictional\u2028line\u2029separators" });
    const got = await lines(`${record}\n{"b":1}\n`);
    expect(got).toEqual([record, '{"b":1}']);
    expect(JSON.parse(got[0]!).text).toBe("fictional\u2028line\u2029separators");
  });

  it("drops a \\r before \\n, keeps a last line without \\n, and keeps empty lines for the caller", async () => {
    expect(await lines("a\r\n\nb\rc\nlast")).toEqual(["a", "", "b\rc", "last"]);
  });

  it("joins a UTF-8 character and a line split across chunks", async () => {
    const bytes = Buffer.from('{"t":"مرحبا 你好"}\n');
    const cuts = [3, 9, 10, 17];
    const chunks = [0, ...cuts].map((from, i) => bytes.subarray(from, cuts[i] ?? bytes.length));
    expect(await lines(...chunks)).toEqual(['{"t":"مرحبا 你好"}']);
  });
});
