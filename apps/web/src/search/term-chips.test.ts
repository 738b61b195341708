import { describe, expect, it } from "vitest";
import { chipsByText } from "./term-chips";

describe("chipsByText", () => {
  it("makes one chip of a text several languages share, keeping each language's omit value", () => {
    expect(
      chipsByText([
        { language: "ar", text: "الفصل العنصري" },
        { language: "en", text: "apartheid" },
        { language: "fr", text: "apartheid" },
        { language: "es", text: "apartheid" },
        { language: "ru", text: "апартеид" },
      ]),
    ).toEqual([
      { text: "الفصل العنصري", languages: ["ar"], keys: ["ar:الفصل العنصري"] },
      {
        text: "apartheid",
        languages: ["en", "fr", "es"],
        keys: ["en:apartheid", "fr:apartheid", "es:apartheid"],
      },
      { text: "апартеид", languages: ["ru"], keys: ["ru:апартеид"] },
    ]);
  });
});
