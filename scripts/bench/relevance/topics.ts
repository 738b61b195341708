/**
 * The topics of the relevance benchmark (bench-relevance.ts): what is asked, in which words per
 * language, and the English patterns that judge the UN General Debate speeches.
 *
 * Queries are written as a native user would type them into a search box (no operators, no
 * quotes). Patterns are matched against a speech's title and body; the number of matches gives
 * the grade (see judgments.ts): 0 none, 1 fewer than `strong` (default 3), 2 from `strong` on.
 * `requires` caps the grade at 1 when it does not occur anywhere in the speech (a speech that
 * names Gaza without asking for a ceasefire is on the edge of "ceasefire in Gaza").
 *
 * A space in a pattern matches any run of white space: the older speeches break lines inside
 * phrases ("law of the\nsea").
 *
 * Patterns were checked by reading matched passages (`npm run bench:relevance -- --check-patterns`);
 * the notes beside them say what they leave out on purpose.
 */

export const QUERY_LANGUAGES = ["en", "fr", "es", "ru", "ar", "zh"] as const;
export type QueryLanguage = (typeof QUERY_LANGUAGES)[number];
export type FictionLanguage = Exclude<QueryLanguage, "en">;

export type SetName = "gd2024" | "history";

export interface Topic {
  id: string;
  set: SetName;
  label: string;
  /** The query per language; history topics outside the multilingual subset have English only. */
  queries: { en: string } & Partial<Record<FictionLanguage, string>>;
  /** English pattern; counted with the global flag added (case flags as written). */
  pattern: RegExp;
  /** Matches from which a speech is graded 2 (default STRONG_MATCHES). */
  strong?: number;
  /**
   * Matches from which a speech is graded 3, about the topic (the history set: ABOUT_MATCHES). A
   * set whose topics have none grades 2 at most.
   */
  about?: number;
  /** Grade capped at 1 when this does not occur in the speech. */
  requires?: RegExp;
  /**
   * Years the topic is about (inclusive). Speeches outside are graded 0, and the search is
   * filtered to them (from/to), as a user asking about the period would. GD 2024 topics: 2024.
   */
  years?: [number, number];
}

export const STRONG_MATCHES = 3;
/** A speech of the history set that names its topic this often is about it (grade 3). */
export const ABOUT_MATCHES = 10;

const GD: readonly Omit<Topic, "set">[] = [
  {
    id: "climate",
    label: "climate change",
    queries: {
      en: "climate change",
      fr: "changement climatique",
      es: "cambio climático",
      ru: "изменение климата",
      ar: "تغير المناخ",
      zh: "气候变化",
    },
    // "climate" alone is nearly always the climate (rarely "a climate of trust": those are rare
    // next to dozens of climate-change mentions, and cost at most a grade).
    pattern: /\bclimate(?! of)\b|global warming/gi,
  },
  {
    id: "nuclear-disarmament",
    label: "nuclear disarmament",
    queries: {
      en: "nuclear disarmament",
      fr: "désarmement nucléaire",
      es: "desarme nuclear",
      ru: "ядерное разоружение",
      ar: "نزع السلاح النووي",
      zh: "核裁军",
    },
    pattern:
      /nuclear (disarmament|weapons?|arms|arsenals?|threats?|war|non-?proliferation|test)|non-?proliferation|\bNPT\b|denucleari[sz]ation|weapons of mass destruction/gi,
  },
  {
    id: "terrorism",
    label: "terrorism",
    queries: {
      en: "terrorism",
      fr: "terrorisme",
      es: "terrorismo",
      ru: "терроризм",
      ar: "الإرهاب",
      zh: "恐怖主义",
    },
    pattern: /terroris[mt]|counter-?terror/gi,
  },
  {
    id: "refugees",
    label: "refugees",
    queries: {
      en: "refugees",
      fr: "réfugiés",
      es: "refugiados",
      ru: "беженцы",
      ar: "اللاجئين",
      zh: "难民",
    },
    pattern:
      /\brefugees?\b|asylum[- ]seekers?|internally displaced|displaced (persons|people)|\bUNHCR\b|\bUNRWA\b/gi,
  },
  {
    id: "sanctions",
    label: "sanctions",
    queries: {
      en: "sanctions",
      fr: "sanctions",
      es: "sanciones",
      ru: "санкции",
      ar: "العقوبات",
      zh: "制裁",
    },
    // Economic sanctions, embargoes and "unilateral coercive measures" (what their targets call them).
    pattern: /\bsanction(s|ed)?\b|\bembargo(es)?\b|(unilateral )?coercive (economic )?measures/gi,
  },
  {
    id: "gaza-ceasefire",
    label: "ceasefire in Gaza",
    queries: {
      en: "ceasefire in Gaza",
      fr: "cessez-le-feu à Gaza",
      es: "alto el fuego en Gaza",
      ru: "прекращение огня в Газе",
      ar: "وقف إطلاق النار في غزة",
      zh: "加沙停火",
    },
    pattern: /\bGaza\b/g,
    requires: /cease-?fire|cessation of hostilities|halt (to )?the (war|fighting|killing)/i,
  },
  {
    id: "sdgs",
    label: "Sustainable Development Goals",
    queries: {
      en: "Sustainable Development Goals",
      fr: "objectifs de développement durable",
      es: "Objetivos de Desarrollo Sostenible",
      ru: "цели устойчивого развития",
      ar: "أهداف التنمية المستدامة",
      zh: "可持续发展目标",
    },
    pattern:
      /Sustainable Development Goals?|\bSDGs?\b|2030 Agenda|Agenda 2030|Voluntary National (Review|Report)/gi,
  },
  {
    id: "food-security",
    label: "food security",
    queries: {
      en: "food security",
      fr: "sécurité alimentaire",
      es: "seguridad alimentaria",
      ru: "продовольственная безопасность",
      ar: "الأمن الغذائي",
      zh: "粮食安全",
    },
    pattern:
      /\bfood (security|insecurity|crisis|crises|systems?|prices|supply|supplies|production)\b|\bhunger\b|\bfamine\b|malnutrition/gi,
  },
  {
    id: "cybersecurity",
    label: "cybersecurity",
    queries: {
      en: "cybersecurity",
      fr: "cybersécurité",
      es: "ciberseguridad",
      ru: "кибербезопасность",
      ar: "الأمن السيبراني",
      zh: "网络安全",
    },
    pattern: /\bcyber/gi,
  },
  {
    id: "human-rights",
    label: "human rights",
    queries: {
      en: "human rights",
      fr: "droits de l'homme",
      es: "derechos humanos",
      ru: "права человека",
      ar: "حقوق الإنسان",
      zh: "人权",
    },
    pattern: /human rights/gi,
  },
  {
    id: "security-council-reform",
    label: "Security Council reform",
    queries: {
      en: "Security Council reform",
      fr: "réforme du Conseil de sécurité",
      es: "reforma del Consejo de Seguridad",
      ru: "реформа Совета Безопасности",
      ar: "إصلاح مجلس الأمن",
      zh: "安理会改革",
    },
    // Reform named with the Council, or what the reform debate is about (seats, the veto).
    pattern:
      /reform(ing|ed)? (of )?(the )?(UN |United Nations )?Security Council|Security Council reform|(permanent|non-permanent) (seats?|members(hip)?|representation)|\bveto\b|Ezulwini|Intergovernmental Negotiations/gi,
  },
  {
    id: "debt-relief",
    label: "debt relief",
    queries: {
      en: "debt relief",
      fr: "allègement de la dette",
      es: "alivio de la deuda",
      ru: "облегчение долгового бремени",
      ar: "تخفيف عبء الديون",
      zh: "债务减免",
    },
    // Sovereign debt in any form (relief, burden, crisis, restructuring); not "a debt of
    // gratitude", nor the "moral and historical debt" of slavery (reparations).
    pattern:
      /(?<!(moral|historic|historical) (and (moral|historic|historical) )?)\bdebts?\b(?! of (gratitude|honou?r))|\bindebtedness\b/gi,
  },
  {
    id: "ai",
    label: "artificial intelligence",
    queries: {
      en: "artificial intelligence",
      fr: "intelligence artificielle",
      es: "inteligencia artificial",
      ru: "искусственный интеллект",
      ar: "الذكاء الاصطناعي",
      zh: "人工智能",
    },
    // Case-sensitive: "AI" the acronym, never "ai" inside words.
    pattern: /[Aa]rtificial [Ii]ntelligence|\bAI\b/g,
  },
  {
    id: "pandemic-preparedness",
    label: "pandemic preparedness",
    queries: {
      en: "pandemic preparedness",
      fr: "préparation aux pandémies",
      es: "preparación ante pandemias",
      ru: "готовность к пандемиям",
      ar: "التأهب للجوائح",
      zh: "大流行病防范",
    },
    pattern: /\bpandemics?\b|COVID|\bepidemics?\b|health emergenc(y|ies)|Pandemic (Agreement|Treaty|Fund)/gi,
  },
  {
    id: "gender-equality",
    label: "gender equality",
    queries: {
      en: "gender equality",
      fr: "égalité des sexes",
      es: "igualdad de género",
      ru: "гендерное равенство",
      ar: "المساواة بين الجنسين",
      zh: "性别平等",
    },
    pattern:
      /\bgender\b|empowerment of women|women'?s (rights|empowerment|participation|equality)|(rights|empowerment) of women|women and girls|feminis[tm]/gi,
  },
  {
    id: "ukraine",
    label: "Ukraine",
    queries: {
      en: "Ukraine",
      fr: "Ukraine",
      es: "Ucrania",
      ru: "Украина",
      ar: "أوكرانيا",
      zh: "乌克兰",
    },
    pattern: /\bUkrain(e|ian|ians)\b/g,
  },
  {
    id: "sudan",
    label: "Sudan",
    queries: {
      en: "Sudan",
      fr: "Soudan",
      es: "Sudán",
      ru: "Судан",
      ar: "السودان",
      zh: "苏丹",
    },
    // Not South Sudan: another country (a search for "Sudan" finds it too: that costs precision).
    pattern: /(?<!South )\bSudan(ese)?\b/g,
  },
  {
    id: "water-scarcity",
    label: "water scarcity",
    queries: {
      en: "water scarcity",
      fr: "pénurie d'eau",
      es: "escasez de agua",
      ru: "нехватка воды",
      ar: "ندرة المياه",
      zh: "水资源短缺",
    },
    pattern:
      /water (scarcity|stress|security|insecurity|crisis|resources|supply|shortages?)|(scarcity|shortages?) of (fresh |drinking )?water|\bdroughts?\b|desertification|(access to|safe|clean|drinking|fresh) ?water|freshwater/gi,
  },
  {
    id: "peacekeeping",
    label: "peacekeeping",
    queries: {
      en: "peacekeeping",
      fr: "maintien de la paix",
      es: "mantenimiento de la paz",
      ru: "миротворческие операции",
      ar: "حفظ السلام",
      zh: "维和行动",
    },
    pattern:
      /peace-?keep|peace operations|blue helmets|\bMINUSMA\b|\bMONUSCO\b|\bUNIFIL\b|\bMINUSCA\b|\bUNMISS\b/gi,
  },
  {
    id: "migration",
    label: "migration",
    queries: {
      en: "migration",
      fr: "migration",
      es: "migración",
      ru: "миграция",
      ar: "الهجرة",
      zh: "移民",
    },
    pattern:
      /\bmigra(tion|nts?|tory flows?)\b|\bemigration\b|\bimmigra(tion|nts?)\b|Global Compact for Safe/gi,
  },
];

/** History: the whole corpus, 1946–2024. Those with queries in all six languages are the subset. */
const HISTORY: readonly Omit<Topic, "set">[] = [
  {
    id: "apartheid",
    label: "apartheid",
    queries: {
      en: "apartheid",
      fr: "apartheid",
      es: "apartheid",
      ru: "апартеид",
      ar: "الفصل العنصري",
      zh: "种族隔离",
    },
    pattern: /apartheid/gi,
  },
  {
    id: "decolonization",
    label: "decolonization",
    queries: {
      en: "decolonization",
      fr: "décolonisation",
      es: "descolonización",
      ru: "деколонизация",
      ar: "إنهاء الاستعمار",
      zh: "非殖民化",
    },
    pattern:
      /decoloni[sz]ation|colonialism|colonial (peoples|countries|territories|domination|rule|yoke|powers?|regimes?|system|question)|Non-Self-Governing|Granting of Independence/gi,
  },
  {
    id: "mdgs",
    label: "Millennium Development Goals",
    queries: {
      en: "Millennium Development Goals",
      fr: "objectifs du Millénaire pour le développement",
      es: "Objetivos de Desarrollo del Milenio",
      ru: "цели развития тысячелетия",
      ar: "الأهداف الإنمائية للألفية",
      zh: "千年发展目标",
    },
    pattern: /Millennium Development Goals?|\bMDGs?\b/g,
  },
  {
    id: "western-sahara",
    label: "Western Sahara",
    queries: { en: "Western Sahara" },
    pattern: /Western Sahara|Sahrawi|Saharan|POLISARIO|\bMINURSO\b/gi,
  },
  {
    id: "detente",
    label: "Cold War détente",
    queries: { en: "détente" },
    pattern: /d[ée]tente|relaxation of (international )?tension|peaceful coexistence/gi,
  },
  {
    id: "namibia",
    label: "Namibia independence",
    queries: { en: "Namibia independence" },
    pattern: /Namibia|South West Africa|\bSWAPO\b/gi,
  },
  {
    id: "palestine",
    label: "question of Palestine",
    queries: {
      en: "question of Palestine",
      fr: "question de Palestine",
      es: "cuestión de Palestina",
      ru: "палестинский вопрос",
      ar: "القضية الفلسطينية",
      zh: "巴勒斯坦问题",
    },
    pattern: /Palestin/gi,
  },
  {
    id: "test-ban",
    label: "nuclear test ban",
    queries: {
      en: "nuclear test ban",
      fr: "interdiction des essais nucléaires",
      es: "prohibición de los ensayos nucleares",
      ru: "запрещение ядерных испытаний",
      ar: "حظر التجارب النووية",
      zh: "禁止核试验",
    },
    pattern: /test[- ]ban|nuclear(-weapons?| weapons?)? test(s|ing)?\b|\bCTBT\b|nuclear explosions?/gi,
  },
  {
    id: "nieo",
    label: "new international economic order",
    queries: { en: "new international economic order" },
    pattern: /new international economic order|\bNIEO\b/gi,
  },
  {
    id: "rwanda-genocide",
    label: "Rwanda genocide",
    queries: {
      en: "Rwanda genocide",
      fr: "génocide au Rwanda",
      es: "genocidio de Ruanda",
      ru: "геноцид в Руанде",
      ar: "الإبادة الجماعية في رواندا",
      zh: "卢旺达种族灭绝",
    },
    pattern: /\bRwanda(n|ns)?\b/g,
    requires: /genocide|massacres?/i,
  },
  {
    id: "hiv-aids",
    label: "HIV/AIDS",
    queries: {
      en: "HIV/AIDS",
      fr: "VIH/sida",
      es: "VIH/SIDA",
      ru: "ВИЧ/СПИД",
      ar: "الإيدز",
      zh: "艾滋病",
    },
    // Case-sensitive: AIDS, never "aids" (the verb).
    pattern: /\bHIV\b|\bAIDS\b|acquired immune ?deficiency/g,
  },
  {
    id: "kyoto",
    label: "Kyoto Protocol",
    queries: { en: "Kyoto Protocol" },
    pattern: /Kyoto/gi,
  },
  {
    id: "kuwait",
    label: "Iraq's invasion of Kuwait",
    queries: { en: "Iraq invasion of Kuwait" },
    pattern: /\bKuwait(i|is)?\b/g,
    requires:
      /invasion|invaded|occupation of Kuwait|aggression against Kuwait|annexation|liberation of Kuwait/i,
  },
  {
    id: "bosnia",
    label: "Bosnia",
    queries: { en: "Bosnia" },
    pattern: /Bosnia|Srebrenica|Sarajevo/gi,
  },
  {
    id: "east-timor",
    label: "East Timor",
    queries: { en: "East Timor" },
    pattern: /\bTimor|Timorese/gi,
  },
  {
    id: "law-of-the-sea",
    label: "law of the sea",
    queries: { en: "law of the sea" },
    pattern: /law of the sea|\bUNCLOS\b|Montego Bay|sea-?bed|International Seabed Authority/gi,
  },
  {
    id: "cyprus",
    label: "Cyprus",
    queries: { en: "Cyprus" },
    pattern: /Cyprus|Cypriot/gi,
  },
  {
    id: "korea",
    label: "Korean peninsula",
    queries: { en: "Korean peninsula" },
    pattern: /\bKorea(n|ns)?\b|\bDPRK\b/gi,
  },
  {
    id: "ozone",
    label: "ozone layer",
    queries: { en: "ozone layer" },
    // Case-sensitive for CFC only ("cfc" is no word); "Ozone Layer" is often capitalised.
    pattern: /\b[Oo]zone\b|OZONE|Montreal Protocol|[Cc]hlorofluorocarbons?|\bCFCs?\b/g,
  },
  {
    id: "terrorism-2001",
    label: "terrorism after 2001",
    queries: { en: "terrorism" },
    pattern: /terroris[mt]|counter-?terror|Al[- ]Qa'?[ie]da|September 11|11 September/gi,
    years: [2001, 2024],
  },
  {
    id: "ebola",
    label: "Ebola",
    queries: { en: "Ebola" },
    pattern: /Ebola/gi,
  },
  {
    id: "syria",
    label: "Syrian civil war",
    queries: {
      en: "Syria civil war",
      fr: "guerre civile en Syrie",
      es: "guerra civil en Siria",
      ru: "гражданская война в Сирии",
      ar: "الحرب الأهلية في سوريا",
      zh: "叙利亚内战",
    },
    pattern: /\bSyria(n|ns)?\b/g,
    years: [2011, 2024],
  },
];

export const TOPICS: readonly Topic[] = [
  ...GD.map((t) => ({ ...t, set: "gd2024" as const, years: [2024, 2024] as [number, number] })),
  ...HISTORY.map((t) => ({ ...t, set: "history" as const, about: ABOUT_MATCHES })),
];

export const SETS: Record<SetName, { label: string; description: string }> = {
  gd2024: {
    label: "GD 2024",
    description:
      "the General Debate of 2024 (English speeches of session 79) and the fictional fr/es/ru/ar/zh statements, searched with from=2024-01-01&to=2024-12-31",
  },
  history: {
    label: "history",
    description:
      "the whole corpus 1946–2024 (and the fictional statements, graded where they are about a history topic); a topic about a later period is searched in its years",
  },
};
