import { describe, expect, it } from "vitest";
import { adjectiveForms } from "./adjective-forms";

describe("adjectiveForms", () => {
  it("makes the plural and feminine of a State's adjective by its ending", () => {
    expect(adjectiveForms("en", "Palestinian")).toEqual(["Palestinians"]);
    expect(adjectiveForms("fr", "palestinien")).toEqual(["palestinienne", "palestiniens", "palestiniennes"]);
    expect(adjectiveForms("fr", "français")).toEqual(["française", "françaises"]);
    expect(adjectiveForms("fr", "afghan")).toEqual(["afghane", "afghans", "afghanes"]);
    expect(adjectiveForms("es", "palestino")).toEqual(["palestina", "palestinos", "palestinas"]);
    expect(adjectiveForms("es", "francés")).toEqual(["francesa", "franceses", "francesas"]);
    expect(adjectiveForms("es", "israelí")).toEqual(["israelíes", "israelís"]);
    expect(adjectiveForms("ar", "فلسطيني")).toEqual([
      "فلسطينية",
      "فلسطينيون",
      "فلسطينيين",
      "الفلسطيني",
      "الفلسطينية",
      "الفلسطينيون",
      "الفلسطينيين",
    ]);
  });

  it("makes none for several words or the other languages", () => {
    expect(adjectiveForms("en", "South African")).toEqual([]);
    expect(adjectiveForms("ru", "палестинский")).toEqual([]);
  });
});
