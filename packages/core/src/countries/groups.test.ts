import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../languages";
import { GROUP_SLUGS, GROUPS, isGroupSlug } from "./groups";

describe("groups", () => {
  it("lists one group per slug, in slug order", () => {
    expect(GROUPS.map((group) => group.slug)).toEqual([...GROUP_SLUGS]);
  });

  it("uses the UN's English names", () => {
    expect(GROUPS.map((group) => group.names.en)).toEqual([
      "African States",
      "Asia-Pacific States",
      "Latin American and Caribbean States",
      "Western European and other States",
      "Eastern European States",
      "Non-Member States",
      "Intergovernmental Organizations",
    ]);
  });

  it("names every group in all six languages, distinctly", () => {
    for (const lang of LANGUAGE_CODES) {
      const names = GROUPS.map((group) => group.names[lang].trim());
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(GROUPS.length);
    }
  });

  it("writes each name in its own script", () => {
    for (const group of GROUPS) {
      expect(group.names.ar).toMatch(/^[\p{Script=Arabic}\s-]+$/u);
      expect(group.names.zh).toMatch(/^[\p{Script=Han}-]+$/u);
      expect(group.names.ru).toMatch(/^[\p{Script=Cyrillic}\s,-]+$/u);
    }
  });

  it("recognises group slugs", () => {
    expect(isGroupSlug("asia-pacific")).toBe(true);
    expect(isGroupSlug("igo")).toBe(true);
    expect(isGroupSlug("Asia-Pacific")).toBe(false);
    expect(isGroupSlug("weog")).toBe(false);
    expect(isGroupSlug(undefined)).toBe(false);
    expect(isGroupSlug(7)).toBe(false);
  });
});
