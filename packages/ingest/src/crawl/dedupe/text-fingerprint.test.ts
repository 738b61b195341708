import { describe, expect, it } from "vitest";
import { hammingDistance, sameStatement, textFingerprint, titleKey } from "./text-fingerprint";

// FICTIONAL statements, written for these tests.
const STATEMENT = `The Ministry of Foreign Affairs of the Republic of Examplia welcomes the agreement reached
yesterday by the delegations of the two neighbouring provinces on the shared management of the
Lantern River basin. The Ministry notes with satisfaction that the arrangement provides for a joint
commission, regular exchanges of hydrological data and a mechanism to settle disagreements through
dialogue. Examplia stands ready to host the first meeting of the commission in its capital and to
contribute technical expertise to the monitoring stations planned along the river. The Ministry
calls on all parties to implement the agreement in good faith and in the spirit of cooperation.`;

const OTHER = `The Ministry of Foreign Affairs of the Republic of Examplia announces that the annual
consular forum will take place next month in the coastal city of Porto Ficticio. Citizens living
abroad are invited to register online before the end of the month. The forum will address passport
renewals, assistance to travellers in emergencies, the registration of births abroad and the new
electronic services of the consular network, which now covers forty fictional cities on four
continents. Representatives of the diaspora associations will be given the floor on the second day.`;

/** About 200 words: a statement's usual length, where one corrected word is a small change. */
const LONG = `${STATEMENT}\n\n${OTHER}`;

const CONDOLENCES = (place: string) =>
  `The Ministry of Foreign Affairs of the Republic of Examplia learned with deep sorrow of the floods
that struck ${place} this week. On behalf of the people of Examplia, the Ministry extends its
sincere condolences to the families of the victims and wishes a swift recovery to the injured.
Examplia stands ready to provide assistance.`;

describe("textFingerprint", () => {
  it("gives the same hash whatever the spacing, case, accents, dateline, sign-off or dates", () => {
    const a = textFingerprint(STATEMENT);
    const same = [
      `  ${STATEMENT.toUpperCase().replaceAll("\n", "\n\n")}  `,
      STATEMENT.replaceAll("Ministry", "Mínistry"),
      `Porto Ficticio, 3 March 2031\n\n${STATEMENT}\n\nPorto Ficticio, 3 March 2031`,
      `Porto Ficticio, 9 April 2032\n\n${STATEMENT}\n\nThe Press Service`,
    ];
    for (const text of same) expect(textFingerprint(text).textHash).toBe(a.textHash);
    expect(textFingerprint(same[0]!).simhash).toBe(a.simhash);
    expect(textFingerprint(OTHER).textHash).not.toBe(a.textHash);
  });

  it("keeps a long text with one word corrected a few bits away, and another text far apart", () => {
    const original = textFingerprint(LONG);
    const corrected = textFingerprint(LONG.replace("neighbouring", "neighboring"));
    expect(corrected.textHash).not.toBe(original.textHash);
    expect(hammingDistance(original.simhash!, corrected.simhash!)).toBeLessThanOrEqual(6);
    expect(
      hammingDistance(textFingerprint(STATEMENT).simhash!, textFingerprint(OTHER).simhash!),
    ).toBeGreaterThan(12);
  });

  it("gives four tagged 16-bit bands that rebuild the hash", () => {
    const { simhash, bands } = textFingerprint(STATEMENT);
    expect(bands).toHaveLength(4);
    let rebuilt = 0n;
    bands!.forEach((tagged, band) => {
      expect(Math.floor(tagged / 65536)).toBe(band);
      rebuilt |= BigInt(tagged % 65536) << BigInt(band * 16);
    });
    expect(BigInt.asIntN(64, rebuilt)).toBe(simhash);
  });

  it("reads Chinese by character and folds Traditional to Simplified and Arabic variants", () => {
    const zh = "虚构共和国外交部欢迎两个邻近省份就共同管理灯笼河流域达成的协议。".repeat(3);
    const zhTraditional = "虛構共和國外交部歡迎兩個鄰近省份就共同管理燈籠河流域達成的協議。".repeat(3);
    expect(textFingerprint(zhTraditional).textHash).toBe(textFingerprint(zh).textHash);
    expect(textFingerprint(zh).simhash).not.toBeNull();
    expect(textFingerprint("أعلنت الوزارة").textHash).toBe(textFingerprint("اعلنت الوزارة").textHash);
  });

  it("judges short texts by their exact words only", () => {
    expect(textFingerprint("The Ministry welcomes the agreement.")).toMatchObject({
      simhash: null,
      bands: null,
    });
  });
});

describe("sameStatement", () => {
  it("accepts a sentence added or a word corrected, not another text", () => {
    expect(sameStatement(STATEMENT, `${STATEMENT} The Ministry will follow up closely.`)).toBe(true);
    expect(sameStatement(LONG, LONG.replace("neighbouring", "neighboring"))).toBe(true);
    expect(sameStatement(STATEMENT, OTHER)).toBe(false);
    expect(sameStatement(STATEMENT, LONG)).toBe(false);
  });

  it("keeps apart two texts of one template that name different places", () => {
    expect(sameStatement(CONDOLENCES("the province of Norland"), CONDOLENCES("the island of Sudmark"))).toBe(
      false,
    );
  });
});

describe("titleKey", () => {
  it("ignores case, accents and spacing", () => {
    expect(titleKey("  Statement on the  Lantern River ")).toBe(titleKey("STATEMENT ON THE LANTERN RÍVER"));
    expect(titleKey("Statement on the Lantern River")).not.toBe(titleKey("Statement on the Lantern Lake"));
  });
});
