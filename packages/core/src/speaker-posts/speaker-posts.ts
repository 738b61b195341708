import type { LanguageCode } from "../languages";

/** A speaker's post in the six languages, with the termbase entry its translations are checked against. */
export interface SpeakerPost {
  /** The English post, then the other ways the sources write it (a variant, a misspelling). */
  readonly en: readonly [string, ...string[]];
  readonly translations: Readonly<Record<Exclude<LanguageCode, "en">, string>>;
  readonly source: { readonly termbase: "UNTERM"; readonly term: string };
}

const unterm = (term: string) => ({ termbase: "UNTERM", term }) as const;

/**
 * The posts of the General Debate's speakers (`speaker_post`), the commonest first: together they
 * name 95 % of the speeches that give a post (a test counts them in the corpus). Written as the
 * UN's documents write these titles in each language, in the generic form the termbase gives (the
 * corpus does not say whether the holder is a man or a woman); each names the UNTERM entry to
 * check it against. Composite posts of one government ("Prime Minister, Minister for Finance and
 * ...") are left in English.
 */
export const SPEAKER_POSTS: readonly SpeakerPost[] = [
  {
    en: [
      "Minister for Foreign Affairs",
      "Minister of Foreign Affairs",
      "Minister for Foregn Affairs",
      "Foreign Minister",
    ],
    translations: {
      ar: "وزير الخارجية",
      zh: "外交部长",
      fr: "Ministre des affaires étrangères",
      ru: "Министр иностранных дел",
      es: "Ministro de Relaciones Exteriores",
    },
    source: unterm("Minister for Foreign Affairs"),
  },
  {
    en: ["President"],
    translations: { ar: "الرئيس", zh: "总统", fr: "Président", ru: "Президент", es: "Presidente" },
    source: unterm("President"),
  },
  {
    en: ["Prime Minister"],
    translations: {
      ar: "رئيس الوزراء",
      zh: "总理",
      fr: "Premier Ministre",
      ru: "Премьер-министр",
      es: "Primer Ministro",
    },
    source: unterm("Prime Minister"),
  },
  {
    en: ["UN Representative", "Representative to the United Nations"],
    translations: {
      ar: "الممثل لدى الأمم المتحدة",
      zh: "驻联合国代表",
      fr: "Représentant auprès de l’Organisation des Nations Unies",
      ru: "Представитель при Организации Объединенных Наций",
      es: "Representante ante las Naciones Unidas",
    },
    source: unterm("Representative to the United Nations"),
  },
  {
    en: ["Deputy Prime Minister"],
    translations: {
      ar: "نائب رئيس الوزراء",
      zh: "副总理",
      fr: "Vice-Premier Ministre",
      ru: "Заместитель Премьер-министра",
      es: "Viceprimer Ministro",
    },
    source: unterm("Deputy Prime Minister"),
  },
  {
    en: ["Vice-President"],
    translations: {
      ar: "نائب الرئيس",
      zh: "副总统",
      fr: "Vice-Président",
      ru: "Вице-президент",
      es: "Vicepresidente",
    },
    source: unterm("Vice-President"),
  },
  {
    en: ["Head of State"],
    translations: {
      ar: "رئيس الدولة",
      zh: "国家元首",
      fr: "Chef de l’État",
      ru: "Глава государства",
      es: "Jefe de Estado",
    },
    source: unterm("Head of State"),
  },
  {
    en: ["Head of Government"],
    translations: {
      ar: "رئيس الحكومة",
      zh: "政府首脑",
      fr: "Chef du Gouvernement",
      ru: "Глава правительства",
      es: "Jefe de Gobierno",
    },
    source: unterm("Head of Government"),
  },
  {
    en: ["Chair of the Delegation", "Chair of Delegation", "Chairman of the Delegation"],
    translations: {
      ar: "رئيس الوفد",
      zh: "代表团团长",
      fr: "Président de la délégation",
      ru: "Председатель делегации",
      es: "Presidente de la delegación",
    },
    source: unterm("Chair of the delegation"),
  },
  {
    en: ["King"],
    translations: { ar: "الملك", zh: "国王", fr: "Roi", ru: "Король", es: "Rey" },
    source: unterm("King"),
  },
  {
    en: ["Permanent Representative"],
    translations: {
      ar: "الممثل الدائم",
      zh: "常驻代表",
      fr: "Représentant permanent",
      ru: "Постоянный представитель",
      es: "Representante Permanente",
    },
    source: unterm("Permanent Representative"),
  },
  {
    en: ["Minister for Foreign Affairs and International Cooperation"],
    translations: {
      ar: "وزير الخارجية والتعاون الدولي",
      zh: "外交和国际合作部长",
      fr: "Ministre des affaires étrangères et de la coopération internationale",
      ru: "Министр иностранных дел и международного сотрудничества",
      es: "Ministro de Relaciones Exteriores y Cooperación Internacional",
    },
    source: unterm("Minister for Foreign Affairs and International Cooperation"),
  },
  {
    en: ["Minister for Foreign Affairs and Cooperation"],
    translations: {
      ar: "وزير الخارجية والتعاون",
      zh: "外交与合作部长",
      fr: "Ministre des affaires étrangères et de la coopération",
      ru: "Министр иностранных дел и сотрудничества",
      es: "Ministro de Relaciones Exteriores y Cooperación",
    },
    source: unterm("Minister for Foreign Affairs and Cooperation"),
  },
  {
    en: ["Amir", "Emir"],
    translations: { ar: "الأمير", zh: "埃米尔", fr: "Émir", ru: "Эмир", es: "Emir" },
    source: unterm("Amir"),
  },
  {
    en: ["President of the Council of Ministers"],
    translations: {
      ar: "رئيس مجلس الوزراء",
      zh: "部长会议主席",
      fr: "Président du Conseil des ministres",
      ru: "Председатель Совета министров",
      es: "Presidente del Consejo de Ministros",
    },
    source: unterm("President of the Council of Ministers"),
  },
  {
    en: ["Crown Prince"],
    translations: {
      ar: "ولي العهد",
      zh: "王储",
      fr: "Prince héritier",
      ru: "Наследный принц",
      es: "Príncipe Heredero",
    },
    source: unterm("Crown Prince"),
  },
  {
    en: ["Chairman of the Presidency"],
    translations: {
      ar: "رئيس مجلس الرئاسة",
      zh: "主席团主席",
      fr: "Président de la présidence",
      ru: "Председатель Президиума",
      es: "Presidente de la Presidencia",
    },
    source: unterm("Chairman of the Presidency"),
  },
  {
    en: ["President and Head of Government"],
    translations: {
      ar: "الرئيس ورئيس الحكومة",
      zh: "总统兼政府首脑",
      fr: "Président et Chef du Gouvernement",
      ru: "Президент и глава правительства",
      es: "Presidente y Jefe de Gobierno",
    },
    source: unterm("President and Head of Government"),
  },
  {
    en: ["Minister for Foreign Affairs and Trade"],
    translations: {
      ar: "وزير الخارجية والتجارة",
      zh: "外交和贸易部长",
      fr: "Ministre des affaires étrangères et du commerce",
      ru: "Министр иностранных дел и торговли",
      es: "Ministro de Relaciones Exteriores y Comercio",
    },
    source: unterm("Minister for Foreign Affairs and Trade"),
  },
  {
    en: ["Prime Minister and Minister for Foreign Affairs"],
    translations: {
      ar: "رئيس الوزراء ووزير الخارجية",
      zh: "总理兼外交部长",
      fr: "Premier Ministre et Ministre des affaires étrangères",
      ru: "Премьер-министр и министр иностранных дел",
      es: "Primer Ministro y Ministro de Relaciones Exteriores",
    },
    source: unterm("Prime Minister and Minister for Foreign Affairs"),
  },
  {
    en: ["Constitutional President"],
    translations: {
      ar: "الرئيس الدستوري",
      zh: "宪政总统",
      fr: "Président constitutionnel",
      ru: "Конституционный президент",
      es: "Presidente Constitucional",
    },
    source: unterm("Constitutional President"),
  },
  {
    en: ["President of the European Council"],
    translations: {
      ar: "رئيس المجلس الأوروبي",
      zh: "欧洲理事会主席",
      fr: "Président du Conseil européen",
      ru: "Председатель Европейского совета",
      es: "Presidente del Consejo Europeo",
    },
    source: unterm("President of the European Council"),
  },
  {
    en: ["Minister for Foreign Affairs and Foreign Trade"],
    translations: {
      ar: "وزير الخارجية والتجارة الخارجية",
      zh: "外交和外贸部长",
      fr: "Ministre des affaires étrangères et du commerce extérieur",
      ru: "Министр иностранных дел и внешней торговли",
      es: "Ministro de Relaciones Exteriores y Comercio Exterior",
    },
    source: unterm("Minister for Foreign Affairs and Foreign Trade"),
  },
  {
    en: ["First Vice-President"],
    translations: {
      ar: "النائب الأول للرئيس",
      zh: "第一副总统",
      fr: "Premier Vice-Président",
      ru: "Первый вице-президент",
      es: "Primer Vicepresidente",
    },
    source: unterm("First Vice-President"),
  },
  {
    en: ["Minister for External Affairs"],
    translations: {
      ar: "وزير الشؤون الخارجية",
      zh: "外交部长",
      fr: "Ministre des affaires extérieures",
      ru: "Министр иностранных дел",
      es: "Ministro de Relaciones Exteriores",
    },
    source: unterm("Minister for External Affairs"),
  },
  {
    en: ["Deputy Minister for Foreign Affairs"],
    translations: {
      ar: "نائب وزير الخارجية",
      zh: "外交部副部长",
      fr: "Vice-Ministre des affaires étrangères",
      ru: "Заместитель министра иностранных дел",
      es: "Viceministro de Relaciones Exteriores",
    },
    source: unterm("Deputy Minister for Foreign Affairs"),
  },
  {
    en: ["Minister of State"],
    translations: {
      ar: "وزير الدولة",
      zh: "国务部长",
      fr: "Ministre d’État",
      ru: "Государственный министр",
      es: "Ministro de Estado",
    },
    source: unterm("Minister of State"),
  },
  {
    en: ["Secretary for Foreign Affairs"],
    translations: {
      ar: "وزير الخارجية",
      zh: "外交部长",
      fr: "Secrétaire aux affaires étrangères",
      ru: "Министр иностранных дел",
      es: "Secretario de Relaciones Exteriores",
    },
    source: unterm("Secretary for Foreign Affairs"),
  },
  {
    en: ["Minister Responsible for Foreign Affairs"],
    translations: {
      ar: "الوزير المسؤول عن الشؤون الخارجية",
      zh: "主管外交事务的部长",
      fr: "Ministre chargé des affaires étrangères",
      ru: "Министр, ответственный за иностранные дела",
      es: "Ministro encargado de Relaciones Exteriores",
    },
    source: unterm("Minister responsible for Foreign Affairs"),
  },
];
