import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";

// Fictional sentences (invented countries and people), not quotations.
const FIXTURES = {
  ar: [
    "أعلنت وزارة الخارجية في جمهورية الواحة الخضراء اليوم عن افتتاح سفارة جديدة في المدينة الساحلية.",
    "رحّب الوزير بالوفد الزائر وناقش معه سبل تعزيز التعاون في مجال المياه والزراعة.",
    "بيان صحفي صادر عن المتحدث الرسمي",
  ],
  zh: [
    "绿洲共和国外交部今天宣布在沿海城市开设新的大使馆。",
    "部長歡迎來訪代表團，並就加強水資源和農業合作進行了討論。",
    "外交部发言人表示，Verdania和Solmaris将于2024年举行会谈。",
  ],
  en: [
    "The Ministry of Foreign Affairs of the Republic of Verdania announced today the opening of a new embassy in the coastal city.",
    "The Minister welcomed the visiting delegation and discussed ways to strengthen cooperation on water and agriculture.",
    "Joint statement following the meeting of foreign ministers",
  ],
  fr: [
    "Le ministère des Affaires étrangères de la République de Verdanie a annoncé aujourd'hui l'ouverture d'une nouvelle ambassade dans la ville côtière.",
    "La ministre a accueilli la délégation et a évoqué avec elle les moyens de renforcer la coopération dans le domaine de l'eau.",
    "Déclaration conjointe à l'issue de la réunion des ministres",
  ],
  ru: [
    "Министерство иностранных дел Республики Вердания сегодня объявило об открытии нового посольства в приморском городе.",
    "Министр приветствовал делегацию и обсудил с ней пути укрепления сотрудничества в области водных ресурсов.",
    "Стороны подписали соглашение о рыболовстве.",
  ],
  es: [
    "El Ministerio de Relaciones Exteriores de la República de Verdania anunció hoy la apertura de una nueva embajada en la ciudad costera.",
    "La ministra recibió a la delegación visitante y conversó sobre cómo fortalecer la cooperación en agua y agricultura.",
    "Declaración conjunta tras la reunión de ministros",
  ],
} as const;

describe("detectLanguage", () => {
  for (const [language, sentences] of Object.entries(FIXTURES)) {
    it(`recognises ${language}`, () => {
      for (const sentence of sentences) expect(detectLanguage(sentence), sentence).toBe(language);
    });
  }

  it("reads long documents (only their beginning)", () => {
    for (const [language, sentences] of Object.entries(FIXTURES)) {
      expect(detectLanguage(sentences.join(" ").repeat(50))).toBe(language);
    }
  });

  it("returns null for other Latin-script languages", () => {
    for (const sentence of [
      "Das Außenministerium der Republik Verdanien hat heute die Eröffnung einer neuen Botschaft in der Küstenstadt bekannt gegeben.",
      "Gemeinsame Erklärung nach dem Treffen der Außenminister",
      "O Ministério das Relações Exteriores da República da Verdânia anunciou hoje a abertura de uma nova embaixada na cidade costeira.",
      "Declaração conjunta após a reunião dos ministros",
      "Il Ministero degli Affari Esteri della Repubblica di Verdania ha annunciato oggi l'apertura di una nuova ambasciata nella città costiera.",
      "Het ministerie van Buitenlandse Zaken van de Republiek Verdanië heeft vandaag de opening van een nieuwe ambassade in de kuststad aangekondigd.",
      "El Ministeri d'Afers Exteriors ha anunciat avui l'obertura d'una nova ambaixada a la ciutat costanera.",
      "Wizara ya Mambo ya Nje ya Jamhuri ya Verdania imetangaza leo kufunguliwa kwa ubalozi mpya katika mji wa pwani.",
      "Dışişleri Bakanlığı bugün kıyı kentinde yeni bir büyükelçilik açılacağını duyurdu.",
    ]) {
      expect(detectLanguage(sentence), sentence).toBeNull();
    }
  });

  it("returns null for other languages in Cyrillic, Arabic and Han script", () => {
    for (const sentence of [
      "Міністерство закордонних справ Республіки Верданія сьогодні оголосило про відкриття нового посольства.",
      "Страните подписаха споразумение за риболов, което ще влезе в сила.",
      "Стране су потписале споразум о риболову.",
      "وزارت امور خارجه جمهوری وردانیا امروز از گشایش سفارت جدید در شهر ساحلی خبر داد.",
      "ベルダニア共和国外務省は本日、沿岸都市に新しい大使館を開設すると発表した。",
    ]) {
      expect(detectLanguage(sentence), sentence).toBeNull();
    }
  });

  it("returns null for empty, too short or wordless text", () => {
    expect(detectLanguage("")).toBeNull();
    expect(detectLanguage("Verdania 2024")).toBeNull();
    expect(detectLanguage("Hello world")).toBeNull();
    expect(detectLanguage("12345 — !!!")).toBeNull();
    expect(detectLanguage("停")).toBeNull();
  });
});
