import { describe, expect, it } from "vitest";
import { russianForms } from "./russian-forms";

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
