import { describe, expect, it } from "vitest";
import { withoutLanguageTies } from "./index-walk";

describe("withoutLanguageTies", () => {
  it("leaves out the language tie of each equivalent, for the planner's estimate", () => {
    expect(withoutLanguageTies("( 'paix' ) | ( 'peac' & '~len' ) | ( 'paz' & '~les' )")).toBe(
      "( 'paix' ) | ( 'peac' ) | ( 'paz' )",
    );
    expect(withoutLanguageTies("( 'climat' <-> 'chang' & '~len' )")).toBe("( 'climat' <-> 'chang' )");
  });

  it("keeps the other filter lexemes (issuer, group, year) and a query without ties", () => {
    expect(withoutLanguageTies("'secur' & '~cFR' & '~y2023'")).toBe("'secur' & '~cFR' & '~y2023'");
    expect(withoutLanguageTies("'secur' & !'war'")).toBe("'secur' & !'war'");
  });
});
