import type { LanguageCode } from "@communique/core";

/** The words of a briefing note (issue 37, point 6), in each interface language. */
export interface BriefingTexts {
  title: string;
  question: string;
  query: string;
  /** The advanced search's fields, when they were used. */
  all: string;
  exact: string;
  any: string;
  none: string;
  period: string;
  periodRange: (from: string, to: string) => string;
  periodFrom: (from: string) => string;
  periodTo: (to: string) => string;
  periodAll: string;
  bloc: string;
  group: string;
  filters: string;
  noFilters: string;
  filterBlocs: string;
  filterLanguages: string;
  /** Statements dated by month or year count when any of it is in the period. */
  datesOverlap: string;
  /** Country and group filters were given: they do not change who is listed. */
  lensIgnores: string;
  whoSpoke: string;
  summary: (among: string, spoke: string, members: string, silent: string, notCovered: string) => string;
  datesIncomplete: string;
  spoke: (count: string) => string;
  silent: (count: string) => string;
  silentMeans: string;
  notCovered: (count: string) => string;
  notCoveredMeans: string;
  nobody: string;
  /** A member that spoke: "3 statements, first …, last …". */
  spokeLine: (statements: string, count: number, first: string, last: string) => string;
  lastBefore: (date: string) => string;
  noneBefore: string;
  excerpts: string;
  excerptsLead: string;
  excerptsLeftOut: (count: string, max: string) => string;
  titleOnly: string;
  notFound: string;
  statementPage: string;
  timeline: string;
  timelineLead: string;
  axisDate: string;
  axisShare: string;
  legendRow: string;
  legendBand: string;
  nothingToDraw: string;
  /** DOCX: the chart's figures as a table. */
  tableLead: string;
  member: string;
  first: string;
  last: string;
  statements: string;
  sources: string;
  membership: (among: string, url: string, asOf: string) => string;
  groupMembership: (among: string) => string;
  source: string;
  original: string;
  retrieved: string;
  indexed: string;
  /** Between items of a line: "; " as the language writes it. */
  separator: string;
}

const TEXTS: Record<LanguageCode, BriefingTexts> = {
  en: {
    title: "Briefing note",
    question: "The question",
    query: "Search",
    all: "All of these words",
    exact: "This exact phrase",
    any: "Any of these words",
    none: "None of these words",
    period: "Period",
    periodRange: (from, to) => `From ${from} to ${to}`,
    periodFrom: (from) => `From ${from}`,
    periodTo: (to) => `Up to ${to}`,
    periodAll: "At any date",
    bloc: "Bloc",
    group: "Group",
    filters: "Filters",
    noFilters: "None",
    filterBlocs: "Members of",
    filterLanguages: "Languages",
    datesOverlap: "statements dated by month or year count when part of it is in the period",
    lensIgnores: "The country and group filters do not change who is listed.",
    whoSpoke: "Who spoke and who did not",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among}: ${spoke} of ${members} members issued a matching statement; ${silent} silent; ${notCovered} not covered.`,
    datesIncomplete:
      "Some members’ joining dates are not recorded: they count as members throughout the period.",
    spoke: (count) => `Spoke (${count})`,
    silent: (count) => `Silent (${count})`,
    silentMeans:
      "No matching statement, though we hold its other statements of the period or crawl a working source of it.",
    notCovered: (count) => `Not covered (${count})`,
    notCoveredMeans:
      "No matching statement, and we hold nothing else of it in the period and crawl no working source: its silence cannot be told from our lack of coverage.",
    nobody: "None.",
    spokeLine: (statements, count, first, last) =>
      `${statements} ${count === 1 ? "statement" : "statements"}; first ${first}; last ${last}`,
    lastBefore: (date) => `last mention before the period: ${date}`,
    noneBefore: "no mention before the period",
    excerpts: "What each member said",
    excerptsLead:
      "One excerpt per member that spoke, from its last matching statement in the period, quoted exactly as stored; … marks a cut.",
    excerptsLeftOut: (count, max) =>
      `${count} more members spoke: their excerpts are left out (at most ${max} in a note).`,
    titleOnly: "The terms matched its title only.",
    notFound: "The statement could not be read.",
    statementPage: "Statement page",
    timeline: "The bloc over time",
    timelineLead:
      "Each member that spoke, from its first to its last matching statement in the period, and the share of the members that had spoken.",
    axisDate: "Date",
    axisShare: "Share of members that had spoken",
    legendRow: "first and last matching statement",
    legendBand: "a statement dated by month or year only: the whole month or year",
    nothingToDraw: "No member spoke: there is nothing to draw.",
    tableLead: "The chart’s figures, per member that spoke:",
    member: "Member",
    first: "First",
    last: "Last",
    statements: "Statements",
    sources: "Sources and retrieval dates",
    membership: (among, url, asOf) =>
      `${among}: the members as the organisation lists them, ${url}, as of ${asOf}.`,
    groupMembership: (among) =>
      `${among}: one of the United Nations regional groups, as this site lists them.`,
    source: "Source",
    original: "Original",
    retrieved: "Retrieved",
    indexed: "Indexed",
    separator: "; ",
  },
  fr: {
    title: "Note d’information",
    question: "La question",
    query: "Recherche",
    all: "Tous ces mots",
    exact: "Cette expression exacte",
    any: "L’un de ces mots",
    none: "Aucun de ces mots",
    period: "Période",
    periodRange: (from, to) => `Du ${from} au ${to}`,
    periodFrom: (from) => `À partir du ${from}`,
    periodTo: (to) => `Jusqu’au ${to}`,
    periodAll: "À toute date",
    bloc: "Bloc",
    group: "Groupe",
    filters: "Filtres",
    noFilters: "Aucun",
    filterBlocs: "Membres de",
    filterLanguages: "Langues",
    datesOverlap:
      "une déclaration datée au mois ou à l’année compte quand une partie de celui-ci est dans la période",
    lensIgnores: "Les filtres de pays et de groupe ne changent pas la liste des membres.",
    whoSpoke: "Qui s’est exprimé, et qui ne l’a pas fait",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among} : ${spoke} membres sur ${members} ont publié une déclaration correspondante ; ${silent} silencieux ; ${notCovered} non couverts.`,
    datesIncomplete:
      "Les dates d’adhésion de certains membres ne sont pas connues : ils comptent comme membres pendant toute la période.",
    spoke: (count) => `Se sont exprimés (${count})`,
    silent: (count) => `Silencieux (${count})`,
    silentMeans:
      "Aucune déclaration correspondante, alors que nous détenons d’autres déclarations de la période ou une source de ce membre qui fonctionne.",
    notCovered: (count) => `Non couverts (${count})`,
    notCoveredMeans:
      "Aucune déclaration correspondante, et nous ne détenons rien d’autre de ce membre pour la période ni aucune source qui fonctionne : son silence ne se distingue pas de notre manque de couverture.",
    nobody: "Aucun.",
    spokeLine: (statements, count, first, last) =>
      `${statements} ${count === 1 ? "déclaration" : "déclarations"} ; première : ${first} ; dernière : ${last}`,
    lastBefore: (date) => `dernière mention avant la période : ${date}`,
    noneBefore: "aucune mention avant la période",
    excerpts: "Ce que chaque membre a dit",
    excerptsLead:
      "Un extrait par membre qui s’est exprimé, tiré de sa dernière déclaration correspondante de la période, cité exactement tel qu’il est enregistré ; … marque une coupure.",
    excerptsLeftOut: (count, max) =>
      `${count} autres membres se sont exprimés : leurs extraits sont omis (${max} au plus par note).`,
    titleOnly: "Les termes ne figurent que dans son titre.",
    notFound: "La déclaration n’a pas pu être lue.",
    statementPage: "Page de la déclaration",
    timeline: "Le bloc dans le temps",
    timelineLead:
      "Chaque membre qui s’est exprimé, de sa première à sa dernière déclaration correspondante de la période, et la part des membres qui s’étaient exprimés.",
    axisDate: "Date",
    axisShare: "Part des membres qui s’étaient exprimés",
    legendRow: "première et dernière déclaration correspondante",
    legendBand: "déclaration datée seulement au mois ou à l’année : tout le mois ou toute l’année",
    nothingToDraw: "Aucun membre ne s’est exprimé : il n’y a rien à tracer.",
    tableLead: "Les données du graphique, par membre qui s’est exprimé :",
    member: "Membre",
    first: "Première",
    last: "Dernière",
    statements: "Déclarations",
    sources: "Sources et dates de consultation",
    membership: (among, url, asOf) =>
      `${among} : les membres tels que l’organisation les énumère, ${url}, à la date du ${asOf}.`,
    groupMembership: (among) =>
      `${among} : l’un des groupes régionaux des Nations Unies, tels que ce site les énumère.`,
    source: "Source",
    original: "Original",
    retrieved: "Consulté",
    indexed: "Indexé",
    separator: " ; ",
  },
  es: {
    title: "Nota informativa",
    question: "La pregunta",
    query: "Búsqueda",
    all: "Todas estas palabras",
    exact: "Esta frase exacta",
    any: "Cualquiera de estas palabras",
    none: "Ninguna de estas palabras",
    period: "Período",
    periodRange: (from, to) => `Del ${from} al ${to}`,
    periodFrom: (from) => `Desde el ${from}`,
    periodTo: (to) => `Hasta el ${to}`,
    periodAll: "En cualquier fecha",
    bloc: "Bloque",
    group: "Grupo",
    filters: "Filtros",
    noFilters: "Ninguno",
    filterBlocs: "Miembros de",
    filterLanguages: "Idiomas",
    datesOverlap: "una declaración fechada por mes o año cuenta cuando parte de él está en el período",
    lensIgnores: "Los filtros de país y de grupo no cambian quién figura en la lista.",
    whoSpoke: "Quién habló y quién no",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among}: ${spoke} de ${members} miembros publicaron una declaración coincidente; ${silent} en silencio; ${notCovered} sin cobertura.`,
    datesIncomplete:
      "No constan las fechas de adhesión de algunos miembros: cuentan como miembros durante todo el período.",
    spoke: (count) => `Hablaron (${count})`,
    silent: (count) => `En silencio (${count})`,
    silentMeans:
      "Ninguna declaración coincidente, aunque tenemos otras declaraciones suyas del período o rastreamos una fuente suya que funciona.",
    notCovered: (count) => `Sin cobertura (${count})`,
    notCoveredMeans:
      "Ninguna declaración coincidente, y no tenemos nada más suyo en el período ni rastreamos una fuente que funcione: su silencio no se distingue de nuestra falta de cobertura.",
    nobody: "Ninguno.",
    spokeLine: (statements, count, first, last) =>
      `${statements} ${count === 1 ? "declaración" : "declaraciones"}; primera: ${first}; última: ${last}`,
    lastBefore: (date) => `última mención antes del período: ${date}`,
    noneBefore: "ninguna mención antes del período",
    excerpts: "Lo que dijo cada miembro",
    excerptsLead:
      "Un extracto por miembro que habló, de su última declaración coincidente del período, citado exactamente como está guardado; … marca un corte.",
    excerptsLeftOut: (count, max) =>
      `Hablaron ${count} miembros más: sus extractos se omiten (como máximo ${max} por nota).`,
    titleOnly: "Los términos solo coinciden en su título.",
    notFound: "No se pudo leer la declaración.",
    statementPage: "Página de la declaración",
    timeline: "El bloque a lo largo del tiempo",
    timelineLead:
      "Cada miembro que habló, desde su primera hasta su última declaración coincidente del período, y la proporción de miembros que ya habían hablado.",
    axisDate: "Fecha",
    axisShare: "Proporción de miembros que habían hablado",
    legendRow: "primera y última declaración coincidente",
    legendBand: "declaración fechada solo por mes o año: todo el mes o el año",
    nothingToDraw: "Ningún miembro habló: no hay nada que dibujar.",
    tableLead: "Los datos del gráfico, por miembro que habló:",
    member: "Miembro",
    first: "Primera",
    last: "Última",
    statements: "Declaraciones",
    sources: "Fuentes y fechas de consulta",
    membership: (among, url, asOf) =>
      `${among}: los miembros según la lista de la organización, ${url}, a fecha de ${asOf}.`,
    groupMembership: (among) =>
      `${among}: uno de los grupos regionales de las Naciones Unidas, según los enumera este sitio.`,
    source: "Fuente",
    original: "Original",
    retrieved: "Consultado",
    indexed: "Indexado",
    separator: "; ",
  },
  ru: {
    title: "Справка",
    question: "Вопрос",
    query: "Запрос",
    all: "Все эти слова",
    exact: "Точная фраза",
    any: "Любое из этих слов",
    none: "Ни одного из этих слов",
    period: "Период",
    periodRange: (from, to) => `С ${from} по ${to}`,
    periodFrom: (from) => `С ${from}`,
    periodTo: (to) => `По ${to}`,
    periodAll: "За всё время",
    bloc: "Блок",
    group: "Группа",
    filters: "Фильтры",
    noFilters: "Нет",
    filterBlocs: "Члены",
    filterLanguages: "Языки",
    datesOverlap: "заявление, датированное месяцем или годом, учитывается, если часть его попадает в период",
    lensIgnores: "Фильтры по странам и группам не меняют список членов.",
    whoSpoke: "Кто высказался, а кто нет",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among}: соответствующее заявление опубликовали ${spoke} из ${members} членов; молчали: ${silent}; нет покрытия: ${notCovered}.`,
    datesIncomplete:
      "Даты вступления некоторых членов не известны: они считаются членами на протяжении всего периода.",
    spoke: (count) => `Высказались (${count})`,
    silent: (count) => `Молчали (${count})`,
    silentMeans:
      "Ни одного соответствующего заявления, хотя у нас есть другие его заявления за период или работающий источник.",
    notCovered: (count) => `Нет покрытия (${count})`,
    notCoveredMeans:
      "Ни одного соответствующего заявления, и у нас нет других его заявлений за период и нет работающего источника: его молчание нельзя отличить от отсутствия покрытия.",
    nobody: "Нет.",
    spokeLine: (statements, _count, first, last) =>
      `заявлений: ${statements}; первое: ${first}; последнее: ${last}`,
    lastBefore: (date) => `последнее упоминание до периода: ${date}`,
    noneBefore: "упоминаний до периода нет",
    excerpts: "Что сказал каждый член",
    excerptsLead:
      "По одной цитате для каждого высказавшегося члена из его последнего соответствующего заявления за период, точно как в сохранённом тексте; … обозначает сокращение.",
    excerptsLeftOut: (count, max) =>
      `Высказались ещё ${count} членов: их цитаты опущены (не более ${max} в справке).`,
    titleOnly: "Термины найдены только в заголовке.",
    notFound: "Заявление не удалось прочитать.",
    statementPage: "Страница заявления",
    timeline: "Блок во времени",
    timelineLead:
      "Каждый высказавшийся член, от первого до последнего соответствующего заявления за период, и доля уже высказавшихся членов.",
    axisDate: "Дата",
    axisShare: "Доля высказавшихся членов",
    legendRow: "первое и последнее соответствующее заявление",
    legendBand: "заявление, датированное только месяцем или годом: весь месяц или год",
    nothingToDraw: "Никто из членов не высказался: рисовать нечего.",
    tableLead: "Данные графика по каждому высказавшемуся члену:",
    member: "Член",
    first: "Первое",
    last: "Последнее",
    statements: "Заявления",
    sources: "Источники и даты обращения",
    membership: (among, url, asOf) =>
      `${among}: члены по списку самой организации, ${url}, по состоянию на ${asOf}.`,
    groupMembership: (among) => `${among}: одна из региональных групп ООН, как их перечисляет этот сайт.`,
    source: "Источник",
    original: "Оригинал",
    retrieved: "Дата обращения",
    indexed: "Дата индексации",
    separator: "; ",
  },
  zh: {
    title: "简报",
    question: "问题",
    query: "检索",
    all: "包含全部字词",
    exact: "包含完整字句",
    any: "包含任一字词",
    none: "不包含字词",
    period: "时间段",
    periodRange: (from, to) => `${from}至${to}`,
    periodFrom: (from) => `${from}起`,
    periodTo: (to) => `截至${to}`,
    periodAll: "任何日期",
    bloc: "集团",
    group: "组别",
    filters: "筛选条件",
    noFilters: "无",
    filterBlocs: "成员所属",
    filterLanguages: "语言",
    datesOverlap: "仅注明月份或年份的声明，只要部分落在时间段内即计入",
    lensIgnores: "国家和组别筛选条件不改变所列成员。",
    whoSpoke: "谁发了声，谁没有",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among}：${members}个成员中有${spoke}个发表了相符的声明；${silent}个沉默；${notCovered}个未覆盖。`,
    datesIncomplete: "部分成员的加入日期未有记录：在整个时间段内均计为成员。",
    spoke: (count) => `发了声（${count}）`,
    silent: (count) => `沉默（${count}）`,
    silentMeans: "没有相符的声明，但我们收有其在该时间段的其他声明，或其有正常抓取的来源。",
    notCovered: (count) => `未覆盖（${count}）`,
    notCoveredMeans:
      "没有相符的声明，我们在该时间段也没有其任何其他声明，亦无正常抓取的来源：无法区分其沉默与我们的覆盖空白。",
    nobody: "无。",
    spokeLine: (statements, _count, first, last) => `${statements}份声明；首次：${first}；最近：${last}`,
    lastBefore: (date) => `时间段之前最后一次提及：${date}`,
    noneBefore: "时间段之前没有提及",
    excerpts: "各成员的表述",
    excerptsLead:
      "每个发了声的成员一段摘录，取自其在该时间段内最近一份相符的声明，与存储的原文完全一致；…表示有删节。",
    excerptsLeftOut: (count, max) => `另有${count}个成员发了声：其摘录从略（每份简报最多${max}段）。`,
    titleOnly: "检索词仅出现在标题中。",
    notFound: "无法读取该声明。",
    statementPage: "声明页面",
    timeline: "集团随时间的变化",
    timelineLead: "每个发了声的成员，从其在该时间段内首次到最近一次相符的声明，以及已发声成员所占的比例。",
    axisDate: "日期",
    axisShare: "已发声成员的比例",
    legendRow: "首次和最近一次相符的声明",
    legendBand: "仅注明月份或年份的声明：整月或整年",
    nothingToDraw: "没有成员发声：无可绘制。",
    tableLead: "图表数据（按发了声的成员）：",
    member: "成员",
    first: "首次",
    last: "最近",
    statements: "声明",
    sources: "来源和检索日期",
    membership: (among, url, asOf) => `${among}：成员以该组织公布的名单为准，${url}，截至${asOf}。`,
    groupMembership: (among) => `${among}：联合国区域组之一，以本网站所列为准。`,
    source: "来源",
    original: "原文",
    retrieved: "检索日期",
    indexed: "索引日期",
    separator: "；",
  },
  ar: {
    title: "مذكرة إحاطة",
    question: "السؤال",
    query: "البحث",
    all: "كل هذه الكلمات",
    exact: "هذه العبارة بعينها",
    any: "أي من هذه الكلمات",
    none: "لا شيء من هذه الكلمات",
    period: "الفترة",
    periodRange: (from, to) => `من ${from} إلى ${to}`,
    periodFrom: (from) => `ابتداءً من ${from}`,
    periodTo: (to) => `حتى ${to}`,
    periodAll: "في أي تاريخ",
    bloc: "التكتل",
    group: "المجموعة",
    filters: "عوامل التصفية",
    noFilters: "لا شيء",
    filterBlocs: "أعضاء",
    filterLanguages: "اللغات",
    datesOverlap: "يُحتسب البيان المؤرخ بالشهر أو السنة إذا وقع جزء منه في الفترة",
    lensIgnores: "لا تغيّر عوامل التصفية حسب البلد أو المجموعة قائمة الأعضاء.",
    whoSpoke: "من تكلم ومن لم يتكلم",
    summary: (among, spoke, members, silent, notCovered) =>
      `${among}: أصدر ${spoke} من أصل ${members} عضوًا بيانًا مطابقًا؛ ${silent} صامتون؛ ${notCovered} غير مشمولين بالتغطية.`,
    datesIncomplete: "تواريخ انضمام بعض الأعضاء غير مسجلة: يُحتسبون أعضاءً طوال الفترة.",
    spoke: (count) => `تكلموا (${count})`,
    silent: (count) => `صامتون (${count})`,
    silentMeans: "لا بيان مطابقًا، مع أن لدينا بيانات أخرى له في الفترة أو مصدرًا عاملًا نجمع منه.",
    notCovered: (count) => `غير مشمولين بالتغطية (${count})`,
    notCoveredMeans:
      "لا بيان مطابقًا، وليس لدينا أي شيء آخر له في الفترة ولا مصدر عامل: لا يمكن تمييز صمته عن نقص تغطيتنا.",
    nobody: "لا أحد.",
    spokeLine: (statements, _count, first, last) =>
      `عدد البيانات: ${statements}؛ الأول: ${first}؛ الأخير: ${last}`,
    lastBefore: (date) => `آخر ذكر قبل الفترة: ${date}`,
    noneBefore: "لا ذكر قبل الفترة",
    excerpts: "ما قاله كل عضو",
    excerptsLead:
      "مقتطف واحد لكل عضو تكلم، من آخر بيان مطابق له في الفترة، منقول حرفيًا كما هو محفوظ؛ وتدل … على حذف.",
    excerptsLeftOut: (count, max) =>
      `تكلم ${count} أعضاء آخرون: حُذفت مقتطفاتهم (${max} على الأكثر في المذكرة).`,
    titleOnly: "لم تطابق الكلمات إلا عنوانه.",
    notFound: "تعذّرت قراءة البيان.",
    statementPage: "صفحة البيان",
    timeline: "التكتل عبر الزمن",
    timelineLead: "كل عضو تكلم، من أول بيان مطابق له إلى آخره في الفترة، ونسبة الأعضاء الذين تكلموا.",
    axisDate: "التاريخ",
    axisShare: "نسبة الأعضاء الذين تكلموا",
    legendRow: "أول بيان مطابق وآخره",
    legendBand: "بيان مؤرخ بالشهر أو السنة فقط: الشهر أو السنة كلها",
    nothingToDraw: "لم يتكلم أي عضو: لا شيء يُرسم.",
    tableLead: "أرقام الرسم البياني، لكل عضو تكلم:",
    member: "العضو",
    first: "الأول",
    last: "الأخير",
    statements: "البيانات",
    sources: "المصادر وتواريخ الاسترجاع",
    membership: (among, url, asOf) => `${among}: الأعضاء كما تدرجهم المنظمة، ${url}، حتى ${asOf}.`,
    groupMembership: (among) => `${among}: إحدى المجموعات الإقليمية للأمم المتحدة، كما يدرجها هذا الموقع.`,
    source: "المصدر",
    original: "النص الأصلي",
    retrieved: "تاريخ الاسترجاع",
    indexed: "تاريخ الفهرسة",
    separator: "؛ ",
  },
};

export function briefingTexts(lang: LanguageCode): BriefingTexts {
  return TEXTS[lang];
}

/** The credit of a corpus we import, by the statement's `source`: named as its authors ask. */
export const CORPUS_CREDITS: Readonly<Record<string, string>> = {
  ungdc: "UN General Debate Corpus (Jankin, Baturo and Dasandi), CC0",
};
