import { describe, expect, it } from "vitest";
import { suggestsPhrase } from "./suggests-phrase";

describe("suggestsPhrase", () => {
  it.each(["climate change", "  sea level rise ", "تغير المناخ", "изменение климата"])(
    "suggests for %j",
    (term) => {
      expect(suggestsPhrase(term)).toBe(true);
    },
  );

  it.each([
    "climate",
    '"climate change"',
    "«changement climatique»",
    "climate OR weather",
    "climate -coal",
    "(climate change)",
    "气候变化",
    "",
  ])("does not for %j", (term) => {
    expect(suggestsPhrase(term)).toBe(false);
  });
});
