/** The words of each language that frame a joint statement and its lists of signatories (joint-statement.ts). */
import { searchKey as foldName, type LanguageCode } from "@communique/core";

interface Words {
  /** Articles, prepositions and conjunctions that may stand around a name in a list. */
  function: string[];
  /** Titles of office and bodies ("Minister", "Foreign Affairs", "Government"). */
  role: string[];
  /** Words that join the parts of a list. */
  and: string[];
  /** Words after which the list is over (the topic begins). */
  stops: string[];
  /** The words that say a title is joint, as a pattern over its folded words. */
  joint: RegExp;
  /** A title naming several authors: "Statement by the Foreign Ministers of…". */
  authors: RegExp;
  /** The heading of a list of signatories, over a line's folded words. */
  heading: RegExp;
}

const W = (text: string) => text.split(/\s+/).filter(Boolean).map(foldName);

export const WORDS: Record<Exclude<LanguageCode, "zh">, Words> = {
  en: {
    function: W("the of by between from among with for and to in s governments government"),
    role: W(`minister ministers ministry ministries foreign affairs secretary secretaries state states
      president presidents prime leader leaders head heads government governments delegation
      delegations representative representatives permanent mission missions ambassador ambassadors
      trade development external relations international cooperation defence defense deputy vice
      high chancellor federal council co chair chairs cochairs signatory signatories member members
      countries country republic kingdom his her excellency h e mr ms mrs dr`),
    and: W("and &"),
    stops: W(`on regarding concerning about following at in after upon over against ahead marking during
      amid welcoming calling urging condemning supporting towards toward re`),
    joint:
      /^(?:joint (?:(?:leaders|ministerial|press|final|heads|foreign|ministers) ){0,2}(?:statement|declaration|communique|release)s?)(?= |$)/,
    authors:
      /^(?:statement|declaration|communique)s? (?:issued )?(?:by|of|from) (?:the )?(?:\S+ ){0,2}?(?:ministers|leaders|heads|governments|presidents|chairs|co chairs)(?= |$)/,
    heading:
      /^(?:list of signatories|signatory (?:states|countries|governments)|signatories|co ?signed by|signed by|endorsed by|signatures?)(?= |$)/,
  },
  fr: {
    function: W("le la les l de du des d par entre avec et à a au aux pour en"),
    role: W(`ministre ministres ministère ministères affaires étrangères europe gouvernement gouvernements
      chef chefs état états président présidents présidente premier première secrétaire secrétaires
      délégation délégations représentant représentants représentante permanent permanente mission
      missions ambassadeur ambassadeurs ambassadrice commerce développement extérieur extérieurs
      extérieures relations internationales coopération défense dirigeant dirigeants haut haute
      fédéral fédérale conseil signataire signataires pays république royaume son sa excellence m mme`),
    and: W("et"),
    stops: W(`sur concernant relative relatif relatives relatifs suite après lors dans contre visant
      face concernant au sujet à a en pour`),
    joint: /^(?:(?:declaration|communique)s? (?:(?:de presse|finale?) )?(?:conjointe?s?|commune?s?))(?= |$)/,
    authors:
      /^(?:declaration|communique)s? (?:des|de la|de l|du) (?:\S+ ){0,2}?(?:ministres|dirigeants|chefs|gouvernements|presidents)(?= |$)/,
    heading:
      /^(?:liste des signataires|(?:etats|pays|gouvernements) signataires|signataires|signee? par|signe par)(?= |$)/,
  },
  es: {
    function: W("el la los las de del por entre con y e a al para en"),
    role: W(`ministro ministros ministra ministras ministerio ministerios relaciones exteriores asuntos
      gobierno gobiernos jefe jefes jefa estado estados presidente presidentes presidenta canciller
      cancilleres secretario secretaria secretarios delegación delegaciones representante
      representantes permanente misión misiones embajador embajadores embajadora comercio
      desarrollo exterior internacional internacionales cooperación defensa líder líderes alto alta
      federal consejo firmante firmantes países país república reino su excelencia sr sra`),
    and: W("y e"),
    stops: W(`sobre relativa relativo relativas relativos acerca ante tras respecto frente contra durante
      motivo en a para`),
    joint:
      /^(?:(?:declaracion|comunicado)(?:es|s)? (?:(?:de prensa|final) )?(?:conjunt[oa]s?|comun(?:es)?))(?= |$)/,
    authors:
      /^(?:declaracion|comunicado)(?:es|s)? de (?:los|las) (?:\S+ ){0,2}?(?:ministros|ministras|cancilleres|jefes|gobiernos|presidentes|lideres)(?= |$)/,
    heading:
      /^(?:lista de firmantes|(?:estados|paises|gobiernos) firmantes|firmantes|firmad[oa] por|suscrit[oa] por)(?= |$)/,
  },
  ru: {
    function: W("между от с со и а также"),
    role: W(`министр министра министров министры министром министерство министерства министерств
      мид иностранных иностранные дел глава главы глав государств государства правительство
      правительства правительств президент президента президентов президенты премьер премьер-министр
      министр-президент лидер лидера лидеров лидеры руководитель руководителей руководители
      делегация делегации делегаций представитель представителя представителей постоянный
      постоянного постоянных постоянное представительство представительства посол посла послов
      торговли развития внешних связей международного сотрудничества обороны заместитель
      федеральный канцлер совета подписавшие стран страны республика республики королевство`),
    and: W("и"),
    stops: W(`о об по в во на относительно касательно против для после за к в связи`),
    joint:
      /^(?:совместн(?:ое|ая|ого|ои|ую|ым|ом) (?:заявлени[еяю]|заявлением|декларац(?:ия|ии|ию|иеи)|коммюнике))(?= |$)/,
    authors:
      /^заявлени[ея] (?:\S+ ){0,1}?(?:министров|глав|лидеров|правительств|президентов|мид|руководителеи)(?= |$)/,
    heading: /^(?:подписали|подписавшие(?: стороны| государства)?|подписанты|государства подписанты)(?= |$)/,
  },
  ar: {
    function: W("بين من عن مع و ل على"),
    role: W(`وزير وزيرة وزراء وزيري خارجية الخارجية الشؤون شؤون حكومة حكومات حكومتي الحكومة رئيس رئيسة
      رؤساء رئيسي رئاسة قادة زعماء ممثل ممثلي ممثلو الممثل الدائم بعثة سفير سفراء دولة دول الدول
      المملكة جمهورية صادر الصادر صادرة الصادرة صاحب السمو معالي فخامة الشقيق الشقيقة الشقيقين
      الشقيقتين الصديق الصديقة الصديقين الموقعة الأعضاء`),
    and: W("و"),
    stops: W("حول بشأن في على إزاء تجاه عقب لدى خلال ضد إلى بمناسبة"),
    joint: /^(?:(?:ال)?(?:بيان|اعلان|بلاغ) (?:ال)?مشترك)(?= |$)/,
    authors: /^(?:ال)?بيان (?:\S+ )?(?:وزراء|قاده|حكومات|رؤساء|زعماء)(?= |$)/,
    heading: /^(?:الموقعون|الموقعين|الدول الموقعه|الموقعون علي البيان|وقع عليه)(?= |$)/,
  },
};

/** Chinese: no words; these are looked for as strings. */
export const ZH = {
  role: [
    "外交部长",
    "外交部",
    "外长",
    "领导人",
    "国家元首",
    "元首",
    "政府首脑",
    "首脑",
    "政府",
    "总统",
    "总理",
    "首相",
    "部长",
    "代表团",
    "常驻代表",
    "代表",
    "大使",
    "签署方",
    "签署国",
    "阁下",
  ],
  and: ["和", "与", "及", "同", "以及"],
  stops: ["关于", "就", "在", "对于", "针对", "有关", "的", "对"],
  joint: /(?:联合声明|共同声明|联合新闻公报|联合公报)/,
  authors: /(?:外长|外交部长|领导人|元首|政府|首脑)声明/,
  heading: /^(?:签署方|签署国|签署)[：:]?/,
};

/** Punctuation that joins the parts of a list. */
export const SEPARATOR_PUNCT = new Set([
  ",",
  ";",
  "،",
  "؛",
  "、",
  "，",
  "；",
  "/",
  "–",
  "—",
  "-",
  "‐",
  "‑",
  "&",
  "·",
]);
/** Punctuation a name may hold ("Guinea-Bissau", "U.S.A.", "Côte d'Ivoire", 刚果（金）). */
export const JOINER_PUNCT = new Set(["-", "‐", "‑", "'", "’", ".", "(", ")", "（", "）"]);
/** Punctuation that ends a title's list ("Joint statement by A and B: on…"). */
export const STOP_PUNCT = new Set([":", "：", "(", "（", "|", "«", "“", '"', "?", "!", "[", "»"]);
