import { describe, expect, it } from "vitest";
import { buildStateNames, readGazetteerStates } from "../../scripts/build-state-names";
import { LANGUAGE_CODES } from "../languages";
import { countryNamed, findCountries, finderEntries } from "./countries";
import { type FinderEntry, rankCountries } from "./country-finder";
import { STATE_NAMES } from "./state-names.generated";

const codes = (text: string, lang: (typeof LANGUAGE_CODES)[number] = "en") =>
  findCountries(text, lang).map((country) => country.code);

describe("the country finder (issue 36)", () => {
  it("finds the United Kingdom first for UK and its other names, never Ukraine before it", () => {
    for (const lang of LANGUAGE_CODES) {
      const found = codes("UK", lang);
      expect(found[0], lang).toBe("GB");
      expect(found.indexOf("UA"), lang).toBeGreaterThan(found.indexOf("GB"));
    }
    for (const text of ["uk", "U.K.", "United Kingdom", "Britain", "Great Britain", "GB"])
      expect(codes(text)[0], text).toBe("GB");
    expect(codes("Ukr")[0]).toBe("UA");
  });

  it("finds a State by its names in the six languages, whatever the page's language", () => {
    for (const text of [
      "المملكة المتحدة",
      "بريطانيا",
      "英国",
      "联合王国",
      "Royaume-Uni",
      "Великобритания",
      "Reino Unido",
    ])
      for (const lang of ["en", "ar", "zh"] as const)
        expect(codes(text, lang)[0], `${text} ${lang}`).toBe("GB");
    expect(codes("美国", "ar")[0]).toBe("US");
    expect(codes("الولايات المتحدة", "zh")[0]).toBe("US");
  });

  it("finds the United States by US and USA, and 'us' in small letters by its prefix", () => {
    for (const text of ["US", "USA", "U.S.", "США", "EE. UU."]) expect(codes(text)[0], text).toBe("US");
    expect(codes("us")[0]).toBe("US");
  });

  it("reads a name in capitals as a name only in capitals", () => {
    expect(codes("RU")[0]).toBe("RU");
    expect(codes("ru")[0]).toBe("RU");
    expect(countryNamed("US")?.code).toBe("US");
    expect(countryNamed("us")).toBeUndefined();
    expect(countryNamed("UK")?.code).toBe("GB");
    expect(countryNamed("Britain")?.code).toBe("GB");
    expect(countryNamed("Великобритания")?.code).toBe("GB");
  });

  it("puts exact names first, then prefixes, then substrings", () => {
    const entries: FinderEntry[] = [
      { code: "A", names: names("Fictional Ukland"), aliases: [], capitals: [] },
      { code: "B", names: names("Ukfictionia"), aliases: [], capitals: [] },
      { code: "C", names: names("Fictional Kingdom"), aliases: ["UK"], capitals: [] },
    ];
    expect(rankCountries(entries, "uk", "en").map((e) => e.code)).toEqual(["C", "B", "A"]);
  });

  it("finds every State first by each of the gazetteer's names for it", () => {
    const wrong: string[] = [];
    for (const [code, { names: list }] of Object.entries(STATE_NAMES))
      for (const name of list)
        if (codes(name)[0] !== code) wrong.push(`${name}: ${codes(name)[0]} for ${code}`);
    expect(wrong).toEqual([]);
  });

  it("has the gazetteer's names as the file has them", () => {
    expect(STATE_NAMES).toEqual(buildStateNames(readGazetteerStates()));
    expect(finderEntries().find((e) => e.code === "US")?.capitals).toEqual(["US"]);
  });
});

function names(name: string) {
  return Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, name])) as FinderEntry["names"];
}
