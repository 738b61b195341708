import { NO_FILTERS } from "@communique/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalStatement } from "../../test/fictional-statements";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { countAllByDay, countByIssuer } from "../analytics/day-counts";
import { getStatement } from "./get-statement";
import { linkVersions, rememberAlternates } from "./language-versions";
import { writeStatements } from "./write-statements";

/**
 * FICTIONAL statements of one issuer on one day (decision 033): an English one and its French
 * version with a translated title, an Arabic version that names the English one as its
 * alternate, and an unrelated Spanish one. Switzerland's code is used as an opaque value.
 */
const DAY = "2024-05-06";
const statement = (id: string, language: "en" | "fr" | "es" | "ar", title: string) => ({
  ...fictionalStatement({
    id,
    country: "CH",
    language,
    date: DAY,
    title,
    body: `${title}. A fictional text.`,
  }),
  url: `https://ministry.example/${language}/${id}`,
});
const EN = statement("fx-lv-en", "en", "Statement on the ceasefire in Sudan and humanitarian aid");
const FR = statement("fx-lv-fr", "fr", "Déclaration sur le cessez-le-feu au Soudan et l'aide humanitaire");
const ES = statement("fx-lv-es", "es", "Comunicado sobre el cambio climático y los océanos");
const AR = statement("fx-lv-ar", "ar", "بيان خيالي");
// Another issuer's French statement on the same day and subject: never a version of CH's.
const OTHER = {
  ...statement("fx-lv-other", "fr", "Déclaration sur le cessez-le-feu au Soudan et l'aide humanitaire"),
  countryCode: "BE",
};

// A joint statement of Switzerland and Kenya, in English and French, on another day.
const JOINT_DAY = "2024-05-09";
const jointVersion = (id: string, language: "en" | "fr", title: string) => ({
  ...fictionalStatement({
    id,
    country: "CH",
    language,
    date: JOINT_DAY,
    title,
    body: `${title}. A fictional text.`,
  }),
  joint: { signatories: ["CH", "KE"], unread: [] },
});
const JOINT_EN = jointVersion("fx-lv-joint-en", "en", "Fictional joint statement on beacons");
const JOINT_FR = jointVersion("fx-lv-joint-fr", "fr", "Déclaration conjointe fictive sur les balises");

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await writeStatements(db.pool, [EN, FR, ES, AR, OTHER, JOINT_EN, JOINT_FR]);
  await db.pool.query(
    "INSERT INTO statement_urls (url, statement_id) SELECT url, id FROM statements WHERE id LIKE 'fx-lv-%' AND url IS NOT NULL",
  );
});
afterAll(() => db.drop());

const sids = async (ids: string[]) =>
  (
    await db.pool.query<{ sid: number }>("SELECT sid FROM statements WHERE id = ANY($1) ORDER BY sid", [ids])
  ).rows.map((r) => r.sid);

describe("language versions", () => {
  it("links a version whose title names the same concepts, on the same day, of the same issuer", async () => {
    expect(await linkVersions(db.pool, EN.id)).toEqual(await sids([FR.id]));
    // The Spanish one names other concepts; Belgium's is another issuer's.
    const en = await getStatement(db.pool, EN.id, "en");
    expect(en!.versions).toEqual([{ id: FR.id, language: "fr", title: FR.title }]);
    expect((await getStatement(db.pool, ES.id, "en"))!.versions).toBeUndefined();
  });

  it("links a version its page names, whichever is indexed first, into the same group", async () => {
    await rememberAlternates(db.pool, AR.id, [{ language: "en", url: EN.url! }]);
    expect(await linkVersions(db.pool, AR.id)).toEqual(await sids([EN.id]));
    const fr = await getStatement(db.pool, FR.id, "fr");
    expect(fr!.versions!.map((v) => v.language)).toEqual(["ar", "en"]);
    const { rows } = await db.pool.query<{ keys: number }>(
      "SELECT count(DISTINCT version_key)::int AS keys FROM statement_versions",
    );
    expect(rows[0]!.keys).toBe(1);
  });

  it("counts a statement's versions once in analytics, for its co-signatories too", async () => {
    await db.pool.query(
      `INSERT INTO statement_versions (sid, version_key)
       SELECT sid, min(sid) OVER () FROM statements WHERE id IN ('fx-lv-joint-en', 'fx-lv-joint-fr')`,
    );
    const joint = { ...NO_FILTERS, from: JOINT_DAY, to: JOINT_DAY };
    expect(await countByIssuer(db.pool, { ...joint, countries: ["KE"] })).toEqual([{ code: "KE", n: 1 }]);
    expect((await countByIssuer(db.pool, joint)).sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: "CH", n: 1 },
      { code: "KE", n: 1 },
    ]);
    const filters = { ...NO_FILTERS, countries: ["CH"], to: DAY };
    // Four statements, three of them versions of one: two.
    expect(await countByIssuer(db.pool, filters)).toEqual([{ code: "CH", n: 2 }]);
    expect(await countAllByDay(db.pool, filters)).toEqual([{ day: DAY, precision: "day", n: 2 }]);
    // Every issuer: CH's two, Belgium's one; and the joint statement's two versions, one.
    expect((await countAllByDay(db.pool, NO_FILTERS)).sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: DAY, precision: "day", n: 3 },
      { day: JOINT_DAY, precision: "day", n: 1 },
    ]);
  });
});
