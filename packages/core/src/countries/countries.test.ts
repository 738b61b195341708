import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCountries, parseCsv, parseCsvRecords } from "../../scripts/build-countries";
import { LANGUAGE_CODES } from "../languages";
import { testEnv } from "../testing/test-env";
import { MEMBER_STATES_TOTAL } from "../vocabulary";
import {
  COUNTRIES,
  countriesInGroup,
  countryName,
  findCountries,
  getCountry,
  getCountryByIso3,
  groupName,
} from "./countries";
import { GROUP_SLUGS, type GroupSlug } from "./groups";
import { searchKey } from "./search-key";

const members = COUNTRIES.filter((country) => country.kind === "member");
const codesOf = (list: readonly { code: string }[]) => list.map((country) => country.code);

describe("country table", () => {
  it("has exactly the 193 member states", () => {
    expect(members).toHaveLength(MEMBER_STATES_TOTAL);
    expect(MEMBER_STATES_TOTAL).toBe(193);
  });

  it("puts member states in their regional groups, Kiribati with Asia-Pacific", () => {
    const counts = Object.fromEntries(
      GROUP_SLUGS.map((slug) => [slug, members.filter((country) => country.group === slug).length]),
    );
    expect(counts).toEqual({
      african: 54,
      "asia-pacific": 54,
      "latin-american-caribbean": 33,
      "western-european-other": 29,
      "eastern-european": 23,
      "non-member": 0,
      igo: 0,
    });
    expect(getCountry("KI")?.group).toBe("asia-pacific");
  });

  it("files the two observer states as non-members", () => {
    const observers = COUNTRIES.filter((country) => country.kind === "observer");
    expect(codesOf(observers).sort()).toEqual(["PS", "VA"]);
    expect(observers.every((country) => country.group === "non-member")).toBe(true);
    expect(codesOf(countriesInGroup("non-member")).sort()).toEqual(["PS", "VA"]);
  });

  it("has the six organisations, all in the igo group", () => {
    const igos = countriesInGroup("igo");
    expect(codesOf(igos).sort()).toEqual(["african-union", "arab-league", "asean", "eu", "oic", "un"]);
    expect(igos.every((country) => country.kind === "organization" && country.iso3 === null)).toBe(true);
  });

  it("has the former states of the General Debate corpus in their old groups", () => {
    const former = COUNTRIES.filter((country) => country.kind === "former");
    expect(former.map((c) => [c.code, c.iso3, c.group])).toEqual([
      ["YU", "YUG", "eastern-european"],
      ["CS", "CSK", "eastern-european"],
      ["DD", "DDR", "eastern-european"],
      ["YD", "YMD", "asia-pacific"],
    ]);
  });

  it("has unique codes, ISO3 and M49 codes", () => {
    const unique = (values: (string | null)[]) => {
      const present = values.filter((value) => value !== null);
      return new Set(present).size === present.length;
    };
    expect(unique(codesOf(COUNTRIES))).toBe(true);
    expect(unique(COUNTRIES.map((country) => country.iso3))).toBe(true);
    expect(unique(COUNTRIES.map((country) => country.m49))).toBe(true);
  });

  it("uses well-formed codes for states", () => {
    for (const country of COUNTRIES.filter((c) => c.kind !== "organization")) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(country.m49).toMatch(/^\d{3}$/);
    }
  });

  it("names every entry in all six languages", () => {
    for (const country of COUNTRIES) {
      for (const lang of LANGUAGE_CODES) {
        expect(country.names[lang].trim(), `${country.code} ${lang}`).not.toBe("");
      }
    }
  });

  it("keeps only aliases that add a new search key", () => {
    for (const country of COUNTRIES) {
      const names = LANGUAGE_CODES.map((lang) => searchKey(country.names[lang]));
      const keys = country.aliases.map(searchKey);
      expect(
        keys.filter((key) => names.includes(key)),
        country.code,
      ).toEqual([]);
      expect(new Set(keys).size, country.code).toBe(keys.length);
    }
  });

  it("gives capitals as plausible [lat, lng] pairs", () => {
    for (const { capital, code } of COUNTRIES) {
      if (capital === null) continue;
      expect(Math.abs(capital[0]), code).toBeLessThanOrEqual(90);
      expect(Math.abs(capital[1]), code).toBeLessThanOrEqual(180);
    }
    expect(getCountry("FR")?.capital?.[0]).toBeCloseTo(48.86, 1);
  });
});

describe("lookups", () => {
  it("finds ISO2 codes and slugs case-insensitively", () => {
    expect(getCountry("FR")?.names.en).toBe("France");
    expect(getCountry("fr")?.names.en).toBe("France");
    expect(getCountry("eu")?.names.en).toBe("European Union");
    expect(getCountry("arab-league")?.names.en).toBe("League of Arab States");
    expect(getCountry("Arab-League")?.code).toBe("arab-league");
    expect(getCountry("XX")).toBeUndefined();
    expect(getCountry("")).toBeUndefined();
  });

  it("keeps slugs and ISO2 codes apart whatever the case", () => {
    expect(getCountry("african-union")?.names.en).toBe("African Union");
    expect(getCountry("au")?.names.en).toBe("Australia");
    expect(getCountry("EU")?.code).toBe("eu");
    const codes = COUNTRIES.map((c) => c.code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
    expect(getCountry("fr")?.code).toBe("FR");
    expect(getCountry("AU")?.names.en).toBe("Australia");
    expect(getCountry("Au")?.names.en).toBe("Australia");
  });

  it("finds states by ISO3, former states included", () => {
    expect(getCountryByIso3("FRA")?.code).toBe("FR");
    expect(getCountryByIso3("fra")?.code).toBe("FR");
    expect(getCountryByIso3("YUG")?.code).toBe("YU");
    expect(getCountryByIso3("EU")).toBeUndefined();
  });

  it("names countries and groups in each language", () => {
    expect(countryName("FR", "fr")).toBe("France");
    expect(countryName("DE", "ru")).toBe("Германия");
    expect(countryName("CN", "zh")).toBe("中国");
    expect(countryName("eu", "es")).toBe("Unión Europea");
    expect(countryName("ZZ", "en")).toBe("ZZ");
    expect(groupName("african", "fr")).toBe("États d’Afrique");
    expect(groupName("igo", "en")).toBe("Intergovernmental Organizations");
  });
});

describe("findCountries", () => {
  const codes = (text: string, lang: Parameters<typeof findCountries>[1], limit?: number) =>
    codesOf(findCountries(text, lang, limit));

  it("puts a display-name prefix in the reader's language first", () => {
    expect(codes("fra", "en")[0]).toBe("FR");
    expect(codes("Франц", "ru")[0]).toBe("FR");
    expect(codes("ale", "es")[0]).toBe("DE");
  });

  it("finds both Koreas from a word inside the Arabic names", () => {
    expect(codes("كوريا", "ar").slice(0, 2).sort()).toEqual(["KP", "KR"]);
  });

  it("ignores case, accents and apostrophe style", () => {
    expect(codes("COTE D'IVOIRE", "fr")[0]).toBe("CI");
    expect(codes("turkiye", "en")[0]).toBe("TR");
    expect(codes("etats-unis", "fr")[0]).toBe("US");
    expect(codes("اندورا", "ar")[0]).toBe("AD");
  });

  it("matches names and aliases in other languages", () => {
    expect(codes("Deutschland", "en")).toEqual([]);
    expect(codes("Allemagne", "en")[0]).toBe("DE");
    expect(codes("Russia", "fr")[0]).toBe("RU");
    expect(codes("Vatican", "en")[0]).toBe("VA");
    expect(codes("美国", "en")[0]).toBe("US");
  });

  it("finds organisations by abbreviation", () => {
    expect(codes("EU", "en")[0]).toBe("eu");
    expect(codes("ue", "fr")[0]).toBe("eu");
    expect(codes("ЕС", "ru")[0]).toBe("eu");
    expect(codes("ASEAN", "es")[0]).toBe("asean");
    expect(codes("oci", "es")[0]).toBe("oic");
    expect(codes("ООН", "ru")[0]).toBe("un");
  });

  it("prefers the shorter name within a tier", () => {
    expect(codes("niger", "en").slice(0, 2)).toEqual(["NE", "NG"]);
    expect(codes("germ", "en").slice(0, 2)).toEqual(["DE", "DD"]);
  });

  it("finds the middle of a Chinese name", () => {
    expect(codes("韩国", "zh")).toContain("KR");
    expect(codes("斯拉夫", "zh")).toContain("YU");
  });

  it("respects the limit and ignores empty queries", () => {
    expect(codes("a", "en", 3)).toHaveLength(3);
    expect(codes("a", "en")).toHaveLength(10);
    expect(codes("  ", "en")).toEqual([]);
    expect(codes("'", "en")).toEqual([]);
  });
});

describe("parseCsv", () => {
  it("handles quoted fields with commas, quotes and line breaks", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",\n"two\nlines",2,3';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', ""],
      ["two\nlines", "2", "3"],
    ]);
  });

  it("rejects rows of the wrong width and unterminated quotes", () => {
    expect(() => parseCsvRecords("a,b\n1,2,3\n")).toThrow(/line 2/);
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted/);
  });
});

const corpusDir = testEnv.CORPUS_DIR;

describe(
  corpusDir ? "against the reference CSV" : "against the reference CSV (skipped: CORPUS_DIR not set)",
  () => {
    const readRows = () =>
      parseCsvRecords(readFileSync(path.join(corpusDir ?? "", "reference/un_member_states.csv"), "utf8"));

    const groupBySlug: Record<string, GroupSlug> = {
      "African States": "african",
      "Asia-Pacific States": "asia-pacific",
      "Latin American and Caribbean States": "latin-american-caribbean",
      "Western European and other States": "western-european-other",
      "Eastern European States": "eastern-european",
    };

    it.skipIf(!corpusDir)("matches every member and observer's names, codes and group", () => {
      const rows = readRows();
      expect(rows).toHaveLength(195);
      for (const row of rows) {
        const country = getCountry(row.iso2 ?? "");
        expect(country, row.iso2).toBeDefined();
        expect(country?.kind).toBe(row.un_status === "member" ? "member" : "observer");
        expect(country?.iso3, row.iso2).toBe(row.iso3);
        expect(country?.m49, row.iso2).toBe(row.m49);
        for (const lang of LANGUAGE_CODES) {
          expect(country?.names[lang], `${row.iso2} ${lang}`).toBe(row[`m49_name_${lang}`]);
        }
        const expected =
          row.un_status === "observer_state"
            ? "non-member"
            : row.iso2 === "KI"
              ? "asia-pacific"
              : groupBySlug[row.un_regional_group ?? ""];
        expect(country?.group, row.iso2).toBe(expected);
      }
    });

    it.skipIf(!corpusDir)("is what the generator builds from it today", () => {
      const text = readFileSync(path.join(corpusDir ?? "", "reference/un_member_states.csv"), "utf8");
      expect(buildCountries(text)).toEqual(COUNTRIES);
    });
  },
);
