import { LANGUAGE_CODES, type LanguageCode, parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { analyticsSummary, getStatement, listSources, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import { fixtureFetcher } from "../testing/fixture-fetcher";
import { type FixtureSite, type FixtureStatement, startFixtureSite } from "../testing/fixture-site";
import { fixtureSources } from "../testing/fixture-sources";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource } from "./crawl-source";

/**
 * Language versions crawled by the real crawler (issue 37, point 5): one issuer publishing the
 * same FICTIONAL statement in the six languages, each page naming the others as its alternates,
 * and a French version whose page names none, found by its title. The six fictional ministries
 * of the fixture site are read as one issuer here (a State's code used as an opaque value).
 */

const ISSUER = "CH";
const DAY = "2024-06-10";
const SLUG = "lighthouse-keepers-exchange";

const TITLES: Record<LanguageCode, string> = {
  en: "Fictional exchange programme for lighthouse keepers announced",
  fr: "Annonce d'un programme fictif d'échange de gardiens de phare",
  es: "Anuncio de un programa ficticio de intercambio de fareros",
  ru: "Объявлено о вымышленной программе обмена смотрителями маяков",
  ar: "الإعلان عن برنامج خيالي لتبادل حراس المنارات",
  zh: "宣布一项虚构的灯塔看守人交流计划，以促进沿海国家之间的合作与经验分享",
};
const BODIES: Record<LanguageCode, string[]> = {
  en: [
    "The fictional ministry today announced an exchange programme that will let lighthouse keepers from coastal countries spend a season at each other's lights.",
  ],
  fr: [
    "Le ministère fictif a annoncé aujourd'hui un programme d'échange qui permettra aux gardiens de phare des pays côtiers de passer une saison dans les phares des autres.",
  ],
  es: [
    "El ministerio ficticio anunció hoy un programa de intercambio que permitirá a los fareros de los países costeros pasar una temporada en los faros de los demás.",
  ],
  ru: [
    "Вымышленное министерство объявило сегодня о программе обмена, которая позволит смотрителям маяков прибрежных стран провести сезон на маяках друг друга.",
  ],
  ar: [
    "أعلنت الوزارة الخيالية اليوم عن برنامج للتبادل يتيح لحراس المنارات في البلدان الساحلية قضاء موسم في منارات بعضهم بعضًا.",
  ],
  zh: [
    "这个虚构的外交部今天宣布了一项交流计划，沿海国家的灯塔看守人将有机会到彼此的灯塔工作一个季度，学习维护灯塔和保障航行安全的经验，并在结束后分享所学。",
    "首批看守人将于明年春季出发，交流计划的细节将在外交部网站上另行公布。",
  ],
};

/** Published in every language, each page naming the five others. */
const version = (language: LanguageCode): FixtureStatement => ({
  slug: SLUG,
  language,
  title: TITLES[language],
  date: DAY,
  paragraphs: BODIES[language],
  alternates: LANGUAGE_CODES.filter((l) => l !== language).map((l) => ({ language: l, slug: SLUG })),
});

/** English and French on another day, no alternate links: linked by their titles' concepts. */
const TITLE_DAY = "2024-06-12";
const BY_TITLE: FixtureStatement[] = [
  {
    slug: "climate-change-oceans",
    language: "en",
    title: "Statement on climate change and the protection of the oceans",
    date: TITLE_DAY,
    paragraphs: [
      "In a fictional statement, the ministry calls on coastal countries to act together against climate change and to protect the oceans and their fisheries.",
    ],
  },
  {
    slug: "changements-climatiques-oceans",
    language: "fr",
    title: "Déclaration sur les changements climatiques et la protection des océans",
    date: TITLE_DAY,
    paragraphs: [
      "Dans une déclaration fictive, le ministère appelle les pays côtiers à agir ensemble contre les changements climatiques et à protéger les océans et leurs pêcheries.",
    ],
  },
  // Same day, another subject: not a version.
  {
    slug: "calendario-consular",
    language: "es",
    title: "Calendario ficticio de los servicios consulares en verano",
    date: TITLE_DAY,
    paragraphs: [
      "El ministerio ficticio publica el calendario de atención de sus consulados durante el verano, con horarios reducidos en agosto y citas en línea.",
    ],
  },
];

const NOW = new Date();
let db: TestDatabase;
let site: FixtureSite;
let fetcher: PoliteFetcher;

beforeAll(async () => {
  db = await createTestDatabase();
  site = await startFixtureSite({ now: NOW });
  for (const language of LANGUAGE_CODES) site.addStatement(version(language));
  for (const statement of BY_TITLE) site.addStatement(statement);
  fetcher = fixtureFetcher();
  const ids = new Set(LANGUAGE_CODES.map((language) => `fixture-${language}-html`));
  const entries = fixtureSources(site.origin)
    .filter((s) => ids.has(String(s.id)))
    .map((s) => ({ ...s, id: `versions-${s.language}-html`, country: ISSUER }));
  const { sources, rejected } = parseSourceEntries(entries, "cli");
  expect(rejected).toEqual([]);
  await upsertSources(db.pool, sources);
  for (const language of LANGUAGE_CODES) {
    const [source] = await listSources(db.pool, [`versions-${language}-html`]);
    const run = await crawlSource(source!, { db: db.pool, fetcher, settings: CrawlSettingsSchema.parse({}) });
    expect(run).toMatchObject({ status: "ok", failed: 0 });
  }
});
afterAll(async () => {
  await fetcher?.close();
  await site?.close();
  await db?.drop();
});

async function idOf(title: string): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>("SELECT id FROM statements WHERE title = $1", [title]);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

describe("language versions of one statement, crawled", () => {
  it.each(LANGUAGE_CODES)(
    "%s: lists the five other versions, whichever was crawled first",
    async (language) => {
      const statement = await getStatement(db.pool, await idOf(TITLES[language]), "en");
      expect(statement!.versions!.map((v) => v.language)).toEqual(
        LANGUAGE_CODES.filter((l) => l !== language),
      );
      for (const v of statement!.versions!) expect(v.title).toBe(TITLES[v.language]);
    },
  );

  it("links a version by its title's concepts when its page names none, and only that one", async () => {
    const en = await getStatement(db.pool, await idOf(BY_TITLE[0]!.title), "en");
    expect(en!.versions).toEqual([
      { id: await idOf(BY_TITLE[1]!.title), language: "fr", title: BY_TITLE[1]!.title },
    ]);
    expect((await getStatement(db.pool, await idOf(BY_TITLE[2]!.title), "en"))!.versions).toBeUndefined();
  });

  it("counts a statement's versions once in analytics", async () => {
    const statements = async (day: string) =>
      (
        await analyticsSummary(db.pool, {
          query: parseQuery({ q: "" }),
          filters: { ...NO_FILTERS, countries: [ISSUER], from: day, to: day },
          lang: "en",
        })
      ).statements;
    // Six versions of one statement; two versions of one and another statement.
    expect(await statements(DAY)).toBe(1);
    expect(await statements(TITLE_DAY)).toBe(2);
  });
});
