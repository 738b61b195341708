import { type ParsedQuery, parseQuery } from "@communique/core";
import { type SearchFilters, type SearchRequest, splitFilters } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatements } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeStatements } from "../statements/write-statements";
import { StopWordsOnlyError } from "./compile-query";
import { Lexizer } from "./lexizer";
import { adjacentWords, searchStatements } from "./search-statements";

let db: TestDatabase;
let lexizer: Lexizer;

beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
  await writeStatements(db.pool, fictionalStatements());
});
afterAll(() => db.drop());

type Extra = Partial<Omit<SearchRequest, "filters"> & SearchFilters>;

function request(q: string | ParsedQuery, extra: Extra = {}): SearchRequest {
  const { filters, rest } = splitFilters(extra);
  return {
    query: typeof q === "string" ? parseQuery({ q }) : q,
    filters,
    sort: "recent",
    page: 1,
    size: 100,
    lang: "en",
    ...rest,
  };
}

async function ids(q: string | ParsedQuery, extra: Extra = {}): Promise<string[]> {
  const response = await searchStatements(db.pool, lexizer, request(q, extra));
  return response.results.map((r) => r.id).sort();
}

describe("analysis per language", () => {
  it("English: singular finds plural and the other way round", async () => {
    expect(await ids("negotiation", { languages: ["en"] })).toEqual(["fx-en-1", "fx-en-3", "fx-en-6"]);
    expect(await ids("negotiations", { languages: ["en"] })).toEqual(["fx-en-1", "fx-en-3", "fx-en-6"]);
  });

  it("French: plural and singular, with or without accents", async () => {
    const expected = ["fx-fr-1", "fx-fr-2"];
    expect(await ids("négociation", { languages: ["fr"] })).toEqual(expected);
    expect(await ids("negociations", { languages: ["fr"] })).toEqual(expected);
    expect(await ids("SÉCURITÉ alimentaire")).toEqual(["fx-fr-2"]);
  });

  it("Spanish: accents folded and plurals stemmed", async () => {
    expect(await ids("climatico", { languages: ["es"] })).toEqual(["fx-es-1"]);
    expect(await ids("negociación", { languages: ["es"] })).toEqual(["fx-es-1"]);
    // Typed without accents: the accent-less spelling of each word is indexed too. (Its stem can
    // differ: "negociacion" finds "negociación" but not "negociaciones", a known limit.)
    expect(await ids("Mexico", { languages: ["es"] })).toEqual(["fx-es-1"]);
    expect(await ids("Mexico cambio climatico")).toEqual(["fx-es-1"]);
  });

  it("Russian: cases of one word meet, and ё equals е", async () => {
    expect(await ids("переговоры")).toEqual(["fx-ru-1"]);
    expect(await ids("переговорам")).toEqual(["fx-ru-1"]);
    expect(await ids("сотрудничество")).toEqual(["fx-ru-2"]);
    expect(await ids("ее значение")).toEqual(["fx-ru-2"]);
  });

  it("Arabic: with or without hamza, diacritics and tatweel", async () => {
    expect(await ids("الامن الغذائي")).toEqual(["fx-ar-1"]);
    expect(await ids("الأَمْن")).toEqual(["fx-ar-1", "fx-ar-2"]);
    expect(await ids("اهمية")).toEqual(["fx-ar-1"]);
    expect(await ids("المفاوضات")).toEqual(["fx-ar-2"]);
  });

  it("Chinese: multi-character words, Simplified or Traditional", async () => {
    expect(await ids("安理会")).toEqual(["fx-zh-1"]);
    expect(await ids("气候变化")).toEqual(["fx-zh-1"]);
    expect(await ids("聯合國")).toEqual(["fx-zh-1", "fx-zh-2"]);
    expect(await ids("联合国")).toEqual(["fx-zh-1", "fx-zh-2"]);
    // Characters of a word, but not the word: no match.
    expect(await ids("合安")).toEqual([]);
  });
});

describe("query semantics", () => {
  it("all words must match", async () => {
    expect(await ids("climate negotiations")).toEqual(["fx-en-1", "fx-en-6"]);
  });

  it("a phrase needs the words adjacent and in order", async () => {
    expect(await ids("security council", { languages: ["en"] })).toEqual(["fx-en-1", "fx-en-4", "fx-en-7"]);
    expect(await ids('"security council"', { languages: ["en"] })).toEqual(["fx-en-1", "fx-en-4"]);
    expect(await ids('"council security"', { languages: ["en"] })).toEqual([]);
  });

  it("OR takes either alternative", async () => {
    expect(await ids("disarmament OR adaptation")).toEqual(["fx-en-2", "fx-en-3"]);
  });

  it("exclusion removes statements with the word", async () => {
    expect(await ids("climate -nuclear", { languages: ["en"] })).toEqual(["fx-en-1", "fx-en-2"]);
    expect(await ids('negotiations -"climate finance"', { languages: ["en"] })).toEqual([
      "fx-en-3",
      "fx-en-6",
    ]);
  });

  it("advanced fields combine with AND", async () => {
    const query = parseQuery({ all: "climate", any: "finance adaptation", none: "sea" });
    expect(await ids(query)).toEqual(["fx-en-1"]);
    expect(await ids(parseQuery({ exact: "food security" }))).toEqual(["fx-en-7"]);
  });

  it("hyphenated words match", async () => {
    expect(await ids("co-operation")).toEqual(["fx-en-5"]);
    expect(await ids("COVID-19")).toEqual(["fx-en-5"]);
  });

  it("only stop words is an error, not everything", async () => {
    await expect(ids("the of and")).rejects.toBeInstanceOf(StopWordsOnlyError);
    // It says in which language they are common, and what to do (issue 35: "WHO" read as "who").
    const readInEnglish: ParsedQuery = {
      ...parseQuery({ q: "the of and" }),
      language: { code: "en", by: "interface" },
    };
    await expect(ids(readInEnglish)).rejects.toThrow(
      /very common words in English, the language it was read in/,
    );
    await expect(ids(readInEnglish)).rejects.toThrow(/translate=add/);
    // A stop word beside a real word is simply ignored.
    expect(await ids("the reform")).toEqual(["fx-en-4"]);
  });

  it("no query at all browses everything", async () => {
    expect((await ids("")).length).toBe(fictionalStatements().length);
  });

  it("only exclusions keep everything else", async () => {
    expect(await ids("-climate -climat -климату -المناخ -气候变化 -climático")).not.toContain("fx-en-1");
    expect((await ids("-nuclear")).length).toBe(fictionalStatements().length - 2);
  });
});

describe("filters", () => {
  it("by country, organisation, group and language", async () => {
    expect(await ids("", { countries: ["FR", "SN"] })).toEqual(["fx-fr-1", "fx-fr-2"]);
    expect(await ids("", { countries: ["eu"] })).toEqual(["fx-en-6"]);
    expect(await ids("", { groups: ["igo"] })).toEqual(["fx-en-6"]);
    expect(await ids("", { groups: ["eastern-european"] })).toEqual(["fx-ru-1", "fx-ru-2"]);
    expect(await ids("", { groups: ["african"], languages: ["fr"] })).toEqual(["fx-fr-2"]);
    // A country and a group: either matches.
    expect(await ids("", { groups: ["igo"], countries: ["JP"] })).toEqual(["fx-en-4", "fx-en-6"]);
  });

  it("by date: a period is kept only when it lies wholly inside the range", async () => {
    expect(await ids("", { from: "2022-01-01", to: "2022-12-31" })).toEqual(["fx-en-4"]);
    expect(await ids("", { from: "2022-06-01", to: "2022-12-31" })).toEqual([]);
    expect(await ids("", { from: "2023-11-01", to: "2023-11-30" })).toEqual(["fx-en-3"]);
    expect(await ids("", { from: "2023-11-15", to: "2023-11-30" })).toEqual([]);
    expect(await ids("", { from: "2024-03-14", to: "2024-03-15" })).toEqual(["fx-en-1", "fx-en-6"]);
  });
});

describe("sorts and paging", () => {
  const list = async (sort: SearchRequest["sort"], lang: SearchRequest["lang"] = "en") =>
    (await searchStatements(db.pool, lexizer, request("", { sort, lang }))).results;

  it("most recent and oldest", async () => {
    const recent = (await list("recent")).map((r) => r.id);
    expect(recent[0]).toBe("fx-en-5");
    expect(recent.at(-1)).toBe("fx-en-4");
    expect((await list("oldest")).map((r) => r.id)).toEqual([...recent].reverse());
  });

  it("countries A-Z in the interface language", async () => {
    for (const lang of ["en", "fr", "ar"] as const) {
      const names = (await list("country", lang)).map((r) => r.country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
    expect((await list("country", "en"))[0]!.country.name).toBe("Argentina");
    expect((await list("country", "fr"))[0]!.country.name).toBe("Argentine");
  });

  it("relevance puts the statement about the term first", async () => {
    const response = await searchStatements(
      db.pool,
      lexizer,
      request("climate negotiations", { sort: "relevance" }),
    );
    expect(response.results[0]!.id).toBe("fx-en-1");
  });

  it("relevance ranks the most recent candidates only, and pages past them still work", async () => {
    const ranked = async (page: number, size: number) =>
      (
        await searchStatements(db.pool, lexizer, request("negotiations", { sort: "relevance", page, size }), {
          rankCandidates: 2,
        })
      ).results.map((r) => r.id);
    // The two most recent matches are fx-en-6 (14 March, "climate negotiations") and fx-en-1
    // (15 March, title and body), so fx-en-1 ranks first; fx-en-3 (2023) is not a candidate.
    expect(await ranked(1, 2)).toEqual(["fx-en-1", "fx-en-6"]);
    // Page 2 lies past the two candidates: the other matches follow by date, once each.
    expect(await ranked(2, 2)).toEqual(["fx-en-3"]);
    expect([...(await ranked(1, 1)), ...(await ranked(2, 1)), ...(await ranked(3, 1))]).toEqual([
      "fx-en-1",
      "fx-en-6",
      "fx-en-3",
    ]);
  });

  it("pages do not overlap and cover everything", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const response = await searchStatements(db.pool, lexizer, request("", { page, size: 5 }));
      seen.push(...response.results.map((r) => r.id));
      expect(response.total).toBe(fictionalStatements().length);
    }
    expect(new Set(seen).size).toBe(fictionalStatements().length);
  });
});

describe("facets", () => {
  it("equal counts computed independently from the data", async () => {
    const all = fictionalStatements();
    const inRange = all.filter((s) => s.date.start >= "2024-01-01" && s.date.end <= "2024-12-31");
    const response = await searchStatements(
      db.pool,
      lexizer,
      request("", { from: "2024-01-01", to: "2024-12-31" }),
    );
    expect(response.total).toBe(inRange.length);
    const count = (key: (s: (typeof all)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const s of inRange) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
      return counts;
    };
    expect(new Map(response.facets.countries.map((c) => [c.code, c.count]))).toEqual(
      count((s) => s.countryCode),
    );
    expect(new Map(response.facets.languages.map((c) => [c.code, c.count]))).toEqual(
      count((s) => s.language),
    );
    expect(response.facets.years).toEqual([{ year: 2024, count: inRange.length }]);
    const groupOf: Record<string, string> = Object.fromEntries(
      response.facets.countries.map((c) => [c.code, c.group]),
    );
    expect(new Map(response.facets.groups.map((g) => [g.slug, g.count]))).toEqual(
      count((s) => groupOf[s.countryCode]!),
    );
  });

  it("follow the text query too", async () => {
    const response = await searchStatements(db.pool, lexizer, request("climate", { languages: ["en"] }));
    expect(response.total).toBe(response.results.length);
    expect(response.facets.countries.reduce((n, c) => n + c.count, 0)).toBe(response.total);
    expect(response.facets.groups.find((g) => g.slug === "igo")?.count).toBe(1);
  });
});

describe("results", () => {
  it("carry the date at its precision and a highlighted, escaped snippet", async () => {
    const response = await searchStatements(db.pool, lexizer, request("vaccines"));
    const [result] = response.results;
    expect(result).toMatchObject({ id: "fx-en-5", date: "2024-03-16", datePrecision: "day", language: "en" });
    expect(result!.country).toEqual({ code: "BR", name: "Brazil", group: "latin-american-caribbean" });
    expect(result!.snippet).toContain("<mark>vaccines</mark>");
    expect(result!.snippet).toContain("&#60;script&#62;");
    expect(result!.snippet).not.toContain("<script>");
    const yearOnly = await searchStatements(db.pool, lexizer, request("reform"));
    expect(yearOnly.results[0]).toMatchObject({ id: "fx-en-4", date: "2022", datePrecision: "year" });
  });

  it("mark the original words whatever their inflection or script variant", async () => {
    const snippet = async (q: string) =>
      (await searchStatements(db.pool, lexizer, request(q))).results[0]!.snippet;
    expect(await snippet("negotiation treaty")).toContain("<mark>negotiation</mark>");
    expect(await snippet("الامن الغذائي")).toContain("<mark>الأمـــن</mark> <mark>الغذائي</mark>");
    expect(await snippet("переговорам")).toContain("<mark>Переговоры</mark>");
    expect(await snippet("安理会")).toContain("<mark>安理会</mark>");
    // Written in Traditional characters, matched in Simplified: still marked, in the original,
    // as one word (the analysis cuts it in two: 联合 + 国).
    expect(await snippet("联合国 和平")).toContain("<mark>聯合國</mark>");
  });
});

describe("adjacentWords", () => {
  it("reads the words typed side by side as a phrase, their equivalents left aside", () => {
    const typed = parseQuery({ q: "new international economic order" });
    const translated = {
      ...typed,
      clauses: typed.clauses.map((clause, i) =>
        i === 1
          ? [...clause, { type: "word" as const, text: "international", language: "fr" as const }]
          : clause,
      ),
    };
    const phrase = [[{ type: "phrase", text: "new international economic order" }]];
    expect(adjacentWords(typed)?.clauses).toEqual(phrase);
    expect(adjacentWords(translated)?.clauses).toEqual(phrase);
    expect(adjacentWords(parseQuery({ q: "fictional" }))).toBeUndefined();
  });
});
