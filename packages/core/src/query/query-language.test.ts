import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../languages";
import { parseQuery } from "./parse-query";
import { readQueryLanguage } from "./query-language";

const read = (q: string, interfaceLanguage: LanguageCode = "en", languages?: LanguageCode[]) =>
  readQueryLanguage(parseQuery({ q }), { interfaceLanguage, languages });

describe("readQueryLanguage", () => {
  it("reads Arabic, Chinese and Russian by their script, whatever the interface", () => {
    expect(read("للاجئين", "fr")).toEqual({ code: "ar", by: "script" });
    expect(read("难民问题", "en")).toEqual({ code: "zh", by: "script" });
    expect(read("беженцев Крым", "es")).toEqual({ code: "ru", by: "script" });
    // Mostly Cyrillic with a Latin acronym: still Russian.
    expect(read("санкции ЕС и NATO")).toEqual({ code: "ru", by: "script" });
  });

  it("tells French and Spanish from English by their letters, function words and elisions", () => {
    expect(read("réfugiés et migrants")).toEqual({ code: "fr", by: "detected" });
    // é alone is no sign: English writes "détente" (the terms a word names decide, in the store).
    expect(read("détente")).toEqual({ code: "en", by: "interface" });
    expect(read("l'Ukraine")).toEqual({ code: "fr", by: "detected" });
    expect(read("les colonies de Cisjordanie", "en")).toEqual({ code: "fr", by: "detected" });
    // Words French and Spanish share ("de", "la") tell neither: the interface decides.
    expect(read("bande de Gaza", "es")).toEqual({ code: "es", by: "interface" });
    expect(read("niños refugiados")).toEqual({ code: "es", by: "detected" });
    expect(read("negociacion")).toEqual({ code: "es", by: "detected" });
    expect(read("the question of Palestine", "fr")).toEqual({ code: "en", by: "detected" });
  });

  it("reads a word without a sign (a name) in the interface's language when it is written in Latin letters", () => {
    expect(read("Crimea", "es")).toEqual({ code: "es", by: "interface" });
    expect(read("Crimea", "fr")).toEqual({ code: "fr", by: "interface" });
    expect(read("Canada", "en")).toEqual({ code: "en", by: "interface" });
    expect(read("Mozambique", "ar")).toEqual({ code: "en", by: "default" });
  });

  it("takes a Latin language of the language filter when the one it read is filtered out", () => {
    expect(read("refugees", "en", ["fr"])).toEqual({ code: "fr", by: "filter" });
    expect(read("refugees", "en", ["en", "fr"])).toEqual({ code: "en", by: "interface" });
    // A filter cannot make Arabic words French: the answer says they were read as Arabic.
    expect(read("فلسطين", "en", ["fr"])).toEqual({ code: "ar", by: "script" });
  });

  it("reads the words typed, not the equivalents translation added", () => {
    const query = parseQuery({ q: "Gaza" });
    query.clauses[0]!.push({ type: "phrase", text: "قطاع غزة", language: "ar" });
    expect(readQueryLanguage(query, { interfaceLanguage: "en" })).toEqual({ code: "en", by: "interface" });
  });
});
