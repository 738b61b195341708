import type { LanguageCode } from "../languages";

/**
 * The five UN regional groups, plus two buckets for speakers outside them, so that every entry in
 * the country table (including observers and organisations) belongs to exactly one group.
 */
export const GROUP_SLUGS = [
  "african",
  "asia-pacific",
  "latin-american-caribbean",
  "western-european-other",
  "eastern-european",
  "non-member",
  "igo",
] as const;
export type GroupSlug = (typeof GROUP_SLUGS)[number];

export interface Group {
  readonly slug: GroupSlug;
  readonly names: Readonly<Record<LanguageCode, string>>;
}

/** Names follow the UN's own lists of regional groups, without the word "Group". */
export const GROUPS: readonly Group[] = [
  {
    slug: "african",
    names: {
      ar: "الدول الأفريقية",
      zh: "非洲国家",
      en: "African States",
      fr: "États d’Afrique",
      ru: "Африканские государства",
      es: "Estados de África",
    },
  },
  {
    slug: "asia-pacific",
    names: {
      ar: "دول آسيا والمحيط الهادئ",
      zh: "亚洲-太平洋国家",
      en: "Asia-Pacific States",
      fr: "États d’Asie et du Pacifique",
      ru: "Азиатско-тихоокеанские государства",
      es: "Estados de Asia y el Pacífico",
    },
  },
  {
    slug: "latin-american-caribbean",
    names: {
      ar: "دول أمريكا اللاتينية ومنطقة البحر الكاريبي",
      zh: "拉丁美洲和加勒比国家",
      en: "Latin American and Caribbean States",
      fr: "États d’Amérique latine et des Caraïbes",
      ru: "Государства Латинской Америки и Карибского бассейна",
      es: "Estados de América Latina y el Caribe",
    },
  },
  {
    slug: "western-european-other",
    names: {
      ar: "دول أوروبا الغربية ودول أخرى",
      zh: "西欧和其他国家",
      en: "Western European and other States",
      fr: "États d’Europe occidentale et autres États",
      ru: "Западноевропейские и другие государства",
      es: "Estados de Europa Occidental y otros Estados",
    },
  },
  {
    slug: "eastern-european",
    names: {
      ar: "دول أوروبا الشرقية",
      zh: "东欧国家",
      en: "Eastern European States",
      fr: "États d’Europe orientale",
      ru: "Восточноевропейские государства",
      es: "Estados de Europa Oriental",
    },
  },
  {
    slug: "non-member",
    names: {
      ar: "الدول غير الأعضاء",
      zh: "非会员国",
      en: "Non-Member States",
      fr: "États non membres",
      ru: "Государства, не являющиеся членами",
      es: "Estados no miembros",
    },
  },
  {
    slug: "igo",
    names: {
      ar: "المنظمات الحكومية الدولية",
      zh: "政府间组织",
      en: "Intergovernmental Organizations",
      fr: "Organisations intergouvernementales",
      ru: "Межправительственные организации",
      es: "Organizaciones intergubernamentales",
    },
  },
];

export function isGroupSlug(value: unknown): value is GroupSlug {
  return typeof value === "string" && (GROUP_SLUGS as readonly string[]).includes(value);
}
