import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages/index.server";
import { createTranslator } from "./translate";

const PRODUCT = "Fictional Gazette";

describe("createTranslator", () => {
  it("substitutes {product} with the configured product name without being given it", () => {
    const t = createTranslator("en", MESSAGES.en, PRODUCT);
    expect(t("a11y.homeLink")).toBe("Fictional Gazette, home page");
    expect(t("footer.independent")).toBe(
      "Fictional Gazette is an independent search tool. The originals on the issuers' websites are authoritative.",
    );
  });

  it("substitutes {product} in every language", () => {
    expect(createTranslator("fr", MESSAGES.fr, PRODUCT)("a11y.homeLink")).toBe(
      "Fictional Gazette, page d’accueil",
    );
    expect(createTranslator("zh", MESSAGES.zh, PRODUCT)("a11y.footerNavigation")).toContain(PRODUCT);
    expect(createTranslator("ar", MESSAGES.ar, PRODUCT)("a11y.footerNavigation")).toContain(PRODUCT);
  });

  it("substitutes the other values it is given", () => {
    const t = createTranslator("en", MESSAGES.en, PRODUCT);
    expect(t("error.unknownMiddleware", { name: "fictional-guard" })).toBe(
      "Unknown middleware fictional-guard",
    );
    expect(t("search.titleWithQuery", { query: "imaginary treaty" })).toBe("“imaginary treaty”: search");
    expect(t("home.memberStatesCovered", { count: 1, total: 193 })).toBe("1 member state out of 193 covered");
  });

  it("formats a message again with new values after it has been compiled once", () => {
    const t = createTranslator("en", MESSAGES.en, PRODUCT);
    expect(t("search.total", { count: 2 })).toBe("2 statements");
    expect(t("search.total", { count: 1 })).toBe("1 statement");
    expect(t("search.total", { count: 0 })).toBe("No statements");
  });

  it("groups the digits of large counts in the interface language", () => {
    expect(createTranslator("en", MESSAGES.en, PRODUCT)("home.statementsIndexed", { count: 10952 })).toBe(
      "10,952 statements indexed",
    );
    expect(createTranslator("es", MESSAGES.es, PRODUCT)("search.total", { count: 10952 })).toBe(
      "10.952 declaraciones",
    );
  });
});

describe("estimated counts", () => {
  it("say that they are estimates, in each language's own words and grammar", () => {
    const about = (lang: keyof typeof MESSAGES, estimated: "yes" | "no") =>
      createTranslator(lang, MESSAGES[lang], PRODUCT)("translate.offer", { count: 630_000, estimated });
    expect(about("en", "yes")).toContain("about 630,000 statements match");
    expect(about("en", "no")).toContain("but 630,000 statements match");
    // Около takes the genitive plural: заявлений, where the bare count says заявлений too for 630 000.
    expect(about("ru", "yes")).toContain("найдено около 630\u00a0000 заявлений");
    expect(about("zh", "yes")).toContain("约有 630,000 份声明");
    expect(about("ar", "yes")).toContain("نحو");
    expect(createTranslator("fr", MESSAGES.fr, PRODUCT)("search.totalEstimated", { count: 630_000 })).toBe(
      "Environ 630\u202f000 déclarations",
    );
  });
});

describe("plural forms of home.statementsIndexed", () => {
  it("gives six different Arabic strings for 0, 1, 2, 3, 11 and 100, the =0 branch first", () => {
    const t = createTranslator("ar", MESSAGES.ar, PRODUCT);
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t("home.statementsIndexed", { count }));
    expect(forms).toEqual([
      "لم تُفهرس أي بيانات بعد",
      "بيان واحد مفهرس",
      "بيانان مفهرسان",
      "3 بيانات مفهرسة",
      "11 بيانًا مفهرسًا",
      "100 بيان مفهرس",
    ]);
    expect(new Set(forms).size).toBe(6);
  });

  it("uses the Arabic few and many forms by the last two digits", () => {
    const t = createTranslator("ar", MESSAGES.ar, PRODUCT);
    expect(t("home.statementsIndexed", { count: 103 })).toBe("103 بيانات مفهرسة");
    expect(t("home.statementsIndexed", { count: 102 })).toBe("102 بيان مفهرس");
    expect(t("home.statementsIndexed", { count: 111 })).toBe("111 بيانًا مفهرسًا");
  });

  it("uses the Russian one, few, many and one forms for 1, 2, 5 and 21", () => {
    const t = createTranslator("ru", MESSAGES.ru, PRODUCT);
    expect([1, 2, 5, 21].map((count) => t("home.statementsIndexed", { count }))).toEqual([
      "1 заявление в индексе",
      "2 заявления в индексе",
      "5 заявлений в индексе",
      "21 заявление в индексе",
    ]);
  });

  it("uses the Russian many form for 11 to 14, not one or few", () => {
    const t = createTranslator("ru", MESSAGES.ru, PRODUCT);
    expect(t("home.statementsIndexed", { count: 11 })).toBe("11 заявлений в индексе");
    expect(t("home.statementsIndexed", { count: 12 })).toBe("12 заявлений в индексе");
  });

  it("uses the Russian =0 branch for zero", () => {
    expect(createTranslator("ru", MESSAGES.ru, PRODUCT)("home.statementsIndexed", { count: 0 })).toBe(
      "В индексе пока нет заявлений",
    );
  });

  it("uses the French singular for 0 only through the =0 branch, and for 1", () => {
    const t = createTranslator("fr", MESSAGES.fr, PRODUCT);
    expect(t("home.statementsIndexed", { count: 0 })).toBe("Aucune déclaration indexée pour l’instant");
    expect(t("home.statementsIndexed", { count: 1 })).toBe("1 déclaration indexée");
    expect(t("home.statementsIndexed", { count: 2 })).toBe("2 déclarations indexées");
    expect(t("home.statementsIndexed", { count: 1_000_000 })).toBe(
      "1\u202f000\u202f000 déclarations indexées",
    );
  });

  it("uses the one Chinese form for every count except zero", () => {
    const t = createTranslator("zh", MESSAGES.zh, PRODUCT);
    expect(t("home.statementsIndexed", { count: 0 })).toBe("尚未收录任何声明");
    expect(t("home.statementsIndexed", { count: 1 })).toBe("已收录 1 份声明");
    expect(t("home.statementsIndexed", { count: 2 })).toBe("已收录 2 份声明");
  });
});
