import { type LanguageCode, type ParsedQuery, parseQuery, type TermConcept } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import type { Queryable } from "../db/queryable";
import { Lexizer } from "../search/lexizer";
import { searchStatements } from "../search/search-statements";
import { writeStatements } from "../statements/write-statements";
import { TermLookupCache } from "./term-lookup-cache";
import { type MachineTranslator, translateQuery } from "./translate-query";
import { writeConcepts } from "./write-concepts";

let db: TestDatabase;

/**
 * Two concepts of the field, as an operator's file would give them (their source is this test);
 * "quillmarsh" is an invented word no terminology knows.
 */
const CONCEPTS: TermConcept[] = [
  {
    id: "test/climate-change",
    source: "test",
    terms: {
      en: ["climate change"],
      fr: ["changements climatiques", "changement climatique"],
      es: ["cambio climático"],
      ru: ["изменение климата"],
      ar: ["تغير المناخ"],
      zh: ["气候变化"],
    },
  },
  {
    id: "test/ceasefire",
    source: "test",
    terms: {
      en: ["ceasefire", "cease-fire"],
      fr: ["cessez-le-feu"],
      es: ["alto el fuego"],
      ru: ["прекращение огня"],
      ar: ["وقف إطلاق النار"],
      zh: ["停火"],
    },
  },
  // Spanish drops "estado" as a stop word: "estado de derecho" has the key of "derechos" alone.
  {
    id: "test/a-rights",
    source: "test",
    terms: { en: ["rights"], fr: ["droits"], es: ["derechos"], ru: ["права"], ar: ["الحقوق"], zh: ["权利"] },
  },
  {
    id: "test/rule-of-law",
    source: "test",
    terms: {
      en: ["rule of law"],
      fr: ["état de droit"],
      es: ["estado de derecho"],
      ru: ["верховенство права"],
      ar: ["سيادة القانون"],
      zh: ["法治"],
    },
  },
];

/** Fictional statements of fictional content, one per language, each about one concept. */
const statement = (id: string, language: LanguageCode, title: string, body: string) =>
  fictionalStatement({ id, language, title, body });

beforeAll(async () => {
  db = await createTestDatabase();
  await writeConcepts(db.pool, CONCEPTS, "imported");
  await writeStatements(db.pool, [
    statement("t-zh", "zh", "虚构声明", "虚构的部长谈到气候变化对沿海城市的影响。"),
    statement(
      "t-ru",
      "ru",
      "Вымышленное заявление",
      "Вымышленный министр говорил об изменении климата и засухе.",
    ),
    statement("t-ar", "ar", "بيان خيالي", "تحدث وزير خيالي عن وقف إطلاق النار في منطقة خيالية."),
    statement(
      "t-en",
      "en",
      "Fictional statement",
      "A fictional minister spoke about the cease-fire and the harvest.",
    ),
  ]);
});
afterAll(() => db.drop());

describe("translateQuery", () => {
  it("reads consecutive words as one concept and adds its terms in every language", async () => {
    const { query, report } = await translateQuery(db.pool, parseQuery({ q: "changement climatique" }));
    expect(query.clauses).toHaveLength(1);
    expect(report.clauses[0]).toMatchObject({
      text: "changement climatique",
      source: "terminology",
      concept: "test/climate-change",
    });
    expect(report.clauses[0]!.translations).toContainEqual({ language: "zh", text: "气候变化" });
    expect(report.clauses[0]!.translations).toContainEqual({ language: "ru", text: "изменение климата" });
    // What was typed is not listed as its own translation.
    expect(report.clauses[0]!.translations).not.toContainEqual({
      language: "fr",
      text: "changement climatique",
    });
  });

  it("prefers, among concepts with the same key, one whose term has the words typed", async () => {
    const { report } = await translateQuery(db.pool, parseQuery({ q: "estado de derecho" }));
    expect(report.clauses[0]).toMatchObject({ text: "estado de derecho", concept: "test/rule-of-law" });
    const rights = await translateQuery(db.pool, parseQuery({ q: "derechos" }));
    expect(rights.report.clauses[0]).toMatchObject({ concept: "test/a-rights" });
  });

  it("finds a term whatever its inflection, and keeps words it does not know as typed", async () => {
    const { query, report } = await translateQuery(db.pool, parseQuery({ q: "quillmarsh ceasefires" }));
    expect(report.clauses.map((c) => [c.text, c.source])).toEqual([
      ["quillmarsh", "none"],
      ["ceasefires", "terminology"],
    ]);
    // Nothing knows it: searched as typed in every language, each analysis in its own (issue 33).
    expect(query.clauses[0]).toEqual([{ type: "word", text: "quillmarsh", anyLanguage: true }]);
  });

  it("takes a name typed as written for the name, not for a word it shares a stem with", async () => {
    // FICTIONAL: a place "Brindlemoore" whose French name the stemmer reads as the word "brindlemoor".
    await writeConcepts(
      db.pool,
      [
        {
          id: "test/brindlemoor-word",
          source: "test",
          terms: {
            en: ["brindle word"],
            fr: ["brindlemoor"],
            es: ["brindlo"],
            ru: ["бриндл"],
            ar: ["برندل"],
            zh: ["布林"],
          },
        },
        {
          id: "test/brindlemoore-place",
          source: "test",
          terms: {
            en: ["Brindlemoor Place"],
            fr: ["Brindlemoore"],
            es: ["Brindlemoora"],
            ru: ["Бриндлмур"],
            ar: ["بريندلمور"],
            zh: ["布林德尔穆尔"],
          },
        },
      ],
      "imported",
    );
    const inFrench = (q: string) => ({
      ...parseQuery({ q }),
      language: { code: "fr" as const, by: "interface" as const },
    });
    const concept = async (q: string) =>
      (await translateQuery(db.pool, inFrench(q))).report.clauses[0]!.concept;
    expect(await concept("Brindlemoore")).toBe("test/brindlemoore-place");
    expect(await concept("brindlemoor")).toBe("test/brindlemoor-word");
  });

  it("finds a name behind an Arabic proclitic (بفرنسا, in France), and only a name written so", async () => {
    const inArabic = (q: string) => ({
      ...parseQuery({ q }),
      language: { code: "ar" as const, by: "script" as const },
    });
    const concept = async (q: string) =>
      (await translateQuery(db.pool, inArabic(q))).report.clauses[0]?.concept;
    expect(await concept("بفرنسا")).toBe("country:FR");
    expect(await concept("وفرنسا")).toBe("country:FR");
    expect(await concept("قويلمارش")).toBeUndefined();
    // Without the article (لاجئين), or with ل before it (للاجئين): the shipped "refugees".
    expect(await concept("لاجئين")).toBe("rights-humanitarian/refugees");
    expect(await concept("للاجئين")).toBe("rights-humanitarian/refugees");
  });

  it("finds a Russian noun in -ец whose vowel the stemmer keeps (беженец: беженцы)", async () => {
    const inRussian = {
      ...parseQuery({ q: "беженец" }),
      language: { code: "ru" as const, by: "script" as const },
    };
    const { report } = await translateQuery(db.pool, inRussian);
    expect(report.clauses[0]!.concept).toBe("rights-humanitarian/refugees");
  });

  it("leaves a generic head out beside other words (停火问题: the ceasefire question), not alone", async () => {
    const { query, report } = await translateQuery(db.pool, parseQuery({ q: "停火问题" }));
    expect(report.clauses.map((c) => c.text)).toEqual(["停火"]);
    expect(query.clauses).toHaveLength(1);
    const alone = await translateQuery(db.pool, parseQuery({ q: "问题" }));
    expect(alone.report.clauses.map((c) => c.text)).toEqual(["问题"]);
  });

  it("searches a term written alike in another language as its equivalent there (apartheid, typed in French)", async () => {
    await writeConcepts(
      db.pool,
      [
        {
          id: "test/zorvex-alike",
          source: "test",
          terms: {
            en: ["zorvexism"],
            fr: ["zorvexism"],
            es: ["zorvexismo"],
            ru: ["зорвексизм"],
            ar: ["زورفكسية"],
            zh: ["佐维主义"],
          },
        },
      ],
      "imported",
    );
    const inFrench = {
      ...parseQuery({ q: "zorvexism" }),
      language: { code: "fr" as const, by: "interface" as const },
    };
    const { report } = await translateQuery(db.pool, inFrench);
    expect(report.clauses[0]!.translations).toContainEqual({ language: "en", text: "zorvexism" });
    expect(report.clauses[0]!.translations).not.toContainEqual({ language: "fr", text: "zorvexism" });
  });

  it("finds a name in any Russian case, though the stemmer reads the cases apart (Вьетнама, на Балканах)", async () => {
    const inRussian = (q: string) => ({
      ...parseQuery({ q }),
      language: { code: "ru" as const, by: "script" as const },
    });
    const concept = async (q: string) =>
      (await translateQuery(db.pool, inRussian(q))).report.clauses[0]?.concept;
    expect(await concept("Вьетнама")).toBe("country:VN");
    expect(await concept("на Балканах")).toBe("place/balkans");
    expect(await concept("Восточного Иерусалима")).toBe("place/east-jerusalem");
    // The forms are for the lookup: never shown or searched as equivalents.
    const { report } = await translateQuery(db.pool, inRussian("Вьетнама"));
    expect(
      report.clauses[0]!.translations.filter((t) => t.language === "ru").map((t) => t.text),
    ).not.toContain("Вьетнаму");
  });

  it("takes a word typed in capitals for the name it abbreviates, though in small letters it is a common word or none", async () => {
    const read = (q: string, code: LanguageCode) =>
      translateQuery(db.pool, { ...parseQuery({ q }), language: { code, by: "interface" } });
    // "WHO": "who" is an English stop word. Searched through the organisation's names only.
    const who = await read("WHO", "en");
    expect(who.report.clauses[0]).toMatchObject({
      text: "WHO",
      concept: "un-system/world-health-organization",
    });
    expect(who.query.clauses).toHaveLength(1);
    expect(who.query.clauses[0]).toContainEqual({
      type: "phrase",
      text: "World Health Organization",
      language: "en",
    });
    expect(who.query.clauses[0]!.map((t) => t.text)).not.toContain("WHO");
    // "US" is "us", French "EAU" is "eau" (water), "CAR" is "car": in capitals, the States.
    expect((await read("US", "en")).report.clauses[0]?.concept).toBe("country:US");
    expect((await read("EAU", "fr")).report.clauses[0]?.concept).toBe("country:AE");
    expect((await read("CAR", "en")).report.clauses[0]?.concept).toBe("country:CF");
    // In small letters they are the words.
    expect((await read("us", "en")).report.clauses[0]?.concept).toBeUndefined();
    expect((await read("eau", "fr")).report.clauses[0]?.concept).not.toBe("country:AE");
    // Beside another word, the acronym stays a name: "WHO pandemic" is not the concept "pandemic" alone.
    const beside = await read("WHO pandemic", "en");
    expect(beside.report.clauses.map((c) => [c.text, c.concept])).toEqual([
      ["WHO", "un-system/world-health-organization"],
      ["pandemic", "rights-humanitarian/pandemic"],
    ]);
  });

  it("keeps a term in capitals that its language does not index as an acronym (Spanish LAS: the Arab League)", async () => {
    const { report } = await translateQuery(db.pool, {
      ...parseQuery({ q: "LAS" }),
      language: { code: "es", by: "interface" },
    });
    expect(report.clauses[0]?.concept).toBe("country:arab-league");
  });

  it("translates a State's adjective and people as a concept of their own, not as the State", async () => {
    const read = (q: string, code: LanguageCode) =>
      translateQuery(db.pool, { ...parseQuery({ q }), language: { code, by: "script" } });
    const palestinians = await read("палестинцев", "ru");
    expect(palestinians.report.clauses[0]).toMatchObject({ concept: "demonym:PS" });
    expect(palestinians.report.clauses[0]!.translations).toContainEqual({
      language: "en",
      text: "Palestinian",
    });
    expect(palestinians.report.clauses[0]!.translations).toContainEqual({
      language: "zh",
      text: "巴勒斯坦人",
    });
    expect((await read("巴勒斯坦人", "zh")).report.clauses[0]?.concept).toBe("demonym:PS");
    const syrian = await read("Syrian refugees", "en");
    expect(syrian.report.clauses.map((c) => c.concept)).toEqual([
      "demonym:SY",
      "rights-humanitarian/refugees",
    ]);
    // The State's name is still the State; the adjective's plural is the adjective.
    expect((await read("Palestine", "en")).report.clauses[0]?.concept).toBe("country:PS");
    expect((await read("palestinos", "es")).report.clauses[0]?.concept).toBe("demonym:PS");
    expect((await read("الفلسطينيين", "ar")).report.clauses[0]?.concept).toBe("demonym:PS");
  });

  it("reads words beside a dropped article one by one unless together they are a term as written (la Crimée, les Balkans)", async () => {
    const inFrench = (q: string) =>
      translateQuery(db.pool, { ...parseQuery({ q }), language: { code: "fr", by: "interface" } });
    // "la Crimée" is 'crim', as "crime" is: the place, by "Crimée" as written.
    expect((await inFrench("la Crimée")).report.clauses.map((c) => c.concept)).toEqual(["place/crimea"]);
    // "les" is 'le', as the Arab League's "LEA" is: an acronym is reached only as written.
    expect((await inFrench("les Balkans")).report.clauses.map((c) => c.concept)).toEqual(["place/balkans"]);
    expect((await inFrench("LEA")).report.clauses.map((c) => c.concept)).toEqual(["country:arab-league"]);
    expect((await inFrench("l'OTAN")).report.clauses.map((c) => c.concept)).toEqual([
      "un-system/north-atlantic-treaty-organization",
    ]);
  });

  it("looks the typed words up in the query's language only (French 'gaz' is not Gaza)", async () => {
    await writeConcepts(
      db.pool,
      [{ ...CONCEPTS[1]!, id: "test/gas", terms: { ...CONCEPTS[1]!.terms, en: ["gas"], fr: ["gaz"] } }],
      "imported",
    );
    const asEnglish = parseQuery({ q: "Gaz" });
    const english = await translateQuery(db.pool, {
      ...asEnglish,
      language: { code: "en", by: "interface" },
    });
    expect(english.report.clauses.map((c) => c.source)).toEqual(["none"]);
    const french = await translateQuery(db.pool, { ...asEnglish, language: { code: "fr", by: "interface" } });
    expect(french.report.clauses.map((c) => [c.source, c.concept])).toEqual([["terminology", "test/gas"]]);
  });

  it('does not look up alone a word some language drops as too common (French "des" is no acronym)', async () => {
    await writeConcepts(
      db.pool,
      [{ ...CONCEPTS[1]!, id: "test/des", terms: { ...CONCEPTS[1]!.terms, en: ["DES"] } }],
      "imported",
    );
    const { report } = await translateQuery(db.pool, parseQuery({ q: "quillmarsh des" }));
    expect(report.clauses.map((c) => [c.text, c.source])).toEqual([["quillmarsh", "none"]]);
  });

  it("leaves Arabic particles out of a translated query (PostgreSQL's Arabic analysis keeps them)", async () => {
    const { query } = await translateQuery(db.pool, parseQuery({ q: "وقف إطلاق النار في قويلمارش" }));
    expect(query.clauses.flat().map((t) => t.text)).not.toContain("في");
    expect(query.clauses).toHaveLength(2);
    const alone = await translateQuery(db.pool, parseQuery({ q: "في" }));
    expect(alone.query.clauses).toEqual([[{ type: "word", text: "في" }]]);
  });

  it("cuts Chinese typed without spaces into the terms it holds", async () => {
    const { report } = await translateQuery(db.pool, parseQuery({ q: "法国停火" }));
    expect(report.clauses.map((c) => [c.text, c.concept])).toEqual([
      ["法国", "country:FR"],
      ["停火", "test/ceasefire"],
    ]);
  });

  it("names an issuer in any language: its names in all six", async () => {
    const { report } = await translateQuery(db.pool, parseQuery({ q: "Франция" }));
    expect(report.clauses[0]).toMatchObject({ source: "country", concept: "country:FR" });
    expect(report.clauses[0]!.translations).toContainEqual({ language: "zh", text: "法国" });
    expect(report.clauses[0]!.translations).toContainEqual({ language: "en", text: "France" });
  });

  it("translates exclusions too, and leaves out what the user removed", async () => {
    const { query, report } = await translateQuery(db.pool, parseQuery({ q: "quillmarsh -ceasefire" }), {
      omit: ["zh:停火"],
    });
    expect(query.exclude.map((t) => t.text)).toContain("прекращение огня");
    expect(query.exclude.map((t) => t.text)).not.toContain("停火");
    expect(report.clauses.find((c) => c.excluded)!.omitted).toEqual([{ language: "zh", text: "停火" }]);
  });

  it("keeps to the languages searched", async () => {
    const { report } = await translateQuery(db.pool, parseQuery({ q: "ceasefire" }), {
      languages: ["ar", "zh"],
    });
    expect(new Set(report.clauses[0]!.translations.map((t) => t.language))).toEqual(new Set(["ar", "zh"]));
  });

  it("asks the machine translator for what the terminology lacks; a failing one is a notice, not an error", async () => {
    const machine: MachineTranslator = {
      translate: async (texts) => new Map(texts.map((t) => [t, new Map([["fr", `${t} (fr)`]] as const)])),
    };
    const ok = await translateQuery(db.pool, parseQuery({ q: "quillmarsh" }), { machine });
    expect(ok.report.clauses[0]).toMatchObject({
      source: "machine",
      translations: [{ language: "fr", text: "quillmarsh (fr)" }],
    });
    const failing: MachineTranslator = { translate: () => Promise.reject(new Error("connection refused")) };
    const down = await translateQuery(db.pool, parseQuery({ q: "quillmarsh" }), { machine: failing });
    expect(down.report.clauses[0]!.source).toBe("none");
    expect(down.notices[0]).toMatchObject({ code: "translation_unavailable" });
    expect(down.notices[0]!.message).toContain("connection refused");
  });
});

describe("translateQuery with a cache of the terminology's answers", () => {
  /** db.pool, counting the queries it is asked. */
  const counted = () => {
    const counter = { queries: 0, db: undefined as unknown as Queryable };
    counter.db = {
      query: ((text: string, values?: unknown[]) => {
        counter.queries++;
        return db.pool.query(text, values);
      }) as unknown as Queryable["query"],
    };
    return counter;
  };

  it("answers a query it has seen without a round trip, the same way", async () => {
    const cache = new TermLookupCache();
    const first = counted();
    const q = parseQuery({ q: "changement climatique -ceasefire quillmarsh" });
    const uncached = await translateQuery(first.db, q, { cache });
    expect(first.queries).toBe(1);
    const second = counted();
    const cached = await translateQuery(second.db, q, { cache });
    expect(second.queries).toBe(0);
    expect(cached).toEqual(uncached);
    expect(cached).toEqual(await translateQuery(db.pool, q));
  });

  it("sees a concept imported meanwhile once the cached answer is older than its limit", async () => {
    let now = 0;
    const cache = new TermLookupCache({ maxAgeMs: 60_000, now: () => now });
    const q = parseQuery({ q: "fernwhistle" });
    expect((await translateQuery(db.pool, q, { cache })).report.clauses[0]!.source).toBe("none");
    await writeConcepts(
      db.pool,
      [
        {
          id: "test/fernwhistle",
          source: "test",
          // Invented words, one per language.
          terms: {
            en: ["fernwhistle"],
            fr: ["sifflefougère"],
            es: ["silbahelecho"],
            ru: ["папоротносвист"],
            ar: ["صفيرسرخس"],
            zh: ["蕨哨笛"],
          },
        },
      ],
      "imported",
    );
    now = 30_000;
    expect((await translateQuery(db.pool, q, { cache })).report.clauses[0]!.source).toBe("none");
    now = 60_001;
    expect((await translateQuery(db.pool, q, { cache })).report.clauses[0]).toMatchObject({
      source: "terminology",
      concept: "test/fernwhistle",
    });
  });
});

describe("search with translations", () => {
  /** The first page by relevance, in English, for a (translated) query; `languages` filters. */
  const search = (query: ParsedQuery, languages: LanguageCode[] = []) =>
    searchStatements(db.pool, new Lexizer(db.pool), {
      query,
      filters: { countries: [], groups: [], blocs: [], languages },
      sort: "relevance",
      page: 1,
      size: 10,
      lang: "en",
    });

  it("finds statements in other languages and says which variant each matched", async () => {
    const { query } = await translateQuery(db.pool, parseQuery({ q: "cessez-le-feu" }));
    const page = await search(query);
    const matched = Object.fromEntries(page.results.map((r) => [r.id, r.matched]));
    expect(Object.keys(matched).sort()).toEqual(["t-ar", "t-en"]);
    expect(matched["t-ar"]).toEqual({ language: "ar", text: "وقف إطلاق النار" });
    expect(matched["t-en"]).toEqual({ language: "en", text: "cease-fire" });
  });

  it("searches an equivalent of one word only in its own language (Spanish 'Francia' is not English 'Francis')", async () => {
    const { query } = await translateQuery(db.pool, parseQuery({ q: "Франция" }));
    const page = await search(query);
    expect(page.results.map((r) => r.id)).not.toContain("t-en-2");
  });

  it("finds nothing across languages without translations", async () => {
    const page = await search(parseQuery({ q: "气候变化" }), ["ru"]);
    expect(page.total).toBe(0);
  });
});
