import {
  blocName,
  firstDay,
  getLanguage,
  type LanguageCode,
  lastDay,
  type ShareStep,
  shareSteps,
  timeRange,
} from "@communique/core";
import type { MemberVoice, Silences, SilencesParams, Statement } from "@communique/core/contract";
import type { DatePrecision } from "@communique/core/vocabulary";
import { downloadTexts, formatDateAtPrecision, languageName } from "../downloads/download-texts";
import { type Excerpt, excerptAround, quoted } from "./briefing-excerpt";
import { type BriefingTexts, briefingTexts, CORPUS_CREDITS } from "./briefing-texts";
import { formatGenerated, reportTexts } from "./report-texts";

/** Excerpts in one note at most: each is a statement read and searched, and a page of the note. */
export const MAX_EXCERPTS = 60;

/** "Label: value", a line of the question. */
export interface BriefingField {
  label: string;
  value: string;
}

/** A member in one of the three lists: its name, and what it did in words. */
export interface BriefingMember {
  name: string;
  detail: string;
}

export interface BriefingList {
  heading: string;
  /** What the list's status means (silent, not covered). */
  means: string | null;
  members: BriefingMember[];
}

export interface BriefingExcerpt {
  /** Its number in the sources. */
  number: number;
  issuer: string;
  /** As precise as the statement's date. */
  date: string;
  title: string;
  titleLanguage: LanguageCode;
  /** The statement's language: the quotation's. */
  language: LanguageCode;
  /** The exact words, an ellipsis where cut; null when there is none to quote (`note` says why). */
  quote: string | null;
  excerpt: Excerpt | null;
  note: string | null;
  /** Its page on this site. */
  url: string;
}

export interface BriefingSource {
  number: number;
  title: string;
  titleLanguage: LanguageCode;
  /** The corpus and its credit, or the crawled address (a link when it is one). */
  source: string;
  sourceIsUrl: boolean;
  /** "Retrieved: 5 March 2024; Indexed: 6 March 2024". */
  dates: string;
}

/** A span on the time axis: a whole day, or the month or year a coarse date covers. */
export interface DaySpan {
  from: string;
  to: string;
  coarse: boolean;
}

export interface ChartRow {
  name: string;
  first: DaySpan;
  last: DaySpan;
  statements: number;
  /** As the table shows them. */
  firstLabel: string;
  lastLabel: string;
}

export interface BriefingChart {
  heading: string;
  lead: string;
  range: { from: string; to: string } | null;
  rows: ChartRow[];
  steps: ShareStep[];
  axisDate: string;
  axisShare: string;
  legendRow: string;
  legendBand: string;
  nothing: string;
  tableLead: string;
  columns: [string, string, string, string];
}

/** What both formats show, worked out once; plain data, handed to the DOCX worker as it is. */
export interface Briefing {
  lang: LanguageCode;
  dir: "ltr" | "rtl";
  product: string;
  title: string;
  generated: string;
  questionHeading: string;
  question: BriefingField[];
  /** Said under the question: what the lens ignores, undated joinings. */
  notes: string[];
  whoSpoke: string;
  summary: string;
  lists: BriefingList[];
  /** An empty list's line. */
  nobody: string;
  excerptsHeading: string;
  excerptsLead: string;
  excerpts: BriefingExcerpt[];
  /** "12 more members spoke…", or null. */
  leftOut: string | null;
  statementPage: string;
  chart: BriefingChart;
  sourcesHeading: string;
  /** The bloc's membership source and date, or the group's. */
  membership: string;
  membershipUrl: string | null;
  sourceLabel: string;
  sources: BriefingSource[];
}

export interface BriefingInput {
  lang: LanguageCode;
  product: string;
  params: SilencesParams;
  answer: Silences;
  /** The last matching statement of each member that spoke (those read: at most MAX_EXCERPTS). */
  statements: ReadonlyMap<string, Statement>;
  /** Where the query matched each statement's body, as [start, end) offsets. */
  matches: ReadonlyMap<string, readonly (readonly [number, number])[]>;
  statementUrl: (id: string) => string;
  now: Date;
  maxExcerpts?: number;
}

const day = (value: string, lang: LanguageCode) => formatDateAtPrecision(value, "day", lang);

/**
 * A period at its precision: whole years as years ("2023", "2019–2023"), a whole month as its
 * month, else its days.
 */
export function periodText(from: string | null, to: string | null, lang: LanguageCode, texts: BriefingTexts) {
  if (from && to) {
    if (from.endsWith("-01-01") && to.endsWith("-12-31")) {
      const [a, b] = [from.slice(0, 4), to.slice(0, 4)];
      const year = (y: string) => formatDateAtPrecision(y, "year", lang);
      return a === b ? year(a) : `${year(a)}–${year(b)}`;
    }
    if (from.slice(0, 7) === to.slice(0, 7) && from.endsWith("-01") && lastDay(from.slice(0, 7)) === to)
      return formatDateAtPrecision(from.slice(0, 7), "month", lang);
    return texts.periodRange(day(from, lang), day(to, lang));
  }
  if (from) return texts.periodFrom(day(from, lang));
  if (to) return texts.periodTo(day(to, lang));
  return texts.periodAll;
}

function span(date: string, precision: DatePrecision): DaySpan {
  return { from: firstDay(date), to: lastDay(date), coarse: precision !== "day" };
}

/** Who gave the statement to us: a corpus by its credit, else the address it was crawled from. */
function sourceOf(statement: Statement): { text: string; isUrl: boolean } {
  const credit = CORPUS_CREDITS[statement.source];
  if (credit) return { text: credit, isUrl: false };
  const corpus = statement.meta.corpus;
  if (typeof corpus === "string" && corpus) return { text: corpus, isUrl: false };
  if (statement.url) return { text: statement.url, isUrl: /^https?:\/\//i.test(statement.url) };
  return { text: statement.source, isUrl: false };
}

export function buildBriefing(input: BriefingInput): Briefing {
  const { lang, params, answer, now } = input;
  const texts = briefingTexts(lang);
  const number = new Intl.NumberFormat(getLanguage(lang).iso);
  const n = (value: number) => number.format(value);
  const dated = (d: NonNullable<MemberVoice["first"]>) =>
    formatDateAtPrecision(d.date, d.datePrecision, lang);
  const { among } = answer;

  const question: BriefingField[] = [];
  if (params.q.trim()) question.push({ label: texts.query, value: params.q.trim() });
  for (const field of ["all", "exact", "any", "none"] as const)
    if (params[field].trim()) question.push({ label: texts[field], value: params[field].trim() });
  question.push({ label: texts.period, value: periodText(answer.from, answer.to, lang, texts) });
  question.push({ label: among.kind === "bloc" ? texts.bloc : texts.group, value: among.name });
  const { filters } = params;
  const applied: string[] = [];
  if (filters.blocs.length)
    applied.push(`${texts.filterBlocs} ${filters.blocs.map((id) => blocName(id, lang)).join(", ")}`);
  if (filters.languages.length)
    applied.push(
      downloadTexts(lang).labelled(
        texts.filterLanguages,
        filters.languages.map((code) => languageName(code, lang)).join(", "),
      ),
    );
  if (filters.dates === "overlap") applied.push(texts.datesOverlap);
  question.push({
    label: texts.filters,
    value: applied.length ? applied.join(texts.separator) : texts.noFilters,
  });
  const notes: string[] = [];
  if (filters.countries.length || filters.groups.length) notes.push(texts.lensIgnores);
  if (!among.datesComplete) notes.push(texts.datesIncomplete);

  const spoke = answer.members.filter((m) => m.status === "spoke");
  const before = (m: MemberVoice) =>
    m.lastBefore ? texts.lastBefore(dated(m.lastBefore)) : texts.noneBefore;
  const lists: BriefingList[] = [
    {
      heading: texts.spoke(n(spoke.length)),
      means: null,
      members: spoke.map((m) => ({
        name: m.name,
        detail: texts.spokeLine(n(m.statements), m.statements, dated(m.first!), dated(m.last!)),
      })),
    },
    {
      heading: texts.silent(n(answer.silent)),
      means: texts.silentMeans,
      members: answer.members
        .filter((m) => m.status === "silent")
        .map((m) => ({ name: m.name, detail: before(m) })),
    },
    {
      heading: texts.notCovered(n(answer.notCovered)),
      means: texts.notCoveredMeans,
      members: answer.members
        .filter((m) => m.status === "not-covered")
        .map((m) => ({ name: m.name, detail: before(m) })),
    },
  ];

  const max = input.maxExcerpts ?? MAX_EXCERPTS;
  const excerpts: BriefingExcerpt[] = [];
  const sources: BriefingSource[] = [];
  const labelled = downloadTexts(lang).labelled;
  for (const member of spoke.slice(0, max)) {
    const last = member.last!;
    const statement = input.statements.get(last.id);
    const number = excerpts.length + 1;
    if (!statement) {
      excerpts.push({
        number,
        issuer: member.name,
        date: dated(last),
        title: last.id,
        titleLanguage: lang,
        language: lang,
        quote: null,
        excerpt: null,
        note: texts.notFound,
        url: input.statementUrl(last.id),
      });
      continue;
    }
    const first = input.matches.get(last.id)?.[0];
    const excerpt = first ? excerptAround(statement.body, first, statement.language) : null;
    excerpts.push({
      number,
      issuer: statement.country.name,
      date: formatDateAtPrecision(statement.date, statement.datePrecision, lang),
      title: statement.title,
      titleLanguage: statement.titleLanguage,
      language: statement.language,
      quote: excerpt ? quoted(excerpt) : null,
      excerpt,
      note: excerpt ? null : texts.titleOnly,
      url: input.statementUrl(statement.id),
    });
    const source = sourceOf(statement);
    const dates = [
      statement.fetchedAt ? labelled(texts.retrieved, day(statement.fetchedAt.slice(0, 10), lang)) : null,
      labelled(texts.indexed, day(statement.indexedAt.slice(0, 10), lang)),
    ].filter(Boolean);
    sources.push({
      number,
      title: statement.title,
      titleLanguage: statement.titleLanguage,
      source: source.text,
      sourceIsUrl: source.isUrl,
      dates: dates.join(texts.separator),
    });
  }

  const range = timeRange(answer.from, answer.to, answer.members);
  const rows: ChartRow[] = [...spoke]
    .sort(
      (a, b) =>
        firstDay(a.first!.date).localeCompare(firstDay(b.first!.date)) || a.name.localeCompare(b.name),
    )
    .map((m) => ({
      name: m.name,
      first: span(m.first!.date, m.first!.datePrecision),
      last: span(m.last!.date, m.last!.datePrecision),
      statements: m.statements,
      firstLabel: dated(m.first!),
      lastLabel: dated(m.last!),
    }));

  return {
    lang,
    dir: getLanguage(lang).dir,
    product: input.product,
    title: `${texts.title}: ${among.name}`,
    generated: reportTexts(lang).generated(input.product, formatGenerated(now, lang)),
    questionHeading: texts.question,
    question,
    notes,
    whoSpoke: texts.whoSpoke,
    summary: texts.summary(
      among.name,
      n(answer.spoke),
      n(answer.members.length),
      n(answer.silent),
      n(answer.notCovered),
    ),
    lists,
    nobody: texts.nobody,
    excerptsHeading: texts.excerpts,
    excerptsLead: texts.excerptsLead,
    excerpts,
    leftOut: spoke.length > max ? texts.excerptsLeftOut(n(spoke.length - max), n(max)) : null,
    statementPage: texts.statementPage,
    chart: {
      heading: texts.timeline,
      lead: texts.timelineLead,
      range,
      rows,
      steps: range ? shareSteps(answer.members, range) : [],
      axisDate: texts.axisDate,
      axisShare: texts.axisShare,
      legendRow: texts.legendRow,
      legendBand: texts.legendBand,
      nothing: texts.nothingToDraw,
      tableLead: texts.tableLead,
      columns: [texts.member, texts.first, texts.last, texts.statements],
    },
    sourcesHeading: texts.sources,
    membership:
      among.kind === "bloc" && among.sourceUrl
        ? texts.membership(among.name, among.sourceUrl, among.asOf ? day(among.asOf, lang) : "—")
        : texts.groupMembership(among.name),
    membershipUrl: among.kind === "bloc" ? among.sourceUrl : null,
    sourceLabel: texts.source,
    sources,
  };
}
