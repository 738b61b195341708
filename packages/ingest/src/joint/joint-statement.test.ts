import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";
import type { LanguageCode } from "@communique/core";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { splitLines } from "../import/ndjson-lines";
import { type JointReading, readJointStatement } from "./joint-statement";

/** Every title and body here is FICTIONAL: invented for the test; only the States are real. */
function read(
  language: LanguageCode,
  issuer: string,
  title: string,
  body = "Fictional text of the statement.",
): JointReading {
  return readJointStatement({ title, body, language, issuer });
}

const NOT_JOINT: JointReading = { joint: false, signatories: [], from: [], unread: [] };

describe("readJointStatement: titles", () => {
  it("en: the foreign ministers of A, B and C, up to the topic", () => {
    expect(
      read(
        "en",
        "AU",
        "Joint Statement by the Foreign Ministers of Australia, Canada and New Zealand on the Fictional Crisis",
      ),
    ).toEqual({ joint: true, signatories: ["AU", "CA", "NZ"], from: ["title"], unread: [] });
  });

  it("en: of / between, names of several words, formal names, and names before the words", () => {
    expect(read("en", "CN", "Joint Statement of China and Brazil").signatories).toEqual(["CN", "BR"]);
    expect(
      read(
        "en",
        "CN",
        "Joint Statement between the People's Republic of China and the Federative Republic of Brazil",
      ).signatories,
    ).toEqual(["CN", "BR"]);
    expect(
      read("en", "BA", "Joint statement by Bosnia and Herzegovina and Trinidad and Tobago").signatories,
    ).toEqual(["BA", "TT"]);
    expect(read("en", "CN", "China–Brazil Joint Statement on Fictional Cooperation").signatories).toEqual([
      "CN",
      "BR",
    ]);
    expect(read("en", "GB", "Press release: Joint statement by the UK and Japan").signatories).toEqual([
      "GB",
      "JP",
    ]);
  });

  it("en: a statement of several States' ministers is joint only when it names two States", () => {
    expect(
      read(
        "en",
        "FR",
        "Statement by the Foreign Ministers of France, Germany and Italy on a Fictional Treaty",
      ),
    ).toEqual({
      joint: true,
      signatories: ["FR", "DE", "IT"],
      from: ["title"],
      unread: [],
    });
    expect(
      read("en", "FR", "Statement by the Foreign Ministers of the Group of Seven on a Fictional Summit"),
    ).toEqual(NOT_JOINT);
  });

  it("en: adjectives the gazetteer lists for the State", () => {
    expect(
      read("en", "FR", "Joint statement by the French and German foreign ministers").signatories,
    ).toEqual(["FR", "DE"]);
  });

  it("en: 'US' names the United States only in capitals", () => {
    expect(read("en", "JP", "Joint statement by the US and Japan").signatories).toEqual(["US", "JP"]);
    expect(read("en", "JP", "Joint statement by us and Japan").signatories).toEqual(["JP"]);
  });

  it("fr: déclaration conjointe / commune, de la, de l'", () => {
    expect(
      read("fr", "FR", "Déclaration conjointe de la France et de l'Allemagne sur un traité fictif"),
    ).toEqual({
      joint: true,
      signatories: ["FR", "DE"],
      from: ["title"],
      unread: [],
    });
    expect(
      read(
        "fr",
        "BE",
        "Déclaration commune des ministres des Affaires étrangères de la Belgique, du Luxembourg et des Pays-Bas",
      ).signatories,
    ).toEqual(["BE", "LU", "NL"]);
  });

  it("es: declaración conjunta de los cancilleres, y / e", () => {
    expect(
      read(
        "es",
        "CL",
        "Declaración conjunta de los Cancilleres de Argentina, Brasil y Chile sobre un tema ficticio",
      ),
    ).toEqual({
      joint: true,
      signatories: ["AR", "BR", "CL"],
      from: ["title"],
      unread: [],
    });
    expect(read("es", "ES", "Comunicado conjunto de España e Italia").signatories).toEqual(["ES", "IT"]);
  });

  it("ru: names in the genitive and the instrumental, compound adjectives", () => {
    expect(
      read(
        "ru",
        "FR",
        "Совместное заявление министров иностранных дел Франции и Германии о вымышленном договоре",
      ),
    ).toEqual({
      joint: true,
      signatories: ["FR", "DE"],
      from: ["title"],
      unread: [],
    });
    expect(
      read("ru", "RU", "Совместное заявление Российской Федерации и Китайской Народной Республики")
        .signatories,
    ).toEqual(["RU", "CN"]);
    expect(read("ru", "RU", "Совместное заявление России с Китаем").signatories).toEqual(["RU", "CN"]);
    expect(
      read("ru", "RU", "Российско-китайское совместное заявление о вымышленном сотрудничестве").signatories,
    ).toEqual(["RU", "CN"]);
  });

  it("ar: بيان مشترك بين…, names with و and the article", () => {
    expect(read("ar", "EG", "بيان مشترك بين مصر والأردن حول قضية خيالية")).toEqual({
      joint: true,
      signatories: ["EG", "JO"],
      from: ["title"],
      unread: [],
    });
    expect(
      read("ar", "EG", "البيان المشترك الصادر عن وزراء خارجية مصر والأردن والمملكة العربية السعودية")
        .signatories,
    ).toEqual(["EG", "JO", "SA"]);
    expect(read("ar", "TN", "إعلان مشترك لتونس والجزائر").signatories).toEqual(["TN", "DZ"]);
  });

  it("zh: names run together, before the words and the topic", () => {
    expect(read("zh", "CN", "中华人民共和国和巴西联邦共和国联合声明")).toEqual({
      joint: true,
      signatories: ["CN", "BR"],
      from: ["title"],
      unread: [],
    });
    expect(read("zh", "CN", "中华人民共和国巴西联邦共和国关于虚构问题的联合声明").signatories).toEqual([
      "CN",
      "BR",
    ]);
    expect(read("zh", "CN", "中国、巴西、南非外长联合声明").signatories).toEqual(["CN", "BR", "ZA"]);
    expect(read("zh", "AU", "澳大利亚、加拿大和新西兰外长声明").signatories).toEqual(["AU", "CA", "NZ"]);
    expect(read("zh", "CN", "联合声明：中国、巴西").signatories).toEqual(["CN", "BR"]);
  });
});

describe("readJointStatement: what is not joint", () => {
  it("a statement that mentions several countries", () => {
    expect(read("en", "FR", "France welcomes the agreement between Kenya and Ethiopia")).toEqual(NOT_JOINT);
    expect(read("en", "FR", "France welcomes the joint statement of Kenya and Ethiopia")).toEqual(NOT_JOINT);
    expect(read("fr", "FR", "La France salue l'accord entre le Kenya et l'Éthiopie")).toEqual(NOT_JOINT);
    expect(read("es", "ES", "España celebra la declaración conjunta de Kenia y Etiopía")).toEqual(NOT_JOINT);
    expect(read("ru", "FR", "Франция приветствует совместное заявление Кении и Эфиопии")).toEqual(NOT_JOINT);
    expect(read("ar", "FR", "فرنسا ترحب بالبيان المشترك بين كينيا وإثيوبيا")).toEqual(NOT_JOINT);
    expect(read("zh", "FR", "法国欢迎肯尼亚和埃塞俄比亚的联合声明")).toEqual(NOT_JOINT);
  });

  it("a statement about a joint commission", () => {
    expect(read("en", "KE", "Statement on the Joint Commission between Kenya and Ethiopia")).toEqual(
      NOT_JOINT,
    );
    expect(read("en", "KE", "Kenya and Ethiopia hold the fictional Joint Commission")).toEqual(NOT_JOINT);
    expect(read("fr", "FR", "Réunion de la commission mixte franco-allemande")).toEqual(NOT_JOINT);
    expect(read("es", "ES", "Reunión de la comisión conjunta de España y Portugal")).toEqual(NOT_JOINT);
    expect(read("ru", "RU", "Заседание совместной комиссии России и Китая")).toEqual(NOT_JOINT);
    expect(read("ar", "EG", "اجتماع اللجنة المشتركة بين مصر والأردن")).toEqual(NOT_JOINT);
    expect(read("zh", "CN", "中国和巴西联合委员会会议")).toEqual(NOT_JOINT);
  });

  it("a speech that ends on a sentence naming countries, or on one wrapped across lines", () => {
    expect(
      read(
        "en",
        "HU",
        "Fictional statement",
        "Fictional opening.\n\nWe call for peace between Russia, Ukraine and Belarus, and for talks.\n",
      ),
    ).toEqual(NOT_JOINT);
    expect(
      read(
        "en",
        "MW",
        "Fictional statement",
        "Fictional opening.\nFinally, we welcome the three new Members: the Republic of\nKiribati, the Republic of Nauru and the Kingdom of Tonga.\nWe welcome them.",
      ),
    ).toEqual(NOT_JOINT);
  });

  it("a list naming only the issuer and one other State", () => {
    expect(
      read("en", "FR", "Fictional statement", "Fictional text.\n\nSignatories:\nFrance\nGermany"),
    ).toEqual(NOT_JOINT);
  });
});

describe("readJointStatement: lists at the end of the body", () => {
  it("en: a heading, one name a line, an unknown name kept apart", () => {
    expect(
      read(
        "en",
        "AU",
        "Fictional statement on cooperation",
        "Fictional text of the statement.\n\nSignatories:\nAustralia\nCanada\nNew Zealand\nFictionalia\n",
      ),
    ).toEqual({ joint: true, signatories: ["AU", "CA", "NZ"], from: ["list"], unread: ["Fictionalia"] });
  });

  it("en: three lines without a heading; ministers' titles; a person before their title", () => {
    expect(
      read("en", "FR", "Fictional statement", "Fictional text.\n\nAustralia\n\nCanada\n\nJapan\n")
        .signatories,
    ).toEqual(["FR", "AU", "CA", "JP"]);
    expect(
      read(
        "en",
        "AU",
        "Fictional statement",
        "Fictional text.\n\nJane Fictional, Minister for Foreign Affairs of Australia\nJohn Fictional, Minister of Foreign Affairs of Canada\nMinister for Foreign Affairs and Trade of New Zealand\n",
      ),
    ).toEqual({ joint: true, signatories: ["AU", "CA", "NZ"], from: ["list"], unread: [] });
  });

  it("en: one line after 'Signed by', bullets and numbers", () => {
    expect(
      read("en", "FR", "Fictional statement", "Fictional text.\nSigned by: Japan, Canada").signatories,
    ).toEqual(["FR", "JP", "CA"]);
    expect(
      read("en", "FR", "Fictional statement", "Fictional text.\n\n1. Germany\n2. Italy\n3. Spain")
        .signatories,
    ).toEqual(["FR", "DE", "IT", "ES"]);
  });

  it("fr, es: Signataires, Firmantes", () => {
    expect(
      read(
        "fr",
        "FR",
        "Déclaration fictive",
        "Texte fictif de la déclaration.\n\nSignataires :\nla France\nl'Allemagne\nl'Italie",
      ),
    ).toEqual({ joint: true, signatories: ["FR", "DE", "IT"], from: ["list"], unread: [] });
    expect(
      read(
        "es",
        "AR",
        "Declaración ficticia",
        "Texto ficticio.\n\nFirmantes: Argentina, Brasil, Chile, Uruguay",
      ).signatories,
    ).toEqual(["AR", "BR", "CL", "UY"]);
  });

  it("ru: Подписали, formal names", () => {
    expect(
      read(
        "ru",
        "RU",
        "Вымышленное заявление",
        "Вымышленный текст заявления.\n\nПодписали:\nРоссийская Федерация\nКитайская Народная Республика\nРеспублика Индия",
      ),
    ).toEqual({ joint: true, signatories: ["RU", "CN", "IN"], from: ["list"], unread: [] });
  });

  it("ar: الموقعون, names with و", () => {
    expect(read("ar", "EG", "بيان خيالي", "نص خيالي للبيان.\n\nالموقعون:\nمصر\nالأردن\nتونس")).toEqual({
      joint: true,
      signatories: ["EG", "JO", "TN"],
      from: ["list"],
      unread: [],
    });
    expect(
      read("ar", "EG", "بيان خيالي", "نص خيالي للبيان.\n\nالموقعون: مصر والأردن والمغرب").signatories,
    ).toEqual(["EG", "JO", "MA"]);
  });

  it("zh: 签署方, names separated by 、", () => {
    expect(read("zh", "CN", "虚构声明", "虚构的声明文本。\n\n签署方：中国、巴西、南非、虚构国")).toEqual({
      joint: true,
      signatories: ["CN", "BR", "ZA"],
      from: ["list"],
      unread: ["虚构国"],
    });
  });
});

describe("readJointStatement: signatories", () => {
  it("the issuer is added first when it is not named", () => {
    expect(read("en", "FR", "Joint statement with Japan and Canada").signatories).toEqual(["FR", "JP", "CA"]);
    expect(read("ru", "FR", "Совместное заявление Германии и Италии").signatories).toEqual([
      "FR",
      "DE",
      "IT",
    ]);
  });

  it("an organisation's statement gets no State added", () => {
    expect(read("en", "african-union", "Joint statement by Kenya and Ethiopia").signatories).toEqual([
      "KE",
      "ET",
    ]);
  });

  it("each State once, title then list", () => {
    expect(
      read(
        "en",
        "AU",
        "Joint statement by Australia, Canada and Australia",
        "Fictional text.\n\nSignatories:\nCanada\nAustralia\nJapan",
      ),
    ).toEqual({ joint: true, signatories: ["AU", "CA", "JP"], from: ["title", "list"], unread: [] });
  });

  it("names that are no State's go to unread, never guessed", () => {
    expect(
      read("en", "US", "Joint Statement by the United States, Fictionalia and the European Union"),
    ).toEqual({
      joint: true,
      signatories: ["US"],
      from: ["title"],
      unread: ["Fictionalia", "European Union"],
    });
    expect(read("en", "SD", "Joint statement of the Friends of Sudan").unread).toEqual(["Friends of Sudan"]);
    expect(read("fr", "FR", "Déclaration conjointe de la France et de la Fictionnie").unread).toEqual([
      "Fictionnie",
    ]);
    expect(read("zh", "CN", "中国和虚构国联合声明")).toEqual({
      joint: true,
      signatories: ["CN"],
      from: ["title"],
      unread: ["虚构国"],
    });
    // A misspelt State is not corrected.
    expect(read("en", "FR", "Joint statement by France and Germeny").unread).toEqual(["Germeny"]);
  });

  it("a joint title with no names: the issuer alone", () => {
    expect(read("en", "NO", "Joint Statement on a Fictional Initiative")).toEqual({
      joint: true,
      signatories: ["NO"],
      from: [],
      unread: [],
    });
    expect(read("zh", "CN", "关于虚构问题的联合声明").signatories).toEqual(["CN"]);
  });
});

/**
 * The General Debate corpus: speeches by one State each, so nothing in it is a joint statement.
 * Guards against false positives (lists of countries in the last paragraph, wrapped lines).
 */
const CORPUS_FILE = testEnv.CORPUS_DIR && path.join(testEnv.CORPUS_DIR, "ungdc/ungdc_1946-2024.jsonl.gz");
const HAS_CORPUS = Boolean(CORPUS_FILE && existsSync(CORPUS_FILE));

describe.skipIf(!HAS_CORPUS)(
  HAS_CORPUS
    ? "readJointStatement on the General Debate corpus"
    : "readJointStatement on the General Debate corpus (skipped: CORPUS_DIR is not set or lacks ungdc/)",
  () => {
    it("flags (almost) no speech as joint", { timeout: 300_000 }, async () => {
      let speeches = 0;
      const joint: string[] = [];
      for await (const line of splitLines(createReadStream(CORPUS_FILE!).pipe(createGunzip()))) {
        if (!line.trim()) continue;
        const record = JSON.parse(line) as {
          id: string;
          iso2: string | null;
          language: LanguageCode;
          title_generated: string | null;
          text: string | null;
        };
        speeches++;
        const reading = readJointStatement({
          title: record.title_generated ?? "",
          body: record.text ?? "",
          language: record.language,
          issuer: record.iso2 ?? "",
        });
        if (reading.joint) joint.push(`${record.id} ${reading.signatories.join(",")}`);
      }
      const rate = joint.length / speeches;
      console.log(
        `General Debate: ${joint.length} of ${speeches} speeches read as joint (${(rate * 100).toFixed(2)} %)${joint.length ? `: ${joint.slice(0, 20).join("; ")}` : ""}`,
      );
      expect(speeches).toBeGreaterThan(10_000);
      expect(rate).toBeLessThan(0.01);
    });
  },
);
