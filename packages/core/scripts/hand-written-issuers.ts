/**
 * Issuers that are not in the UN member-state table: intergovernmental organisations and the
 * former states of the General Debate corpus, with their names in the six languages. Written by
 * hand (see build-countries.ts for how they join the generated reference table).
 */
import type { GroupSlug } from "../src/countries/groups";
import type { LanguageCode } from "../src/languages";

type Names = Record<LanguageCode, string>;

export interface HandWritten {
  code: string;
  iso3: string | null;
  m49: string | null;
  group: GroupSlug;
  names: Names;
  aliases: string[];
  /** Seat of the secretariat for organisations; the capital of the day for former states. */
  capital: [number, number];
}

export const ORGANIZATIONS: readonly HandWritten[] = [
  {
    code: "eu",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "الاتحاد الأوروبي",
      zh: "欧洲联盟",
      en: "European Union",
      fr: "Union européenne",
      ru: "Европейский союз",
      es: "Unión Europea",
    },
    aliases: ["EU", "UE", "ЕС", "欧盟"],
    capital: [50.8467, 4.3525],
  },
  {
    code: "african-union",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "الاتحاد الأفريقي",
      zh: "非洲联盟",
      en: "African Union",
      fr: "Union africaine",
      ru: "Африканский союз",
      es: "Unión Africana",
    },
    aliases: ["AU", "UA", "АС", "非盟", "الاتحاد الإفريقي"],
    capital: [9.03, 38.74],
  },
  {
    code: "arab-league",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "جامعة الدول العربية",
      zh: "阿拉伯国家联盟",
      en: "League of Arab States",
      fr: "Ligue des États arabes",
      ru: "Лига арабских государств",
      es: "Liga de los Estados Árabes",
    },
    aliases: ["Arab League", "LAS", "Ligue arabe", "LEA", "Liga Árabe", "ЛАГ", "阿盟", "الجامعة العربية"],
    capital: [30.0444, 31.2357],
  },
  {
    code: "oic",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "منظمة التعاون الإسلامي",
      zh: "伊斯兰合作组织",
      en: "Organisation of Islamic Cooperation",
      fr: "Organisation de la coopération islamique",
      ru: "Организация исламского сотрудничества",
      es: "Organización de Cooperación Islámica",
    },
    // The organisation was the "Islamic Conference" until 2011, the name older statements use.
    aliases: [
      "OIC",
      "OCI",
      "ОИС",
      "伊合组织",
      "Organization of Islamic Cooperation",
      "Organisation of the Islamic Conference",
      "Organisation de la conférence islamique",
      "Организация Исламская конференция",
      "Organización de la Conferencia Islámica",
      "伊斯兰会议组织",
      "منظمة المؤتمر الإسلامي",
    ],
    capital: [21.5433, 39.1728],
  },
  {
    code: "asean",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "رابطة أمم جنوب شرق آسيا",
      zh: "东南亚国家联盟",
      en: "Association of Southeast Asian Nations",
      fr: "Association des nations de l’Asie du Sud-Est",
      ru: "Ассоциация государств Юго-Восточной Азии",
      es: "Asociación de Naciones de Asia Sudoriental",
    },
    aliases: ["ASEAN", "ANASE", "АСЕАН", "东盟", "آسيان"],
    capital: [-6.2088, 106.8456],
  },
  {
    code: "un",
    iso3: null,
    m49: null,
    group: "igo",
    names: {
      ar: "الأمم المتحدة",
      zh: "联合国",
      en: "United Nations",
      fr: "Nations Unies",
      ru: "Организация Объединенных Наций",
      es: "Naciones Unidas",
    },
    aliases: ["UN", "ONU", "ООН", "Organisation des Nations Unies", "Organización de las Naciones Unidas"],
    capital: [40.7489, -73.968],
  },
];

/** The corpus codes these by ISO 3166-3 alpha-3; the two-letter codes are the withdrawn ISO ones. */
export const FORMER_STATES: readonly HandWritten[] = [
  {
    code: "YU",
    iso3: "YUG",
    // 890 is the Socialist Federal Republic; the corpus keeps the YUG code through 2005, when the
    // speaker was the Federal Republic of Yugoslavia / Serbia and Montenegro (M49 891).
    m49: "890",
    group: "eastern-european",
    names: {
      ar: "يوغوسلافيا",
      zh: "南斯拉夫",
      en: "Yugoslavia",
      fr: "Yougoslavie",
      ru: "Югославия",
      es: "Yugoslavia",
    },
    aliases: [
      "Socialist Federal Republic of Yugoslavia",
      "Federal Republic of Yugoslavia",
      "Serbia and Montenegro",
      "République fédérative socialiste de Yougoslavie",
      "République fédérale de Yougoslavie",
      "Serbie-et-Monténégro",
      "Социалистическая Федеративная Республика Югославия",
      "Союзная Республика Югославия",
      "Сербия и Черногория",
      "República Federativa Socialista de Yugoslavia",
      "República Federativa de Yugoslavia",
      "Serbia y Montenegro",
      "南斯拉夫社会主义联邦共和国",
      "南斯拉夫联盟共和国",
      "塞尔维亚和黑山",
      "جمهورية يوغوسلافيا الاتحادية الاشتراكية",
      "جمهورية يوغوسلافيا الاتحادية",
      "صربيا والجبل الأسود",
    ],
    capital: [44.8178, 20.4569],
  },
  {
    code: "CS",
    iso3: "CSK",
    m49: "200",
    group: "eastern-european",
    names: {
      ar: "تشيكوسلوفاكيا",
      zh: "捷克斯洛伐克",
      en: "Czechoslovakia",
      fr: "Tchécoslovaquie",
      ru: "Чехословакия",
      es: "Checoslovaquia",
    },
    aliases: [
      "Czechoslovak Socialist Republic",
      "Czech and Slovak Federal Republic",
      "République socialiste tchécoslovaque",
      "République fédérative tchèque et slovaque",
      "Чехословацкая Социалистическая Республика",
      "Чешская и Словацкая Федеративная Республика",
      "República Socialista Checoslovaca",
      "República Federal Checa y Eslovaca",
      "捷克斯洛伐克社会主义共和国",
      "捷克和斯洛伐克联邦共和国",
      "جمهورية تشيكوسلوفاكيا الاشتراكية",
      "الجمهورية الاتحادية التشيكية والسلوفاكية",
    ],
    capital: [50.0875, 14.4213],
  },
  {
    code: "DD",
    iso3: "DDR",
    m49: "278",
    group: "eastern-european",
    names: {
      ar: "جمهورية ألمانيا الديمقراطية",
      zh: "德意志民主共和国",
      en: "German Democratic Republic",
      fr: "République démocratique allemande",
      ru: "Германская Демократическая Республика",
      es: "República Democrática Alemana",
    },
    aliases: [
      "GDR",
      "East Germany",
      "DDR",
      "RDA",
      "Allemagne de l’Est",
      "ГДР",
      "Восточная Германия",
      "Alemania Oriental",
      "民主德国",
      "东德",
      "ألمانيا الشرقية",
    ],
    capital: [52.52, 13.405],
  },
  {
    code: "YD",
    iso3: "YMD",
    m49: "720",
    // Democratic Yemen sat with the Asian States, as united Yemen does today.
    group: "asia-pacific",
    names: {
      ar: "اليمن الديمقراطية",
      zh: "民主也门",
      en: "Democratic Yemen",
      fr: "Yémen démocratique",
      ru: "Демократический Йемен",
      es: "Yemen Democrático",
    },
    aliases: [
      "People’s Democratic Republic of Yemen",
      "South Yemen",
      "République démocratique populaire du Yémen",
      "Yémen du Sud",
      "Народная Демократическая Республика Йемен",
      "Южный Йемен",
      "República Democrática Popular del Yemen",
      "Yemen del Sur",
      "也门民主人民共和国",
      "南也门",
      "جمهورية اليمن الديمقراطية الشعبية",
      "اليمن الجنوبي",
    ],
    capital: [12.7797, 45.0367],
  },
];
