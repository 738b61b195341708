/**
 * The "names" set of the relevance benchmark (bench-relevance.ts): names of states, places and
 * organisations, and a few ordinary words, each asked in the six languages in the form people
 * type into a search box: short forms and acronyms (USA, КНДР, RDC, 北约), articles and elision
 * (l'Ukraine, de Cisjordanie, la OTAN), Russian oblique cases (Палестины, в Крыму, беженцев),
 * Arabic clitics (بفلسطين, للاجئين, والعراق), Chinese compounds and contractions (难民问题, 纳卡).
 *
 * A name is searched over the whole corpus. A speech is relevant when its title or text contains
 * the name in one of the English forms the pattern lists (the notes say which adjectives and
 * other names count); the count beside each entry is the number of speeches that match, over the
 * 10,952 of 1946–2024. The patterns were checked by reading matched passages
 * (`npm run bench:relevance -- --set names --check-patterns`).
 *
 * A space in a pattern matches any run of white space (judgments.ts): write an optional space
 * as \s?, never " ?".
 */
import type { QueryLanguage } from "./topics";

export type NameKind = "state" | "place" | "organisation" | "word";

export interface NameEntry {
  id: string;
  kind: NameKind;
  label: string;
  /** The query per language, as typed. */
  queries: Record<QueryLanguage, string>;
  /** Whether an English speech contains the name; case flags as written. */
  pattern: RegExp;
}

export const NAMES_SET = {
  label: "names",
  description:
    "names and word forms over the whole corpus 1946–2024, each asked in the six languages: precision of the first 20 results and recall of the speeches whose English text contains the name",
};

export const NAMES: readonly NameEntry[] = [
  // --- States ---------------------------------------------------------------------------------
  {
    // 5,519 speeches. "US" only where it is not money (US$, $US, US dollars, US 5 million);
    // "American" is left out (Latin American, the Americas).
    id: "usa",
    kind: "state",
    label: "United States",
    queries: { en: "USA", fr: "États-Unis", es: "EEUU", ru: "США", ar: "الولايات المتحدة", zh: "美国" },
    pattern: /\bUnited States\b|\bUSA\b|\bU\.S\.(A\.)?|(?<!\$\s?)\bUS\b(?!\s?\$|\s*dollars?|\s*\d)/,
  },
  {
    // 2,234. "British" counts (British Virgin Islands are the United Kingdom's too), except British
    // Columbia; not New Britain (Papua New Guinea).
    id: "uk",
    kind: "state",
    label: "United Kingdom",
    queries: {
      en: "UK",
      fr: "Royaume-Uni",
      es: "Reino Unido",
      ru: "Великобритании",
      ar: "بريطانيا",
      zh: "英国",
    },
    pattern: /\bUnited Kingdom\b|\bUK\b|\bU\.K\.|(?<!New )\bBritain\b|\bBritish\b(?! Columbia)/,
  },
  {
    // 1,060. "Korea" alone is left out: it is the peninsula or either State.
    id: "dprk",
    kind: "state",
    label: "North Korea",
    queries: {
      en: "North Korea",
      fr: "Corée du Nord",
      es: "Corea del Norte",
      ru: "КНДР",
      ar: "كوريا الشمالية",
      zh: "朝鲜",
    },
    pattern: /\bDPRK\b|Democratic People['’]s Republic of Korea|\bNorth Korean?s?\b/,
  },
  {
    // 287.
    id: "uae",
    kind: "state",
    label: "United Arab Emirates",
    queries: {
      en: "UAE",
      fr: "Émirats arabes unis",
      es: "Emiratos Árabes Unidos",
      ru: "ОАЭ",
      ar: "الإمارات",
      zh: "阿联酋",
    },
    pattern: /\bUnited Arab Emirates\b|\bUAE\b|\bEmirati\b/,
  },
  {
    // 1,171. Not the adjective: "Russian" also names the language (the six official languages),
    // and before 1992 the Soviet Union's. The Soviet Union does not count either.
    id: "russia",
    kind: "state",
    label: "Russia",
    queries: { en: "Russia", fr: "la Russie", es: "Rusia", ru: "России", ar: "روسيا", zh: "俄罗斯" },
    pattern: /\bRussia\b|\bRussian Federation\b/,
  },
  {
    // 2,033. "Iranian" counts.
    id: "iran",
    kind: "state",
    label: "Iran",
    queries: { en: "Iran", fr: "l'Iran", es: "Irán", ru: "Ирана", ar: "إيران", zh: "伊朗" },
    pattern: /\bIran(ian|ians)?\b/,
  },
  {
    // 2,478. Not "Chinese" (also the language), Indo-China or the China seas; the Republic of China
    // (China's seat until 1971, Taiwan since) counts, being named so.
    id: "china",
    kind: "state",
    label: "China",
    queries: { en: "China", fr: "Chine", es: "China", ru: "Китай", ar: "الصين", zh: "中国" },
    pattern: /(?<!Indo-?)\bChina\b(?!\s+Seas?\b)/,
  },
  {
    // 886. "Ukrainian" counts (the Ukrainian SSR was a member from 1945).
    id: "ukraine",
    kind: "state",
    label: "Ukraine",
    queries: { en: "Ukraine", fr: "l'Ukraine", es: "Ucrania", ru: "Украины", ar: "أوكرانيا", zh: "乌克兰" },
    pattern: /\bUkrain(e|ian|ians)\b/,
  },
  {
    // 2,799. "Iraqi" counts.
    id: "iraq",
    kind: "state",
    label: "Iraq",
    queries: { en: "Iraq", fr: "Irak", es: "Irak", ru: "в Ираке", ar: "والعراق", zh: "伊拉克" },
    pattern: /\bIraq(i|is)?\b/,
  },
  {
    // 2,598. "Afghan" counts.
    id: "afghanistan",
    kind: "state",
    label: "Afghanistan",
    queries: {
      en: "Afghanistan",
      fr: "l'Afghanistan",
      es: "Afganistán",
      ru: "Афганистана",
      ar: "أفغانستان",
      zh: "阿富汗",
    },
    pattern: /\bAfghan(istan|s)?\b/,
  },
  {
    // 750. Zaire, its name from 1971 to 1997, counts; "Congolese" and "the Congo" alone do not
    // (the Republic of the Congo is another State).
    id: "drc",
    kind: "state",
    label: "Democratic Republic of the Congo",
    queries: {
      en: "DRC",
      fr: "RDC",
      es: "RD Congo",
      ru: "ДР Конго",
      ar: "الكونغو الديمقراطية",
      zh: "刚果金",
    },
    pattern: /Democratic Republic of (the )?Congo|\bDRC\b|\bDR Congo\b|\bZair(e|ian|ians)\b/,
  },
  {
    // 398. The English name Ivory Coast and "Ivorian" count.
    id: "cote-divoire",
    kind: "state",
    label: "Côte d'Ivoire",
    queries: {
      en: "Ivory Coast",
      fr: "Côte d'Ivoire",
      es: "Costa de Marfil",
      ru: "Кот-д'Ивуар",
      ar: "ساحل العاج",
      zh: "科特迪瓦",
    },
    pattern: /C[oô]te d['’]Ivoire|Ivory Coast|\bIvorians?\b/,
  },
  {
    // 671. East Timor (its name until 2002, and still the common one) and "East Timorese" count.
    id: "timor-leste",
    kind: "state",
    label: "Timor-Leste",
    queries: {
      en: "East Timor",
      fr: "Timor oriental",
      es: "Timor Oriental",
      ru: "Восточного Тимора",
      ar: "تيمور الشرقية",
      zh: "东帝汶",
    },
    pattern: /\bTimor-?\s?Leste\b|\bEast Timor(ese)?\b/,
  },
  {
    // 494. Burma, its name until 1989 and still used by some States, and "Burmese" count.
    id: "myanmar",
    kind: "state",
    label: "Myanmar",
    queries: { en: "Myanmar", fr: "Birmanie", es: "Myanmar", ru: "в Мьянме", ar: "ميانمار", zh: "缅甸" },
    pattern: /\bMyanmar\b|\bBurm(a|ese)\b/,
  },
  {
    // 1,791. Every spelling (Viet-Nam in the older records, Viet Nam, Vietnam), North and South
    // Viet-Nam, and "Vietnamese".
    id: "viet-nam",
    kind: "state",
    label: "Viet Nam",
    queries: { en: "Vietnam", fr: "Vietnam", es: "Vietnam", ru: "Вьетнама", ar: "فيتنام", zh: "越南" },
    pattern: /\bViet-?\s?[Nn]am(ese)?\b/,
  },

  // --- Territories, regions and places ----------------------------------------------------------
  {
    // 5,480. "Palestinian(s)" counts: the question of Palestine is mostly named through the
    // Palestinian people.
    id: "palestine",
    kind: "place",
    label: "Palestine",
    queries: {
      en: "Palestine",
      fr: "Palestine",
      es: "Palestina",
      ru: "Палестины",
      ar: "بفلسطين",
      zh: "巴勒斯坦",
    },
    pattern: /\bPalestin(e|ian|ians)\b/,
  },
  {
    // 4,573. The adjective and the people (the same word in English), not the name Palestine: the
    // inflected forms (الفلسطينية, палестинцев).
    id: "palestinians",
    kind: "word",
    label: "Palestinians",
    queries: {
      en: "Palestinians",
      fr: "Palestiniens",
      es: "palestinos",
      ru: "палестинцев",
      ar: "الفلسطينية",
      zh: "巴勒斯坦人",
    },
    pattern: /\bPalestinians?\b/,
  },
  {
    // 738.
    id: "gaza",
    kind: "place",
    label: "Gaza",
    queries: {
      en: "Gaza",
      fr: "bande de Gaza",
      es: "la franja de Gaza",
      ru: "в секторе Газа",
      ar: "قطاع غزة",
      zh: "加沙地带",
    },
    pattern: /\bGaza\b/,
  },
  {
    // 432.
    id: "west-bank",
    kind: "place",
    label: "West Bank",
    queries: {
      en: "West Bank",
      fr: "de Cisjordanie",
      es: "Cisjordania",
      ru: "Западного берега",
      ar: "الضفة الغربية",
      zh: "约旦河西岸",
    },
    pattern: /\bWest Bank\b/,
  },
  {
    // 318. Jerusalem alone does not count.
    id: "east-jerusalem",
    kind: "place",
    label: "East Jerusalem",
    queries: {
      en: "East Jerusalem",
      fr: "Jérusalem-Est",
      es: "Jerusalén Oriental",
      ru: "Восточного Иерусалима",
      ar: "القدس الشرقية",
      zh: "东耶路撒冷",
    },
    pattern: /\bEast(ern)? Jerusalem\b/,
  },
  {
    // 102. "Crimean" counts (the Crimean peninsula, the Crimean Tatars).
    id: "crimea",
    kind: "place",
    label: "Crimea",
    queries: { en: "Crimea", fr: "la Crimée", es: "Crimea", ru: "в Крыму", ar: "القرم", zh: "克里米亚" },
    pattern: /\bCrimean?\b/,
  },
  {
    // 26. Donetsk and Luhansk (Lugansk), the two regions of the Donbas, count.
    id: "donbas",
    kind: "place",
    label: "Donbas",
    queries: { en: "Donbas", fr: "Donbass", es: "Donbás", ru: "Донбасса", ar: "دونباس", zh: "顿巴斯" },
    pattern: /\bDonbass?\b|\bDonetsk\b|\bLu[hg]ansk\b/,
  },
  {
    // 284. "Kashmiri(s)" counts.
    id: "kashmir",
    kind: "place",
    label: "Kashmir",
    queries: {
      en: "Kashmir",
      fr: "au Cachemire",
      es: "Cachemira",
      ru: "Кашмир",
      ar: "كشمير",
      zh: "克什米尔",
    },
    pattern: /\bKashmir(i|is)?\b/,
  },
  {
    // 1,237. The name only (not "Sahrawi").
    id: "western-sahara",
    kind: "place",
    label: "Western Sahara",
    queries: {
      en: "Western Sahara",
      fr: "Sahara occidental",
      es: "Sáhara Occidental",
      ru: "Западной Сахары",
      ar: "الصحراء الغربية",
      zh: "西撒哈拉",
    },
    pattern: /\bWestern Sahara\b/,
  },
  {
    // 418. "Golan" with or without "Heights" (the Syrian Golan).
    id: "golan",
    kind: "place",
    label: "Golan Heights",
    queries: {
      en: "Golan Heights",
      fr: "plateau du Golan",
      es: "Altos del Golán",
      ru: "Голанских высот",
      ar: "الجولان",
      zh: "戈兰高地",
    },
    pattern: /\bGolan\b/,
  },
  {
    // 506. "Sahelian" counts.
    id: "sahel",
    kind: "place",
    label: "Sahel",
    queries: {
      en: "Sahel",
      fr: "au Sahel",
      es: "el Sahel",
      ru: "в Сахеле",
      ar: "منطقة الساحل",
      zh: "萨赫勒地区",
    },
    pattern: /\bSahel(ian)?\b/,
  },
  {
    // 466.
    id: "horn-of-africa",
    kind: "place",
    label: "Horn of Africa",
    queries: {
      en: "Horn of Africa",
      fr: "Corne de l'Afrique",
      es: "Cuerno de África",
      ru: "Африканского Рога",
      ar: "القرن الأفريقي",
      zh: "非洲之角",
    },
    pattern: /\bHorn of Africa\b/,
  },
  {
    // 61.
    id: "south-china-sea",
    kind: "place",
    label: "South China Sea",
    queries: {
      en: "South China Sea",
      fr: "mer de Chine méridionale",
      es: "mar de China Meridional",
      ru: "в Южно-Китайском море",
      ar: "بحر الصين الجنوبي",
      zh: "南海",
    },
    pattern: /\bSouth China Sea\b/,
  },
  {
    // 917.
    id: "korean-peninsula",
    kind: "place",
    label: "Korean peninsula",
    queries: {
      en: "Korean peninsula",
      fr: "péninsule coréenne",
      es: "península coreana",
      ru: "на Корейском полуострове",
      ar: "شبه الجزيرة الكورية",
      zh: "朝鲜半岛",
    },
    pattern: /\bKorean peninsula\b/i,
  },
  {
    // 347. Both names of the islands: Falklands and Malvinas (the one most speeches use).
    id: "falklands",
    kind: "place",
    label: "Falkland Islands (Malvinas)",
    queries: {
      en: "Falklands",
      fr: "îles Malouines",
      es: "las Malvinas",
      ru: "Фолклендских островов",
      ar: "جزر فوكلاند",
      zh: "马尔维纳斯群岛",
    },
    pattern: /\bFalklands?\b|\bMalvinas\b/,
  },
  {
    // 1,797. "Cypriot(s)" counts (Greek and Turkish Cypriots).
    id: "cyprus",
    kind: "place",
    label: "Cyprus",
    queries: { en: "Cyprus", fr: "Chypre", es: "Chipre", ru: "Кипра", ar: "قبرص", zh: "塞浦路斯问题" },
    pattern: /\bCyprus\b|\bCypriots?\b/,
  },
  {
    // 145. Karabakh in every spelling (Nagorno-, Nagorny, alone).
    id: "nagorno-karabakh",
    kind: "place",
    label: "Nagorno-Karabakh",
    queries: {
      en: "Nagorno-Karabakh",
      fr: "Haut-Karabakh",
      es: "Nagorno Karabaj",
      ru: "Нагорного Карабаха",
      ar: "ناغورنو كاراباخ",
      zh: "纳卡",
    },
    pattern: /\bKaraba[kg]h\b/,
  },
  {
    // 421. Kosova (the Albanian spelling, in Albania's speeches) counts.
    id: "kosovo",
    kind: "place",
    label: "Kosovo",
    queries: { en: "Kosovo", fr: "Kosovo", es: "Kosovo", ru: "Косово", ar: "كوسوفو", zh: "科索沃" },
    pattern: /\bKosov[oa]\b/,
  },
  {
    // 431.
    id: "darfur",
    kind: "place",
    label: "Darfur",
    queries: { en: "Darfur", fr: "Darfour", es: "Darfur", ru: "в Дарфуре", ar: "دارفور", zh: "达尔富尔" },
    pattern: /\bDarfur\b/,
  },
  {
    // 86. Chornobyl, the Ukrainian spelling, counts.
    id: "chernobyl",
    kind: "place",
    label: "Chernobyl",
    queries: {
      en: "Chernobyl",
      fr: "Tchernobyl",
      es: "Chernóbil",
      ru: "Чернобыля",
      ar: "تشيرنوبيل",
      zh: "切尔诺贝利",
    },
    pattern: /\bCh[eo]rnobyl\b/,
  },
  {
    // 113. The Strait of Gibraltar counts.
    id: "gibraltar",
    kind: "place",
    label: "Gibraltar",
    queries: {
      en: "Gibraltar",
      fr: "Gibraltar",
      es: "Gibraltar",
      ru: "Гибралтара",
      ar: "جبل طارق",
      zh: "直布罗陀",
    },
    pattern: /\bGibraltar\b/,
  },
  {
    // 693. "Balkan" counts (the Balkan region, States, wars).
    id: "balkans",
    kind: "place",
    label: "Balkans",
    queries: {
      en: "Balkans",
      fr: "les Balkans",
      es: "los Balcanes",
      ru: "на Балканах",
      ar: "البلقان",
      zh: "巴尔干半岛",
    },
    pattern: /\bBalkans?\b/,
  },

  // --- Organisations: the acronym and the full name ---------------------------------------------
  {
    // 1,054. The North Atlantic Alliance too.
    id: "nato",
    kind: "organisation",
    label: "NATO",
    queries: { en: "NATO", fr: "l'OTAN", es: "la OTAN", ru: "НАТО", ar: "الناتو", zh: "北约" },
    pattern: /\bNATO\b|North Atlantic Treaty Organi[sz]ation|\b(North )?Atlantic Alliance\b/,
  },
  {
    // 692.
    id: "asean",
    kind: "organisation",
    label: "ASEAN",
    queries: { en: "ASEAN", fr: "l'ASEAN", es: "ASEAN", ru: "АСЕАН", ar: "آسيان", zh: "东盟" },
    pattern: /\bASEAN\b|Association of South-?\s?[Ee]ast Asian Nations/,
  },
  {
    // 1,118. Not its predecessor, the Organization of African Unity.
    id: "african-union",
    kind: "organisation",
    label: "African Union",
    queries: {
      en: "African Union",
      fr: "l'Union africaine",
      es: "Unión Africana",
      ru: "Африканского союза",
      ar: "الاتحاد الأفريقي",
      zh: "非盟",
    },
    pattern: /\bAfrican Union\b|\bAU\b/,
  },
  {
    // 1,651. Not the European Community(ies) before 1993.
    id: "eu",
    kind: "organisation",
    label: "European Union",
    queries: { en: "EU", fr: "l'UE", es: "la UE", ru: "Евросоюза", ar: "الاتحاد الأوروبي", zh: "欧盟" },
    pattern: /\bEuropean Union\b|\bEU\b/,
  },
  {
    // 552.
    id: "iaea",
    kind: "organisation",
    label: "IAEA",
    queries: {
      en: "IAEA",
      fr: "l'AIEA",
      es: "OIEA",
      ru: "МАГАТЭ",
      ar: "الوكالة الدولية للطاقة الذرية",
      zh: "国际原子能机构",
    },
    pattern: /\bIAEA\b|International Atomic Energy Agency/,
  },
  {
    // 565. "WHO" in capitals, not after a word in capitals: the pronoun of a speech set in
    // capitals (Lesotho 2024).
    id: "who",
    kind: "organisation",
    label: "World Health Organization",
    queries: {
      en: "WHO",
      fr: "l'OMS",
      es: "la OMS",
      ru: "ВОЗ",
      ar: "منظمة الصحة العالمية",
      zh: "世卫组织",
    },
    pattern: /(?<![A-Z]{2,}\s+)\bWHO\b|World Health Organi[sz]ation/,
  },
  {
    // 170.
    id: "unrwa",
    kind: "organisation",
    label: "UNRWA",
    queries: { en: "UNRWA", fr: "l'UNRWA", es: "UNRWA", ru: "БАПОР", ar: "الأونروا", zh: "近东救济工程处" },
    pattern: /\bUNRWA\b|United Nations Relief and Works Agency/,
  },
  {
    // 108.
    id: "opec",
    kind: "organisation",
    label: "OPEC",
    queries: { en: "OPEC", fr: "l'OPEP", es: "la OPEP", ru: "ОПЕК", ar: "أوبك", zh: "欧佩克" },
    pattern: /\bOPEC\b|Organi[sz]ation of (the )?Petroleum[-\s]Exporting Countries/,
  },
  {
    // 510. The High Commissioner for Refugees, the office's head, counts.
    id: "unhcr",
    kind: "organisation",
    label: "UNHCR",
    queries: {
      en: "UNHCR",
      fr: "HCR",
      es: "ACNUR",
      ru: "УВКБ ООН",
      ar: "مفوضية اللاجئين",
      zh: "联合国难民署",
    },
    pattern: /\bUNHCR\b|High Commissioner for Refugees/,
  },
  {
    // 501.
    id: "unicef",
    kind: "organisation",
    label: "UNICEF",
    queries: {
      en: "UNICEF",
      fr: "l'UNICEF",
      es: "UNICEF",
      ru: "ЮНИСЕФ",
      ar: "اليونيسف",
      zh: "联合国儿童基金会",
    },
    pattern: /\bUNICEF\b|Children['’]s (Emergency )?Fund/,
  },
  {
    // 474.
    id: "ecowas",
    kind: "organisation",
    label: "ECOWAS",
    queries: { en: "ECOWAS", fr: "CEDEAO", es: "CEDEAO", ru: "ЭКОВАС", ar: "إيكواس", zh: "西共体" },
    pattern: /\bECOWAS\b|Economic Community of West African States/,
  },
  {
    // 944.
    id: "imf",
    kind: "organisation",
    label: "International Monetary Fund",
    queries: {
      en: "IMF",
      fr: "FMI",
      es: "FMI",
      ru: "МВФ",
      ar: "صندوق النقد الدولي",
      zh: "国际货币基金组织",
    },
    pattern: /\bIMF\b|International Monetary Fund/,
  },

  // --- Ordinary words, singular and plural --------------------------------------------------------
  {
    // 3,259. Not "refuge" (to seek refuge) nor "refugee" inside another word.
    id: "refugees",
    kind: "word",
    label: "refugees",
    queries: {
      en: "refugees",
      fr: "réfugiés",
      es: "refugiados",
      ru: "беженцев",
      ar: "للاجئين",
      zh: "难民问题",
    },
    pattern: /\brefugees?\b/i,
  },
  {
    // 604. Not "migration".
    id: "migrants",
    kind: "word",
    label: "migrants",
    queries: {
      en: "migrants",
      fr: "migrants",
      es: "migrantes",
      ru: "мигрантов",
      ar: "المهاجرين",
      zh: "移民",
    },
    pattern: /\bmigrants?\b/i,
  },
  {
    // 650. Hostage-taking counts.
    id: "hostages",
    kind: "word",
    label: "hostages",
    queries: { en: "hostages", fr: "otages", es: "rehenes", ru: "заложников", ar: "الرهائن", zh: "人质" },
    pattern: /\bhostages?\b/i,
  },
  {
    // 463. Land mines in one word or two, and anti-personnel mines; not mines alone (mining).
    id: "landmines",
    kind: "word",
    label: "landmines",
    queries: {
      en: "landmines",
      fr: "mines antipersonnel",
      es: "minas antipersonal",
      ru: "противопехотных мин",
      ar: "الألغام الأرضية",
      zh: "杀伤人员地雷",
    },
    pattern: /\bland-?\s?mines?\b|\banti-?\s?personnel (land-?\s?)?mines?\b/i,
  },
  {
    // 534. Blue helmets count: what French and Spanish speakers call them (casques bleus).
    // Peacekeeping does not: the operations, not the people.
    id: "peacekeepers",
    kind: "word",
    label: "peacekeepers",
    queries: {
      en: "peacekeepers",
      fr: "Casques bleus",
      es: "cascos azules",
      ru: "миротворцев",
      ar: "حفظة السلام",
      zh: "维和人员",
    },
    pattern: /\bpeace-?keepers?\b|\bblue helmets?\b/i,
  },
];
