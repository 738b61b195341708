import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COUNTRIES, checkTerminology, LANGUAGE_CODES, termIdentity } from "@communique/core";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { countryConcepts, readBundledTerminology } from "./bundled-terminology";
import { readGazetteer } from "./gazetteer";
import { withGazetteer } from "./sync-terminology";

const gazetteer = readGazetteer();

describe("the shipped gazetteer", () => {
  it("loads whole: every state and observer, at least 300 places and 150 organisations, in six languages", () => {
    expect(gazetteer.problems).toEqual([]);
    const issuers = COUNTRIES.filter((c) => c.kind === "member" || c.kind === "observer").map((c) => c.code);
    expect([...gazetteer.stateNames.keys()].sort()).toEqual(issuers.sort());
    const kinds = (kind: string) => gazetteer.concepts.filter((c) => c.domain === `gazetteer/${kind}`);
    expect(kinds("place").length).toBeGreaterThanOrEqual(300);
    expect(kinds("organization").length).toBeGreaterThanOrEqual(150);
    // Every entry names itself in the six languages in its file (else a problem above); a name
    // longer than a term may be is not searched, so a few organisations are searched in fewer.
    const partial = gazetteer.concepts.filter((c) => LANGUAGE_CODES.some((l) => !c.terms[l]?.length));
    expect(partial.length).toBeLessThan(20);
  });

  it("joins the issuers and the terminology without giving a name to two concepts", () => {
    const joined = withGazetteer(countryConcepts(), readBundledTerminology(), gazetteer);
    expect(joined.problems).toEqual([]);
    // Every concept the names were added to still passes the terminology's checks (a name too
    // long for a term once made the First Committee's concept refused whole).
    expect(checkTerminology(joined.bundled, { partial: true }).problems).toEqual([]);
    const owner = new Map<string, string>();
    for (const concept of [...joined.countries, ...joined.bundled])
      for (const language of LANGUAGE_CODES)
        for (const term of concept.terms[language] ?? []) {
          const key = `${language}:${termIdentity(term)}`;
          expect(owner.get(key) ?? concept.id, `${key} in ${concept.id}`).toBe(concept.id);
          owner.set(key, concept.id);
        }
    // The names people type, which the issuers' official names lacked (issue 33).
    const us = joined.countries.find((c) => c.id === "country:US")!;
    expect(us.terms.zh).toContain("美国");
    expect(us.terms.ru).toContain("США");
    expect(joined.countries.find((c) => c.id === "country:GB")!.terms.en).toContain("UK");
    expect(owner.get("ar:غزة")).toBe("place/gaza-strip");
  });
});

const CORPUS_DIR = testEnv.CORPUS_DIR;
if (!CORPUS_DIR) console.warn("Gazetteer check against ../shared/data/reference skipped: set CORPUS_DIR");

describe.skipIf(!CORPUS_DIR)("the gazetteer against the reference table", () => {
  it("adds to each state no name that is already its M49, UNTERM or CLDR name", () => {
    const csv = readFileSync(path.join(CORPUS_DIR!, "reference/un_member_states.csv"), "utf8");
    const [header, ...rows] = csv.trim().split("\n").map(splitCsv);
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(195);
    for (const row of rows) {
      const code = row[column("iso2")]!;
      const names = gazetteer.stateNames.get(code);
      expect(names, code).toBeDefined();
      for (const language of LANGUAGE_CODES) {
        const official = ["m49_name", "unterm_short", "cldr_name"].map((prefix) =>
          termIdentity(
            (row[column(`${prefix}_${language}`)] ?? "").replace(
              /\s*\((the|les?|la|l’|l'|el|los|las)\)$/i,
              "",
            ),
          ),
        );
        for (const form of names![language] ?? [])
          expect(official, `${code} ${language} ${form}`).not.toContain(termIdentity(form));
      }
    }
  });
});

describe("a gazetteer file with faults", () => {
  it("says the line and the reason of each bad entry, and loads the good ones", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gazetteer-"));
    const entry = (id: string, en: string[], zh: string[] = ["虚构地"]) => ({
      id,
      type: "city",
      en,
      fr: [`${id} fr`],
      es: [`${id} es`],
      ru: [`${id} ru`],
      ar: ["مكان"],
      zh,
    });
    // FICTIONAL places: one good, one without Chinese, one with a name the first has, one with an empty name.
    const file = {
      format: "communique-gazetteer",
      version: 1,
      kind: "place",
      title: "Fictional places",
      source: "This test",
      entries: [
        entry("place/quillmarsh", ["Quillmarsh"]),
        entry("place/no-chinese", ["Nochinese"], []),
        { ...entry("place/again", ["QUILLMARSH"]), ar: ["مكان آخر"], zh: ["另一地"] },
        { ...entry("place/empty", ["  "]), ar: ["مكان ثالث"], zh: ["第三地"] },
      ],
    };
    const text = JSON.stringify(file, null, 2);
    writeFileSync(path.join(dir, "places.json"), text);
    const lineOf = (id: string) => text.slice(0, text.indexOf(`"id": "${id}"`)).split("\n").length;
    writeFileSync(path.join(dir, "broken.json"), "{ not json");
    const read = readGazetteer(dir);
    expect(read.concepts.map((c) => c.id)).toEqual(["place/quillmarsh"]);
    expect(
      read.problems.map((p) => [p.file, p.line, p.id ?? "", p.message.replace(/^not JSON.*/, "not JSON")]),
    ).toEqual([
      ["broken.json", 1, "", "not JSON"],
      ["places.json", lineOf("place/no-chinese"), "place/no-chinese", "no name in zh"],
      [
        "places.json",
        lineOf("place/again"),
        "place/again",
        "en “QUILLMARSH” is given twice (also in “place/quillmarsh”)",
      ],
      ["places.json", lineOf("place/empty"), "place/empty", "en: an empty name"],
    ]);
    expect(lineOf("place/empty")).toBeGreaterThan(lineOf("place/again"));
  });
});

function splitCsv(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe("forms in capitals", () => {
  it("keeps a left-out form in capitals as an acronym, and says when one marked so is not in capitals", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gazetteer-"));
    // FICTIONAL organisation and forms.
    const file = {
      format: "communique-gazetteer",
      version: 1,
      kind: "organization",
      title: "Fictional organisations",
      source: "This test",
      entries: [
        {
          id: "organization/quillmarsh-union",
          type: "regional",
          en: ["Quillmarsh Union"],
          fr: ["Union de Quillmarsh"],
          es: ["Unión de Quillmarsh"],
          ru: ["Квиллмаршский союз"],
          ar: ["اتحاد كويلمارش"],
          zh: ["奎尔马什联盟"],
        },
      ],
      risky: [
        { id: "organization/quillmarsh-union", lang: "en", form: "QU", why: "a test", capitals: true },
        { id: "organization/quillmarsh-union", lang: "fr", form: "Union", why: "a common word" },
        { id: "organization/quillmarsh-union", lang: "es", form: "Unión", why: "a test", capitals: true },
      ],
    };
    writeFileSync(path.join(dir, "organizations.json"), JSON.stringify(file, null, 2));
    const read = readGazetteer(dir);
    expect([...read.acronyms]).toEqual([["organization/quillmarsh-union", { en: ["QU"] }]]);
    expect(read.problems.map((p) => [p.id, p.message])).toEqual([
      ["organization/quillmarsh-union", 'es “Unión” is marked "capitals" but is not a word in capitals'],
    ]);
  });
});
