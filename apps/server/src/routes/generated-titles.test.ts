import { generalDebateTitle } from "@communique/core";
import { SearchResponseSchema, StatementSchema } from "@communique/core/contract";
import { fictionalStatement } from "@communique/store/testing";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "../../test/test-server";

/**
 * FICTIONAL corpus speeches: a title the corpus composed from metadata (meta.titleGenerated) is
 * written in the answer's language; a title an issuer wrote never changes.
 */
const composed = {
  ...fictionalStatement({
    id: "fx-gd-1",
    language: "en",
    country: "PT",
    date: "2023",
    title:
      "Statement by Portugal at the General Debate of the 78th session of the UN General Assembly (2023)",
    body: "A fictional speech about lighthouse maintenance.",
  }),
  source: "ungdc",
  meta: { corpus: "UN General Debate Corpus", session: 78, titleGenerated: true, fictional: true },
};
const written = {
  ...fictionalStatement({
    id: "fx-gd-2",
    language: "en",
    country: "PT",
    date: "2023",
    title: "A fictional headline about lighthouse maintenance",
    body: "Another fictional text about lighthouse maintenance.",
  }),
  source: "ungdc",
  meta: { corpus: "UN General Debate Corpus", session: 78, fictional: true },
};

const served = serveDuringTests([composed, written]);

async function json(path: string) {
  const response = await fetch(`${served.base}${path}`);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text);
}

const expected = (lang: "ar" | "zh" | "fr") =>
  generalDebateTitle({ countryCode: "PT", session: 78, year: 2023 }, lang);

describe("titles built from metadata", () => {
  it.each(["ar", "zh", "fr"] as const)("are written in lang=%s on the statement", async (lang) => {
    const statement = StatementSchema.parse(await json(`/api/statements/fx-gd-1?lang=${lang}`));
    expect(statement).toMatchObject({ title: expected(lang), titleLanguage: lang, language: "en" });
  });

  it("keep the corpus's wording in English", async () => {
    const statement = StatementSchema.parse(await json("/api/statements/fx-gd-1?lang=en"));
    expect(statement).toMatchObject({ title: composed.title, titleLanguage: "en" });
  });

  it("are written in lang in search results and exports too", async () => {
    const page = SearchResponseSchema.parse(await json("/api/search?q=lighthouse&lang=ar"));
    const byId = new Map(page.results.map((r) => [r.id, r]));
    expect(byId.get("fx-gd-1")).toMatchObject({ title: expected("ar"), titleLanguage: "ar" });
    const exported: { id: string; title: string; titleLanguage: string }[] = await json(
      "/api/search/export.json?q=lighthouse&lang=zh",
    );
    expect(exported.find((s) => s.id === "fx-gd-1")).toMatchObject({
      title: expected("zh"),
      titleLanguage: "zh",
    });
  });

  it("are written in lang in the Atom feed, with that language on the entry's title", async () => {
    const feed = await (await fetch(`${served.base}/api/search/feed.atom?q=lighthouse&lang=ru`)).text();
    const ru = generalDebateTitle({ countryCode: "PT", session: 78, year: 2023 }, "ru");
    expect(feed).toContain(`<title type="text" xml:lang="ru">${ru}</title>`);
    expect(feed).toContain(`<title type="text" xml:lang="en">${written.title}</title>`);
  });

  it("leave a title the issuer wrote as it is, in its own language", async () => {
    const statement = StatementSchema.parse(await json("/api/statements/fx-gd-2?lang=ar"));
    expect(statement).toMatchObject({ title: written.title, titleLanguage: "en" });
    const page = SearchResponseSchema.parse(await json("/api/search?q=lighthouse&lang=fr&translate=add"));
    expect(page.results.find((r) => r.id === "fx-gd-2")).toMatchObject({
      title: written.title,
      titleLanguage: "en",
    });
  });
});
