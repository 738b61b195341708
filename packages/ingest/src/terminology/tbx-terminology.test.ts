import { describe, expect, it } from "vitest";
import { parseTerminologyTbx } from "./tbx-terminology";

/** Fictional concepts. `langSets` builds an entry's sections from `[tag, term…]` lists. */
const FIVE: [string, ...string[]][] = [
  ["ar-SA", "الممر الأزرق"],
  ["zh-CN", "蓝色走廊"],
  ["fr-FR", "corridor bleu"],
  ["ru", "голубой коридор"],
  ["es-419", "corredor azul"],
];

function langSets(sections: [string, ...string[]][], element = "langSet"): string {
  return sections
    .map(
      ([tag, ...terms]) =>
        `  <${element} xml:lang="${tag}">${terms.map((t) => `<tig><term>${t}</term></tig>`).join("")}</${element}>`,
    )
    .join("\n");
}

function martif(entries: string[], title = "Fictional termbase"): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">',
    '<martif type="TBX" xml:lang="en">',
    `<martifHeader><fileDesc><titleStmt><title>${title}</title></titleStmt></fileDesc></martifHeader>`,
    "<text><body>",
    ...entries,
    "</body></text>",
    "</martif>",
  ].join("\n");
}

const entry = (id: string, sections: [string, ...string[]][], extra = "") =>
  `<termEntry${id ? ` id="${id}"` : ""}>${extra}\n${langSets(sections)}\n</termEntry>`;

const parse = (text: string) => parseTerminologyTbx(text, { source: "fictional.tbx" });

/** The 1-based line of a text's first occurrence of `needle`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("parseTerminologyTbx", () => {
  it("reads TBX 2 entries: regional tags, the preferred term first, subject field, title as source", () => {
    const first = `<termEntry id="fx-17">
  <descripGrp><descrip type="subjectField">transport</descrip></descripGrp>
  <langSet xml:lang="en-US">
    <tig><term>blue lane</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote></tig>
    <ntig><termGrp><term>blue corridor</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termGrp></ntig>
    <tig><term>bleu lane</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>
  </langSet>
  <langSet xml:lang="de-DE"><tig><term>blauer Korridor</term></tig></langSet>
${langSets(FIVE)}
</termEntry>`;
    const text = martif([first, entry("fx-18", [["en-GB", "green dock"], ...FIVE])]);
    const result = parse(text);
    expect(result.problems).toEqual([]);
    expect(result.entries).toBe(2);
    expect(result.notes).toEqual([
      "Languages left out: de-DE (1 entry).",
      "Terms marked deprecated, left out: 1.",
    ]);
    expect(result.concepts[0]).toEqual({
      id: "fx-17",
      terms: {
        ar: ["الممر الأزرق"],
        zh: ["蓝色走廊"],
        en: ["blue corridor", "blue lane"],
        fr: ["corridor bleu"],
        ru: ["голубой коридор"],
        es: ["corredor azul"],
      },
      source: "Fictional termbase",
      domain: "transport",
      index: 0,
      line: 6,
    });
    expect(lineOf(text, 'id="fx-17"')).toBe(6);
    expect(result.concepts[1]).toMatchObject({
      id: "fx-18",
      line: lineOf(text, 'id="fx-18"'),
      index: 1,
      terms: { en: ["green dock"] },
    });
    expect(result.concepts[1]).not.toHaveProperty("domain");
  });

  it("reads TBX v3 concept entries with namespaces, and terms with markup, references and CDATA", () => {
    const text = `<?xml version="1.0"?>
<tbx:tbx xmlns:tbx="urn:iso:std:iso:30042:ed-2" type="TBX-Core" style="dca" xml:lang="en">
  <tbx:text><tbx:body>
    <tbx:conceptEntry id="c1">
      <tbx:descrip type="subjectField">ports</tbx:descrip>
      <tbx:langSec xml:lang="en"><tbx:termSec><tbx:term>red <tbx:hi>harbour</tbx:hi></tbx:term></tbx:termSec>
        <tbx:termSec><tbx:term><![CDATA[red harbour & docks]]></tbx:term></tbx:termSec></tbx:langSec>
      <tbx:langSec xml:lang="fr"><tbx:termSec><tbx:term>port&#x20;rouge &amp; vif</tbx:term></tbx:termSec></tbx:langSec>
      <tbx:langSec xml:lang="es"><tbx:termSec><tbx:term>puerto rojo</tbx:term></tbx:termSec></tbx:langSec>
      <tbx:langSec xml:lang="ru"><tbx:termSec><tbx:term>красная гавань</tbx:term></tbx:termSec></tbx:langSec>
      <tbx:langSec xml:lang="ar"><tbx:termSec><tbx:term>الميناء الأحمر</tbx:term></tbx:termSec></tbx:langSec>
      <tbx:langSec xml:lang="zh-Hans"><tbx:termSec><tbx:term>&#32418;色港口</tbx:term></tbx:termSec></tbx:langSec>
    </tbx:conceptEntry>
  </tbx:body></tbx:text>
</tbx:tbx>`;
    const result = parse(text);
    expect(result.problems).toEqual([]);
    expect(result.concepts).toEqual([
      {
        id: "c1",
        terms: {
          ar: ["الميناء الأحمر"],
          zh: ["红色港口"],
          en: ["red harbour", "red harbour & docks"],
          fr: ["port rouge & vif"],
          ru: ["красная гавань"],
          es: ["puerto rojo"],
        },
        source: "fictional.tbx",
        domain: "ports",
        index: 0,
        line: 4,
      },
    ]);
  });

  it("prefers Simplified Chinese, converting Traditional only when an entry has no other", () => {
    const five = FIVE.filter(([tag]) => tag !== "zh-CN");
    const result = parse(
      martif([
        entry("both", [["en", "white pier"], ["zh-Hant", "白色碼頭"], ["zh-Hans", "白色码头"], ...five]),
        entry("traditional", [["en", "grey zone"], ["zh-TW", "灰色區域"], ...five]),
      ]),
    );
    expect(result.concepts.map((c) => c.terms.zh)).toEqual([["白色码头"], ["灰色区域"]]);
  });

  it("reports an entry missing a language by its line and id, makes ids for entries without one, keeps the rest", () => {
    const text = martif([
      entry("fx-1", [["en", "blue corridor"], ...FIVE]),
      entry("fx-2", [["en", "half corridor"], ...FIVE.slice(0, 3)]),
      entry("", [["en", "Green Dock"], ...FIVE.map(([tag]): [string, string] => [tag, `${tag} dock`])]),
      entry("fx-4", [["de", "nur Deutsch"]]),
    ]);
    const result = parse(text);
    expect(result.entries).toBe(4);
    expect(result.concepts.map((c) => [c.id, c.index, c.line])).toEqual([
      ["fx-1", 0, lineOf(text, 'id="fx-1"')],
      ["imported/green-dock", 2, lineOf(text, "<termEntry>")],
    ]);
    expect(result.problems).toEqual([
      { line: lineOf(text, 'id="fx-2"'), id: "fx-2", message: "no term in ru, es" },
      {
        line: lineOf(text, 'id="fx-4"'),
        id: "fx-4",
        message: "no term in any of the six languages (ar, zh, en, fr, ru, es)",
      },
    ]);
  });

  it("reports broken XML with its line, column and reason, keeping the entries before it", () => {
    const text = martif([
      entry("fx-1", [["en", "blue corridor"], ...FIVE]),
      entry("fx-2", [["en", "green</trm> dock"], ...FIVE]),
      entry("fx-3", [["en", "red harbour"], ...FIVE]),
    ]).replace(/\n/g, "\r\n");
    const result = parse(text);
    expect(result.concepts.map((c) => c.id)).toEqual(["fx-1"]);
    expect(result.problems).toEqual([
      {
        line: lineOf(text, "</trm>"),
        message: expect.stringMatching(
          /^not well-formed XML at column \d+: Expected closing tag 'term' .* instead of closing tag 'trm'; nothing is read from the entry it is in onwards$/,
        ),
      },
    ]);
    const ampersand = martif([entry("fx-1", [["en", "a & b"], ...FIVE])]);
    const line = ampersand.split("\n")[lineOf(ampersand, " & ") - 1]!;
    expect(parse(ampersand).problems).toEqual([
      {
        line: lineOf(ampersand, " & "),
        message: `not well-formed XML at column ${line.indexOf("&") + 1}: char '&' is not expected; nothing is read from the entry it is in onwards`,
      },
    ]);
  });

  it("keeps the whole entries of a file cut short", () => {
    const whole = martif([
      entry("fx-1", [["en", "blue corridor"], ...FIVE]),
      entry("fx-2", [["en", "green dock"], ...FIVE]),
    ]);
    const cut = whole.slice(0, whole.indexOf("green dock"));
    const result = parse(cut);
    expect(result.concepts.map((c) => c.id)).toEqual(["fx-1"]);
    expect(result.problems).toEqual([
      {
        line: lineOf(cut, "green"),
        message:
          "not well-formed XML: the file ends inside <term> (in <martif> › <text> › <body> › <termEntry> › <langSet> › <tig>): it is cut short",
      },
    ]);
    const open = parse(whole.replace("</martif>", ""));
    expect(open.concepts.map((c) => c.id)).toEqual(["fx-1", "fx-2"]);
    expect(open.problems).toEqual([
      {
        line: 3,
        message:
          "not well-formed XML at column 1: <martif>, opened here, is never closed (the file ends too early)",
      },
    ]);
  });

  it("says when a file holds no entries or is not TBX", () => {
    expect(parse(martif([])).problems).toEqual([
      { line: 1, message: "no entry (<termEntry> or <conceptEntry>) in the file" },
    ]);
    expect(parse("<mtf><conceptGrp><concept>1</concept></conceptGrp></mtf>").problems).toEqual([
      { line: 1, message: "not a TBX file: its root element is <mtf>, not <martif> or <tbx>" },
    ]);
    expect(parse("").problems[0]!.message).toMatch(/^not well-formed XML/);
    expect(parse("id,en,fr\n").problems[0]!.message).toMatch(/^not well-formed XML at column 1/);
  });
});
