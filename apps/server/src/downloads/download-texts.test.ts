import { LANGUAGE_CODES } from "@communique/core";
import { describe, expect, it } from "vitest";
import {
  type CitationValues,
  citationParts,
  citationText,
  formatDateAtPrecision,
  formatRetrieved,
  languageName,
} from "./download-texts";

const VALUES: CitationValues = {
  title: "Fictional title",
  issuer: "Ruritania",
  date: "2022",
  url: "https://ministry.example/a",
  product: "Communiqué",
  retrieved: "R",
  statementUrl: "https://communique.example/xx/statements/a",
};

describe("citationText", () => {
  it.each([
    [
      "en",
      '"Fictional title". Ruritania, 2022. Original: https://ministry.example/a. Retrieved from Communiqué on R: https://communique.example/xx/statements/a',
    ],
    [
      "fr",
      "«\u00a0Fictional title\u00a0», Ruritania, 2022. Original\u00a0: https://ministry.example/a. Consulté sur Communiqué le R\u00a0: https://communique.example/xx/statements/a",
    ],
    [
      "es",
      "«Fictional title». Ruritania, 2022. Original: https://ministry.example/a. Consultado en Communiqué el R: https://communique.example/xx/statements/a",
    ],
    [
      "ru",
      "«Fictional title» // Ruritania. 2022. Оригинал: https://ministry.example/a. Источник: Communiqué. URL: https://communique.example/xx/statements/a (дата обращения: R).",
    ],
    [
      "ar",
      "«Fictional title»، Ruritania، 2022. النص الأصلي: https://ministry.example/a. استُرجع من Communiqué في R: https://communique.example/xx/statements/a",
    ],
    [
      "zh",
      "Ruritania：《Fictional title》，2022。原文：https://ministry.example/a。R检索自Communiqué：https://communique.example/xx/statements/a",
    ],
  ] as const)("cites in %s", (lang, expected) => {
    expect(citationText(lang, VALUES)).toBe(expected);
  });

  it("leaves the original out when its URL is unknown", () => {
    expect(citationText("en", { ...VALUES, url: null })).toBe(
      '"Fictional title". Ruritania, 2022. Retrieved from Communiqué on R: https://communique.example/xx/statements/a',
    );
    expect(citationText("zh", { ...VALUES, url: null })).toBe(
      "Ruritania：《Fictional title》，2022。R检索自Communiqué：https://communique.example/xx/statements/a",
    );
    for (const lang of LANGUAGE_CODES) {
      expect(citationText(lang, { ...VALUES, url: null })).not.toMatch(/[[\]{}]|null/);
    }
  });

  it("writes no double full stop after a value that ends with one", () => {
    const date = formatDateAtPrecision("2023-11", "month", "ru");
    expect(date).toBe("ноябрь 2023 г.");
    expect(citationText("ru", { ...VALUES, date })).toContain("// Ruritania. ноябрь 2023 г. Оригинал:");
  });

  it("marks which pieces are values, for the formats to mark up", () => {
    expect(citationParts("en", VALUES).slice(0, 4)).toEqual([
      { text: '"' },
      { field: "title", value: "Fictional title" },
      { text: '". ' },
      { field: "issuer", value: "Ruritania" },
    ]);
  });
});

describe("dates", () => {
  it.each([
    ["en", "2022", "November 2023", "March 13, 2024"],
    ["fr", "2022", "novembre 2023", "13 mars 2024"],
    ["es", "2022", "noviembre de 2023", "13 de marzo de 2024"],
    ["ru", "2022", "ноябрь 2023 г.", "13 марта 2024 г."],
    ["ar", "2022", "نوفمبر 2023", "13 مارس 2024"],
    ["zh", "2022年", "2023年11月", "2024年3月13日"],
  ] as const)("shows a date at its precision in %s, a year as just the year", (lang, year, month, day) => {
    expect(formatDateAtPrecision("2022", "year", lang)).toBe(year);
    expect(formatDateAtPrecision("2022-01-01", "year", lang)).toBe(year);
    expect(formatDateAtPrecision("2023-11", "month", lang)).toBe(month);
    expect(formatDateAtPrecision("2024-03-13", "day", lang)).toBe(day);
  });

  it("gives the retrieval day in UTC, in figures in Russian", () => {
    const now = new Date("2025-01-05T23:59:00Z");
    expect(formatRetrieved(now, "en")).toBe("January 5, 2025");
    expect(formatRetrieved(now, "fr")).toBe("5 janvier 2025");
    expect(formatRetrieved(now, "ru")).toBe("05.01.2025");
    expect(formatRetrieved(now, "ar")).toBe("5 يناير 2025");
    expect(formatRetrieved(now, "zh")).toBe("2025年1月5日");
  });

  it("names the statement's language in the interface language", () => {
    expect(languageName("ar", "en")).toBe("Arabic");
    expect(languageName("zh", "fr")).toBe("chinois");
    expect(languageName("en", "ar")).toBe("الإنجليزية");
  });
});
