import { describe, expect, it } from "vitest";
import { type PublishedDateOptions, parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

/** The date found, at its precision, or the reason none was. */
function read(text: string, options: Partial<PublishedDateOptions> = {}): string {
  const result = parsePublishedDate(text, { now: NOW, ...options });
  return result.ok ? result.date.value : result.reason;
}

describe("English", () => {
  it.each([
    ["January 12, 2021", "2021-01-12"],
    ["12 January 2021", "2021-01-12"],
    ["Jan. 12, 2021", "2021-01-12"],
    ["Jan 12 2021", "2021-01-12"],
    ["12th January 2021", "2021-01-12"],
    ["January 12th, 2021", "2021-01-12"],
    ["the 12th of January, 2021", "2021-01-12"],
    ["Tuesday, January 12, 2021", "2021-01-12"],
    ["Tuesday 12 January 2021", "2021-01-12"],
    ["12-Jan-2021", "2021-01-12"],
    ["JANUARY 12, 2021", "2021-01-12"],
    ["SEPT. 3, 2021", "2021-09-03"],
    ["3 Sept 2021", "2021-09-03"],
    ["1st March 2021", "2021-03-01"],
    ["22nd May 2021", "2021-05-22"],
    ["23rd Oct 2020", "2020-10-23"],
    ["December 31, 2020", "2020-12-31"],
    ["29 February 2020", "2020-02-29"],
    ["January 2021", "2021-01"],
    ["Jan 2021", "2021-01"],
    ["January, 2021", "2021-01"],
    ["May 2021", "2021-05"],
    ["Sept. 2021", "2021-09"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "en" })).toBe(expected);
  });

  it.each([
    ["29 February 2021", "invalid"],
    ["31 April 2021", "invalid"],
    ["0 January 2021", "invalid"],
    // A two-digit year in prose has no rule that makes it safe: not read.
    ["12 January 21", "not-found"],
    ["Monday", "not-found"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "en" })).toBe(expected);
  });
});

describe("French", () => {
  it.each([
    ["12 janvier 2021", "2021-01-12"],
    ["1er février 2021", "2021-02-01"],
    ["1ᵉʳ février 2021", "2021-02-01"],
    ["mardi 12 janvier 2021", "2021-01-12"],
    ["Le 3 mars 2021", "2021-03-03"],
    ["15 août 2021", "2021-08-15"],
    ["15 aout 2021", "2021-08-15"],
    ["15 AOÛT 2021", "2021-08-15"],
    ["03 déc. 2020", "2020-12-03"],
    ["3 decembre 2020", "2020-12-03"],
    ["vendredi 1er octobre 2021", "2021-10-01"],
    ["12 janvier 2021 à 10 h 30", "2021-01-12"],
    ["5 juil. 2021", "2021-07-05"],
    ["5 juill. 2021", "2021-07-05"],
    ["janv. 2021", "2021-01"],
    ["juillet 2021", "2021-07"],
    ["fév. 2020", "2020-02"],
    ["Février 2020", "2020-02"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "fr" })).toBe(expected);
  });

  it("reads French numeric dates day first", () => {
    expect(read("12/01/2021", { language: "fr" })).toBe("2021-01-12");
    expect(read("Publié le 03.04.2021", { language: "fr" })).toBe("2021-04-03");
  });
});

describe("Spanish", () => {
  it.each([
    ["12 de enero de 2021", "2021-01-12"],
    ["12 de enero del 2021", "2021-01-12"],
    ["12 DE ENERO DE 2021", "2021-01-12"],
    ["martes, 12 de enero de 2021", "2021-01-12"],
    ["1.º de marzo de 2021", "2021-03-01"],
    ["1º de marzo de 2021", "2021-03-01"],
    ["1° de marzo de 2021", "2021-03-01"],
    ["12 ene 2021", "2021-01-12"],
    ["12 ene. 2021", "2021-01-12"],
    ["3 de setiembre de 2021", "2021-09-03"],
    ["3 sept 2021", "2021-09-03"],
    ["Enero 12, 2021", "2021-01-12"],
    ["30 de diciembre de 2020", "2020-12-30"],
    ["enero de 2021", "2021-01"],
    ["septiembre de 2021", "2021-09"],
    ["agosto del 2021", "2021-08"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "es" })).toBe(expected);
  });

  it("reads Spanish numeric dates day first", () => {
    expect(read("12/1/2021", { language: "es" })).toBe("2021-01-12");
  });
});

describe("Russian", () => {
  it.each([
    ["12 января 2021 г.", "2021-01-12"],
    ["12 января 2021 года", "2021-01-12"],
    ["12 января 2021", "2021-01-12"],
    ["вторник, 12 января 2021 г.", "2021-01-12"],
    ["12 ФЕВРАЛЯ 2021", "2021-02-12"],
    ["3 мая 2021", "2021-05-03"],
    ["1 сент. 2021 г.", "2021-09-01"],
    ["12 янв. 2021 г.", "2021-01-12"],
    ["31 декабря 2020 года", "2020-12-31"],
    ["12.01.2021", "2021-01-12"],
    ["январь 2021", "2021-01"],
    ["январь 2021 г.", "2021-01"],
    ["в январе 2021 года", "2021-01"],
    ["Май 2021", "2021-05"],
    ["2021 г.", "2021"],
    ["в 2021 году", "2021"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "ru" })).toBe(expected);
  });

  it("quotes the year marker with the date", () => {
    const result = parsePublishedDate("Москва, 12 января 2021 года. Заявление", { now: NOW });
    expect(result.ok && result.date.matched).toBe("12 января 2021 года");
  });
});

describe("Arabic", () => {
  it.each([
    ["١٢ يناير ٢٠٢١", "2021-01-12"],
    ["12 يناير 2021", "2021-01-12"],
    ["۱۲ يناير ۲۰۲۱", "2021-01-12"],
    ["الثلاثاء 12 كانون الثاني 2021", "2021-01-12"],
    ["الثلاثاء، ١٢ كانون الثاني ٢٠٢١", "2021-01-12"],
    ["12 كانون الثاني/يناير 2021", "2021-01-12"],
    ["12 كانون الثاني (يناير) 2021", "2021-01-12"],
    ["12 جانفي 2021", "2021-01-12"],
    ["1 فيفري 2021", "2021-02-01"],
    ["15 أوت 2021", "2021-08-15"],
    ["15 غشت 2021", "2021-08-15"],
    ["3 شتنبر 2021", "2021-09-03"],
    ["3 دجنبر 2020", "2020-12-03"],
    ["٢٥ ديسمبر ٢٠٢٠", "2020-12-25"],
    ["12 أيار 2021", "2021-05-12"],
    ["12 ايار 2021", "2021-05-12"],
    ["1 آذار 2021", "2021-03-01"],
    ["1 اذار 2021", "2021-03-01"],
    ["4 تموز 2021", "2021-07-04"],
    ["٣٠ تشرين الأول ٢٠٢٠", "2020-10-30"],
    ["30 تشرين الاول 2020", "2020-10-30"],
    ["1 تشرين الثاني 2020", "2020-11-01"],
    ["1 كانون الأول 2020", "2020-12-01"],
    ["12 يونيه 2021", "2021-06-12"],
    ["12 يوليوز 2021", "2021-07-12"],
    ["5 أبريل 2021", "2021-04-05"],
    ["5 ابريل 2021", "2021-04-05"],
    ["5 إبريل 2021", "2021-04-05"],
    ["5 أفريل 2021", "2021-04-05"],
    ["5 نيسان 2021", "2021-04-05"],
    ["12 يناير 2021م", "2021-01-12"],
    ["12 يـنـايـر 2021", "2021-01-12"],
    ["\u200f12\u200f يناير 2021", "2021-01-12"],
    ["الموافق ١٢ يناير ٢٠٢١", "2021-01-12"],
    ["12/1/2021", "2021-01-12"],
    ["١٢/١/٢٠٢١", "2021-01-12"],
    ["١٢‏/٠١‏/٢٠٢١", "2021-01-12"],
    ["يناير 2021", "2021-01"],
    ["كانون الثاني 2021", "2021-01"],
    ["جانفي ٢٠٢١", "2021-01"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text, { language: "ar" })).toBe(expected);
  });

  it("rejects a date whose two month names disagree", () => {
    expect(read("12 كانون الثاني/فبراير 2021", { language: "ar" })).toBe("invalid");
  });

  it("quotes the date as written, Arabic-Indic digits and Gregorian marker included", () => {
    const result = parsePublishedDate("نيويورك، ١٢ يناير ٢٠٢١م - بيان صحفي", { now: NOW });
    expect(result.ok && result.date.matched).toBe("١٢ يناير ٢٠٢١م");
  });
});
