import { describe, expect, it } from "vitest";
import { repairMojibake } from "./repair-mojibake";

describe("repairMojibake", () => {
  it("repairs dashes, quotes and accented letters decoded as Windows-1252", () => {
    expect(repairMojibake("decades â€” a trend")).toBe("decades — a trend");
    expect(repairMojibake("â€œalong the roadâ€\u009d")).toBe("“along the road”");
    expect(repairMojibake("la dÃ©lÃ©gation de CÃ´te dâ€™Ivoire")).toBe("la délégation de Côte d’Ivoire");
  });

  it("leaves correct text alone, including real capital A with tilde", () => {
    for (const text of ["São Tomé", "ÃO", "Ã la", "Ñandú — “ok”", "Дипломатия", "الأمن", "联合国"]) {
      expect(repairMojibake(text)).toBe(text);
    }
  });
});
