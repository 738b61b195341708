import { type LanguageCode, type ParsedQuery, parseQuery } from "@communique/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { Lexizer } from "./lexizer";
import { statementMatches } from "./statement-matches";

let db: TestDatabase;
let lexizer: Lexizer;
beforeAll(async () => {
  db = await createTestDatabase();
  lexizer = new Lexizer(db.pool);
});
afterAll(() => db?.drop());

/** The text of each match of the query in a (fictional) text. */
async function marked(text: string, language: LanguageCode, query: string | ParsedQuery): Promise<string[]> {
  const parsed = typeof query === "string" ? parseQuery({ q: query }) : query;
  const ranges = await statementMatches(db.pool, lexizer, text, language, parsed);
  return ranges.map(([start, end]) => text.slice(start, end));
}

// FICTIONAL: "nuclear weapons" three times (once hyphenated), its words alone five times.
const EN =
  "Fictional statement. The delegation of Freedonia spoke of nuclear weapons and of nuclear energy. " +
  "Weapons of every kind, it said, and nuclear-weapons programmes alike must end; the nuclear age " +
  "taught that. Nuclear Weapons remain the fictional council's concern, and small weapons too. " +
  "Weapons of mass destruction were named once, and mass weapons never.";

describe("statementMatches: a phrase is matched only whole", () => {
  it("counts and marks each occurrence of a phrase once, whole, and never its words alone", async () => {
    expect(await marked(EN, "en", '"nuclear weapons"')).toEqual([
      "nuclear weapons",
      "nuclear-weapons",
      "Nuclear Weapons",
    ]);
  });

  it("marks a phrase with a common word inside from its first word to its last", async () => {
    expect(await marked(EN, "en", '"weapons of mass destruction"')).toEqual(["Weapons of mass destruction"]);
  });

  it("still marks each occurrence of a single word beside a phrase, and never a negated term", async () => {
    expect(await marked(EN, "en", 'energy "nuclear weapons"')).toEqual([
      "nuclear weapons",
      "energy",
      "nuclear-weapons",
      "Nuclear Weapons",
    ]);
    // The single word marks each of its occurrences; inside the phrase's, it is that occurrence.
    expect(await marked(EN, "en", 'nuclear "mass destruction" -energy')).toEqual([
      "nuclear",
      "nuclear",
      "nuclear",
      "nuclear",
      "Nuclear",
      "mass destruction",
    ]);
  });

  it("matches an Arabic phrase whole, whatever its diacritics", async () => {
    // FICTIONAL: the phrase twice (once with diacritics), its words alone twice.
    const text =
      "بيان خيالي: تحدث الوفد عن الأسلحة النووية وعن الطاقة النووية. " +
      "وقال إن الأسلحة التقليدية كثيرة، وإن الأَسْلِحَة النَّوَوِيَّة خطر على الجميع.";
    expect(await marked(text, "ar", '"الأسلحة النووية"')).toEqual(["الأسلحة النووية", "الأَسْلِحَة النَّوَوِيَّة"]);
  });

  it("marks a Chinese phrase the analysis cuts in two whole, never its parts alone", async () => {
    // FICTIONAL: 联合国 twice (once in Traditional script); 联合 and 国 alone elsewhere.
    const text = "虚构声明：各国支持联合国的作用。中国与邻国联合举办会议。聯合國大会召开。";
    expect(await marked(text, "zh", "联合国")).toEqual(["联合国", "聯合國"]);
    expect(await marked(text, "zh", '"联合国"')).toEqual(["联合国", "聯合國"]);
  });

  it("marks a phrase's equivalent in the text's language as a phrase (translate=add)", async () => {
    // FICTIONAL: "armes nucléaires" twice, its words alone twice.
    const text =
      "Déclaration fictive. Les armes nucléaires menacent la paix ; les armes légères aussi. " +
      "L'énergie nucléaire est un autre sujet, mais les armes nucléaires restent au centre.";
    const query: ParsedQuery = {
      ...parseQuery({ q: '"nuclear weapons"' }),
      // A machine translation is words (searched anywhere), but the equivalent of a phrase.
      clauses: [
        [
          { type: "phrase", text: "nuclear weapons" },
          { type: "word", text: "armes nucléaires", language: "fr" },
        ],
      ],
    };
    expect(await marked(text, "fr", query)).toEqual(["armes nucléaires", "armes nucléaires"]);
  });

  it("marks a hyphenated word whole, not its parts alone", async () => {
    // FICTIONAL
    const text = "Fictional note: the cease-fire held. Fire broke out; they did not cease talking.";
    expect(await marked(text, "en", "cease-fire")).toEqual(["cease-fire"]);
  });
});
