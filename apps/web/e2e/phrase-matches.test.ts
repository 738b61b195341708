import { fictionalStatement } from "@communique/store/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";
import { zh } from "../src/i18n/messages/zh";
import { createTranslator } from "../src/i18n/translate";
import { CHROMIUM_MISSING, startWebFixture, type WebFixture, waitForHydration } from "./web-fixture";

/**
 * FICTIONAL statements where a phrase occurs a few times and its words also stand alone: the
 * statement's page counts and marks the phrase's occurrences only, each one whole (issue 36.3).
 */
const fictional = (fixture: Parameters<typeof fictionalStatement>[0]) => ({
  ...fictionalStatement(fixture),
  meta: { fictional: true },
});
const STATEMENTS = [
  // "nuclear weapons" three times (once hyphenated); "nuclear" alone twice, "weapons" alone twice.
  fictional({
    id: "fx-phrase-en",
    language: "en",
    date: "2024-03-02",
    title: "A fictional note on weapons",
    body:
      "The fictional delegation spoke of nuclear weapons and of nuclear energy.\n\n" +
      "Small weapons, it said, and nuclear-weapons programmes alike must end; the nuclear age taught that.\n\n" +
      "Nuclear Weapons remain a concern, and weapons of every kind.",
  }),
  // الأسلحة النووية twice; الأسلحة and النووية alone once each.
  fictional({
    id: "fx-phrase-ar",
    language: "ar",
    country: "EG",
    date: "2024-03-03",
    title: "بيان خيالي",
    body: "تحدث الوفد الخيالي عن الأسلحة النووية وعن الطاقة النووية.\n\nوقال إن الأسلحة التقليدية كثيرة، وإن الأسلحة النووية خطر.",
  }),
  // 联合国 twice (the analysis cuts it: 联合 + 国); 国 and 联合 alone elsewhere.
  fictional({
    id: "fx-phrase-zh",
    language: "zh",
    country: "CN",
    date: "2024-03-04",
    title: "虚构声明",
    body: "虚构声明：各国支持联合国的作用。\n\n中国与邻国联合举办会议，联合国大会召开。",
  }),
];
const texts = {
  en: createTranslator("en", en, "Communiqué"),
  ar: createTranslator("ar", ar, "Communiqué"),
  zh: createTranslator("zh", zh, "Communiqué"),
};

describe.skipIf(CHROMIUM_MISSING)("a phrase's matches on a statement's page, in Chromium", () => {
  let web: WebFixture;
  beforeAll(async () => {
    web = await startWebFixture({}, STATEMENTS);
  });
  afterAll(() => web?.close());

  const marks = (page: Page) =>
    page.$$eval(".statement-body mark", (all) => all.map((m) => [m.id, m.textContent]));
  const count = (page: Page) => page.textContent(".match-count");

  async function open(lang: "en" | "ar" | "zh", id: string, q: string) {
    const context = await web.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`/${lang}/statements/${id}?q=${encodeURIComponent(q)}`);
    await page.waitForSelector(".match-nav");
    await waitForHydration(page);
    return { page, errors };
  }

  it("counts and marks each occurrence of an English phrase whole, never its words alone (en)", async () => {
    const t = texts.en;
    const { page, errors } = await open("en", "fx-phrase-en", '"nuclear weapons"');
    expect(await marks(page)).toEqual([
      ["match-1", "nuclear weapons"],
      ["match-2", "nuclear-weapons"],
      ["match-3", "Nuclear Weapons"],
    ]);
    expect(await count(page)).toBe(t("statement.matchTotal", { total: 3 }));
    const next = page.getByRole("link", { name: t("statement.nextMatch") });
    await next.click();
    await next.click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-2");
    expect(await count(page)).toBe(t("statement.matchPosition", { current: 2, total: 3 }));
    expect(errors).toEqual([]);
  });

  it("marks a single word at each occurrence beside a phrase (en)", async () => {
    const { page } = await open("en", "fx-phrase-en", 'energy "nuclear weapons"');
    expect((await marks(page)).map(([, text]) => text)).toEqual([
      "nuclear weapons",
      "energy",
      "nuclear-weapons",
      "Nuclear Weapons",
    ]);
    expect(await count(page)).toBe(texts.en("statement.matchTotal", { total: 4 }));
  });

  it("counts and marks an Arabic phrase whole, in Arabic (ar)", async () => {
    const t = texts.ar;
    const { page, errors } = await open("ar", "fx-phrase-ar", '"الأسلحة النووية"');
    expect((await marks(page)).map(([, text]) => text)).toEqual(["الأسلحة النووية", "الأسلحة النووية"]);
    expect(await count(page)).toBe(t("statement.matchTotal", { total: 2 }));
    await page.getByRole("link", { name: t("statement.nextMatch") }).click();
    await page.waitForFunction(() => document.querySelector("mark.match-current")?.id === "match-1");
    expect(await count(page)).toBe(t("statement.matchPosition", { current: 1, total: 2 }));
    expect(errors).toEqual([]);
  });

  it("marks a Chinese word the analysis cuts in two whole, never its parts alone (zh)", async () => {
    const t = texts.zh;
    const { page, errors } = await open("zh", "fx-phrase-zh", "联合国");
    expect((await marks(page)).map(([, text]) => text)).toEqual(["联合国", "联合国"]);
    expect(await count(page)).toBe(t("statement.matchTotal", { total: 2 }));
    expect(errors).toEqual([]);
  });
});
