import { describe, expect, it } from "vitest";
import { encodeFragment, MAX_FRAGMENT_CHARS, readFragment, sharedIds, shareLink } from "./share-link";

const ORIGIN = "https://communique.example";

async function roundTrip(title: string, items: { id: string; note: string }[]) {
  const { url, notesLeftOut } = await shareLink(ORIGIN, "ar", { title, items });
  const parsed = new URL(url);
  return { url, parsed, notesLeftOut, read: await readFragment(parsed.searchParams, parsed.hash) };
}

describe("share links", () => {
  it("carry the order, the title and the notes, the words in the fragment", async () => {
    const items = [
      { id: "fx-zh-1", note: "备注：合作" },
      { id: "fx-ar-1", note: "" },
      { id: "fx-en-1", note: 'A fictional note, with "quotes" & a line\nbreak' },
    ];
    const { parsed, read } = await roundTrip("تقرير خيالي", items);
    expect(parsed.pathname).toBe("/ar/report");
    expect(sharedIds(parsed.searchParams)).toEqual(["fx-zh-1", "fx-ar-1", "fx-en-1"]);
    expect(parsed.searchParams.get("v")).toBe("2");
    // The reader's words are nowhere a server sees them.
    expect(`${parsed.origin}${parsed.pathname}${parsed.search}`).not.toContain("%D8");
    expect(read).toEqual({
      title: "تقرير خيالي",
      notes: new Map([
        ["fx-zh-1", "备注：合作"],
        ["fx-en-1", 'A fictional note, with "quotes" & a line\nbreak'],
      ]),
      problem: null,
    });
  });

  it("are the plain list of ids when there is no title or note", async () => {
    const { url, read } = await roundTrip("  ", [
      { id: "fx-ar-1", note: "" },
      { id: "fx-zh-1", note: " " },
    ]);
    expect(url).toBe(`${ORIGIN}/ar/report?ids=fx-ar-1%2Cfx-zh-1`);
    expect(read).toEqual({ title: "", notes: new Map(), problem: null });
  });

  it("are compact: long Arabic notes take far less than percent-escaping them", async () => {
    const note = "تدعو الدولة جميع الأطراف إلى مواصلة الحوار من أجل السلام. ".repeat(20);
    const items = Array.from({ length: 20 }, (_, i) => ({ id: `fx-ar-${i}`, note }));
    const { url } = await roundTrip("", items);
    expect(url.length).toBeLessThan(encodeURIComponent(note).length);
  });

  it("leave out notes too long for a link, and say so", async () => {
    // Random letters do not compress: 40 notes of 5,000 overflow the fragment's bound.
    let seed = 7;
    const noise = () =>
      Array.from({ length: 5000 }, () => {
        seed = (seed * 48271) % 2147483647;
        return String.fromCharCode(0x4e00 + (seed % 20000));
      }).join("");
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `fx-${i}`, note: noise() }));
    const { url, notesLeftOut, read } = await roundTrip("Titre", items);
    expect(notesLeftOut).toBe(true);
    expect(new URL(url).hash.length).toBeLessThan(MAX_FRAGMENT_CHARS);
    expect(read).toEqual({ title: "Titre", notes: new Map(), problem: null });
  });
});

describe("reading a link someone edited or cut", () => {
  const link = async () =>
    new URL(
      (
        await shareLink(ORIGIN, "en", {
          title: "Fictional title",
          items: [
            { id: "fx-en-1", note: "First fictional note" },
            { id: "fx-en-2", note: "Second fictional note" },
          ],
        })
      ).url,
    );

  it("says a fragment cut short or altered is damaged, and keeps the statements", async () => {
    const url = await link();
    for (const hash of [
      url.hash.slice(0, -6),
      `${url.hash.slice(0, 12)}A${url.hash.slice(13)}`,
      "#%%%",
      "#abc",
    ]) {
      const read = await readFragment(url.searchParams, hash);
      expect(read, hash).toEqual({ title: "", notes: new Map(), problem: "damaged" });
    }
    expect(sharedIds(url.searchParams)).toEqual(["fx-en-1", "fx-en-2"]);
  });

  it("notices a fragment lost entirely", async () => {
    const url = await link();
    expect((await readFragment(url.searchParams, "")).problem).toBe("cut");
  });

  it("keeps the valid parts of a fragment whose JSON was rewritten", async () => {
    // Well-formed fragments whose content is not what a link carries.
    const fragmentOf = encodeFragment;
    const query = new URLSearchParams("ids=a,b&v=2");
    const read = await readFragment(
      query,
      await fragmentOf({
        t: "bad\ntitle",
        n: [["a", "kept"], ["b", 5], "junk", ["", "no id"], ["c", "x".repeat(5001)]],
      }),
    );
    expect(read).toEqual({ title: "", notes: new Map([["a", "kept"]]), problem: "partial" });
    expect(await readFragment(query, await fragmentOf([1, 2]))).toMatchObject({ problem: "damaged" });
    expect(await readFragment(query, await fragmentOf({ t: "Kept", n: "junk" }))).toMatchObject({
      title: "Kept",
      problem: "partial",
    });
    expect(await readFragment(query, await fragmentOf("text"))).toMatchObject({ problem: "damaged" });
  });

  it("refuses a fragment that would inflate past its bound", async () => {
    const query = new URLSearchParams("ids=a&v=2");
    const bomb = await encodeFragment({ t: "", n: [["a", "x".repeat(5 * 1024 * 1024)]] });
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT_CHARS);
    expect((await readFragment(query, bomb)).problem).toBe("damaged");
  });

  it("takes ids as given, dropping blanks, repeats, impossible ids and any past 200", () => {
    const query = new URLSearchParams({
      ids: ` a ,,b,a,${"x".repeat(201)},c\u0001,${Array.from({ length: 300 }, (_, i) => `n${i}`).join(",")}`,
    });
    const ids = sharedIds(query);
    expect(ids.slice(0, 3)).toEqual(["a", "b", "n0"]);
    expect(ids).toHaveLength(200);
  });
});
