import { LANGUAGE_CODES, type LanguageCode, parseQuery } from "@communique/core";
import { NO_FILTERS } from "@communique/core/contract";
import { countStatements, getStatement, listSources, upsertSources } from "@communique/store";
import { createTestDatabase, type TestDatabase } from "@communique/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSourceEntries } from "../../sources/source-file";
import type { PoliteFetcher } from "../fetch/polite-fetcher";
import { fixtureFetcher } from "../testing/fixture-fetcher";
import { type FixtureSite, type FixtureStatement, startFixtureSite } from "../testing/fixture-site";
import { FIXTURE_COUNTRIES, fixtureSources } from "../testing/fixture-sources";
import { CrawlSettingsSchema } from "./crawl-settings";
import { crawlSource } from "./crawl-source";

/**
 * Joint statements crawled by the real crawler (issue 37, point 4): the same FICTIONAL joint
 * statement, in each of the six languages, published by two signatories' ministries (two copies
 * of the fixture site on 127.0.0.1, crawled as two issuers). It must be one statement with its
 * three signatories and two publications, counted for each signatory. The texts and the treaty
 * are invented; only the States named are real, as in the reader's own tests.
 */

interface JointFixture {
  /** The second publisher, a signatory (the first is the fixture ministry's country). */
  partner: string;
  /** A signatory that publishes nothing here. */
  third: string;
  title: string;
  paragraphs: string[];
}

const JOINT: Record<LanguageCode, JointFixture> = {
  en: {
    partner: "AU",
    third: "CA",
    title:
      "Joint statement by the Foreign Ministers of New Zealand, Australia and Canada on a fictional lighthouse treaty",
    paragraphs: [
      "The Foreign Ministers met today by video link and agreed on the text of a fictional treaty on the shared upkeep of coastal lighthouses.",
      "They call on all coastal States to join the fictional treaty and will meet again next year to review its implementation.",
    ],
  },
  fr: {
    partner: "BE",
    third: "SN",
    title:
      "Déclaration conjointe des ministres des Affaires étrangères du Luxembourg, de la Belgique et du Sénégal sur un traité fictif",
    paragraphs: [
      "Les ministres des Affaires étrangères se sont réunis aujourd'hui par visioconférence et sont convenus du texte d'un traité fictif sur l'entretien commun des phares côtiers.",
      "Ils appellent tous les États côtiers à adhérer à ce traité fictif et se réuniront de nouveau l'année prochaine pour en examiner la mise en œuvre.",
    ],
  },
  es: {
    partner: "PY",
    third: "CL",
    title:
      "Declaración conjunta de los Ministros de Relaciones Exteriores del Uruguay, el Paraguay y Chile sobre un tratado ficticio",
    paragraphs: [
      "Los Ministros de Relaciones Exteriores se reunieron hoy por videoconferencia y acordaron el texto de un tratado ficticio sobre el mantenimiento compartido de los faros costeros.",
      "Exhortan a todos los Estados costeros a adherirse al tratado ficticio y volverán a reunirse el próximo año para examinar su aplicación.",
    ],
  },
  ru: {
    partner: "KG",
    third: "TJ",
    title:
      "Совместное заявление министров иностранных дел Казахстана, Кыргызстана и Таджикистана о вымышленном договоре",
    paragraphs: [
      "Министры иностранных дел провели сегодня видеоконференцию и согласовали текст вымышленного договора о совместном содержании прибрежных маяков.",
      "Они призывают все прибрежные государства присоединиться к вымышленному договору и вновь встретятся в следующем году, чтобы рассмотреть ход его выполнения.",
    ],
  },
  ar: {
    partner: "JO",
    third: "TN",
    title: "بيان مشترك لوزراء خارجية سلطنة عمان والأردن وتونس بشأن معاهدة خيالية",
    paragraphs: [
      "اجتمع وزراء الخارجية اليوم عبر الاتصال المرئي واتفقوا على نص معاهدة خيالية بشأن الصيانة المشتركة للمنارات الساحلية.",
      "ويدعون جميع الدول الساحلية إلى الانضمام إلى المعاهدة الخيالية، وسيجتمعون مجددًا في العام المقبل لاستعراض تنفيذها.",
    ],
  },
  zh: {
    partner: "MY",
    third: "TH",
    title: "新加坡、马来西亚和泰国外交部长关于虚构条约的联合声明",
    paragraphs: [
      "各国外交部长今天举行视频会议，商定了一项关于共同维护沿海灯塔的虚构条约文本。",
      "他们呼吁所有沿海国家加入这一虚构条约，并将于明年再次会晤，审议条约的执行情况。",
      "三国外交部长还同意设立一个虚构的联合工作组，负责协调灯塔维修计划，并定期交流航行安全信息。",
    ],
  },
};

const DATE = "2024-06-03";
const statementOf = (language: LanguageCode): FixtureStatement => ({
  slug: "joint-lighthouse-treaty",
  language,
  title: JOINT[language].title,
  date: DATE,
  paragraphs: JOINT[language].paragraphs,
});

const NOW = new Date();
let db: TestDatabase;
let first: FixtureSite;
let second: FixtureSite;
let fetcher: PoliteFetcher;

beforeAll(async () => {
  db = await createTestDatabase();
  [first, second] = await Promise.all([startFixtureSite({ now: NOW }), startFixtureSite({ now: NOW })]);
  for (const language of LANGUAGE_CODES) {
    first.addStatement(statementOf(language));
    second.addStatement(statementOf(language));
  }
  fetcher = fixtureFetcher();
  // Each ministry's listing, on the first site as the fixture's issuer, on the second as the
  // partner's: two signatories' ministries publishing the same text.
  const ids = new Set(LANGUAGE_CODES.map((language) => `fixture-${language}-html`));
  const html = (origin: string) => fixtureSources(origin).filter((s) => ids.has(String(s.id)));
  const entries = [
    ...html(first.origin),
    ...html(second.origin).map((s) => ({
      ...s,
      id: `partner-${s.language}-html`,
      country: JOINT[s.language as LanguageCode].partner,
    })),
  ];
  const { sources, rejected } = parseSourceEntries(entries, "cli");
  expect(rejected).toEqual([]);
  await upsertSources(db.pool, sources);
});
afterAll(async () => {
  await fetcher?.close();
  await Promise.all([first?.close(), second?.close()]);
  await db?.drop();
});

const settings = CrawlSettingsSchema.parse({});
async function crawl(id: string) {
  const [source] = await listSources(db.pool, [id]);
  return crawlSource(source!, { db: db.pool, fetcher, settings });
}

describe("a joint statement published by two signatories' ministries", () => {
  it.each(LANGUAGE_CODES)("%s: one statement, its signatories, both publications", async (language) => {
    const issuer = FIXTURE_COUNTRIES[language];
    const { partner, third, title } = JOINT[language];
    expect(await crawl(`fixture-${language}-html`)).toMatchObject({ status: "ok", failed: 0 });
    const partnerRun = await crawl(`partner-${language}-html`);
    expect(partnerRun).toMatchObject({ status: "ok", failed: 0 });
    expect(partnerRun.duplicates).toBeGreaterThanOrEqual(1);

    const { rows } = await db.pool.query<{ id: string; country_code: string; signatories: string[] }>(
      "SELECT id, country_code, signatories FROM statements WHERE title = $1",
      [title],
    );
    expect(rows).toEqual([
      { id: expect.any(String), country_code: issuer, signatories: [issuer, partner, third] },
    ]);
    const statement = await getStatement(db.pool, rows[0]!.id, "en");
    expect(statement!.signatories!.map((s) => s.code)).toEqual([issuer, partner, third]);
    expect(statement!.unreadSignatories).toEqual([]);
    expect(statement!.publications!.map((p) => [p.country.code, new URL(p.url).origin])).toEqual([
      [issuer, first.origin],
      [partner, second.origin],
    ]);

    // Counted for the signatory that published nothing, once.
    const counted = await countStatements(db.pool, {
      query: parseQuery({ q: "" }),
      filters: { ...NO_FILTERS, countries: [third] },
      lang: "en",
    });
    expect(counted.total).toBe(1);
    expect(counted.facets.countries.map((c) => [c.code, c.count])).toEqual([[third, 1]]);
  });
});
