import { describe, expect, it } from "vitest";
import { generalDebateTitle } from "./generated-title";

// A fictional speech: Portugal at a session and year chosen for the ordinals they exercise.
const title = (session: number, lang: Parameters<typeof generalDebateTitle>[1]) =>
  generalDebateTitle({ countryCode: "PT", session, year: 1900 + session }, lang);

describe("generalDebateTitle", () => {
  it("writes the corpus's own English wording", () => {
    expect(title(78, "en")).toBe(
      "Statement by Portugal at the General Debate of the 78th session of the UN General Assembly (1978)",
    );
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [72, "72nd"],
  ])("gives session %i its English ordinal", (session, ordinal) => {
    expect(title(session, "en")).toContain(`the ${ordinal} session`);
  });

  it("names the issuer and the session in each language, with the issuer's name in that language", () => {
    expect(title(78, "fr")).toBe(
      "Portugal : déclaration au débat général de la 78e session de l’Assemblée générale des Nations Unies (1978)",
    );
    expect(title(1, "fr")).toContain("de la 1re session");
    expect(title(78, "es")).toContain("del 78.º período de sesiones de la Asamblea General");
    expect(title(78, "ru")).toMatch(/^Португалия: выступление в общих прениях 78-й сессии /);
    expect(title(78, "zh")).toBe("葡萄牙在联合国大会第78届会议一般性辩论中的发言（1978年）");
    expect(title(78, "ar")).toMatch(/^البرتغال: بيان في المناقشة العامة للدورة 78 /);
  });
});
