import { describe, expect, it } from "vitest";
import { russianForms, russianPeopleNouns } from "./russian-forms";

describe("russianForms", () => {
  it("declines each word of a name by its ending, all in the same case", () => {
    expect(russianForms("Вьетнам")).toEqual(["Вьетнама", "Вьетнаму", "Вьетнамом", "Вьетнаме"]);
    expect(russianForms("Корейский полуостров")).toContain("Корейском полуострове");
    expect(russianForms("Восточный Иерусалим")).toContain("Восточного Иерусалима");
    expect(russianForms("Нагорный Карабах")).toContain("Нагорного Карабаха");
    expect(russianForms("Балканы")).toContain("Балканах");
    expect(russianForms("Западная Сахара")).toContain("Западной Сахары");
    expect(russianForms("Сирия")).toContain("Сирии");
  });

  it("leaves acronyms and names that do not decline as they are", () => {
    expect(russianForms("США")).toEqual([]);
    expect(russianForms("Косово")).toEqual([]);
    expect(russianForms("Gaza")).toEqual([]);
    // An acronym beside a declined word stays whole.
    expect(russianForms("Совет ООН")).toContain("Совета ООН");
  });
});

describe("russianPeopleNouns", () => {
  it("makes the people's noun of a State's regular adjective, singular and plural", () => {
    expect(russianPeopleNouns("палестинский")).toEqual(["палестинец", "палестинцы"]);
    expect(russianPeopleNouns("сирийский")).toEqual(["сириец", "сирийцы"]);
    expect(russianPeopleNouns("афганский")).toEqual(["афганец", "афганцы"]);
    expect(russianPeopleNouns("украинский")).toEqual(["украинец", "украинцы"]);
  });

  it("makes none for an adjective of several words, in -ческий or -цкий", () => {
    expect(russianPeopleNouns("греческий")).toEqual([]);
    expect(russianPeopleNouns("немецкий")).toEqual([]);
    expect(russianPeopleNouns("южно африканский")).toEqual([]);
    expect(russianPeopleNouns("свободный")).toEqual([]);
  });
});
