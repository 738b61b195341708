/**
 * Relevance grades for the benchmark (bench-relevance.ts).
 *
 * English speeches of the UN General Debate Corpus, read at run time from $CORPUS_DIR (never
 * copied into the repository), are judged by each topic's pattern (topics.ts), counted over the
 * title and the text: no match 0; 1 to strong−1 matches (strong = 3 unless the topic says
 * otherwise) 1; strong or more 2; and for the history set (topics with `about`), 10 or more 3:
 * a speech about the topic, which the first results owe the reader whatever its date (issue 36). A topic's `requires` caps the grade at 1 when absent, and a
 * speech outside the topic's years is 0. A speech of 18,000 characters that names a topic once or
 * twice mentions it in a list; three times or more, it spends a passage on it.
 *
 * The fictional statements are graded by what they were written about (fictional-statements.ts).
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { splitLines } from "@communique/ingest";
import { createRandom } from "../generate-corpus";
import { FICTIONAL_STATEMENTS } from "./fictional-statements";
import { STRONG_MATCHES, type Topic } from "./topics";

export type Grade = 0 | 1 | 2 | 3;
type Relevant = Exclude<Grade, 0>;

/** What judging needs of a topic: the names of the names set (names.ts) are judged the same way. */
export type Judged = Pick<Topic, "id" | "pattern" | "strong" | "about" | "requires" | "years">;

export interface JudgedDoc {
  id: string;
  year: number;
  language: string;
  fictional: boolean;
}

export interface Judgments {
  /** Every statement imported (corpus and fiction), by id. */
  docs: Map<string, JudgedDoc>;
  /** Per topic id: the statements graded above 0. Any other statement is 0. */
  grades: Map<string, Map<string, Relevant>>;
  /** Per topic id: a few matched passages for --check-patterns (only when asked). */
  samples: Map<string, Sample[]>;
}

export interface Sample {
  id: string;
  grade: Relevant;
  matches: number;
  passage: string;
}

export function gradeOf(topic: Judged, matches: number, requiresMet: boolean): Grade {
  if (matches === 0) return 0;
  if (matches < (topic.strong ?? STRONG_MATCHES) || !requiresMet) return 1;
  return topic.about !== undefined && matches >= topic.about ? 3 : 2;
}

export function inYears(topic: Judged, year: number): boolean {
  return !topic.years || (year >= topic.years[0] && year <= topic.years[1]);
}

/** A topic's pattern as matched: global, and a space matching any run of white space. */
const compiled = { global: new WeakMap<RegExp, RegExp>(), once: new WeakMap<RegExp, RegExp>() };
function asMatched(pattern: RegExp, global: boolean): RegExp {
  const cache = global ? compiled.global : compiled.once;
  let regex = cache.get(pattern);
  if (!regex) {
    const flags = pattern.flags.replace("g", "");
    regex = new RegExp(pattern.source.replaceAll(" ", "\\s+"), global ? `${flags}g` : flags);
    cache.set(pattern, regex);
  }
  regex.lastIndex = 0;
  return regex;
}

function requiresMet(topic: Judged, text: string): boolean {
  return !topic.requires || asMatched(topic.requires, false).test(text);
}

function globalPattern(pattern: RegExp): RegExp {
  return asMatched(pattern, true);
}

/** Matches of a topic's pattern in a text (0 outside its years). */
export function countMatches(topic: Judged, text: string): number {
  const pattern = globalPattern(topic.pattern);
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}

const PASSAGE_SIDE = 170;

function passageAround(text: string, pattern: RegExp, random: () => number): string {
  const global = globalPattern(pattern);
  const hits: RegExpExecArray[] = [];
  for (let m = global.exec(text); m; m = global.exec(text)) hits.push(m);
  const hit = hits[Math.floor(random() * hits.length)]!;
  const start = Math.max(0, hit.index - PASSAGE_SIDE);
  const end = Math.min(text.length, hit.index + hit[0].length + PASSAGE_SIDE);
  const clean = (s: string) => s.replace(/\s+/g, " ");
  return `${start > 0 ? "…" : ""}${clean(text.slice(start, hit.index))}[[${clean(hit[0])}]]${clean(
    text.slice(hit.index + hit[0].length, end),
  )}${end < text.length ? "…" : ""}`;
}

interface CorpusLine {
  id: string;
  year: number;
  title_generated: string;
  text: string;
}

/**
 * Reads the corpus once and grades every speech for every topic (a topic's pattern runs only
 * on the speeches of its years). With `samplesPerTopic`, keeps that many matched passages per
 * topic, alternating grade 2 and grade 1, drawn uniformly (reservoir) with a fixed seed.
 */
export async function judge(
  corpusFile: string,
  topics: readonly Judged[],
  options: { samplesPerTopic?: number; seed?: number } = {},
): Promise<Judgments> {
  const docs = new Map<string, JudgedDoc>();
  const grades = new Map<string, Map<string, Relevant>>(topics.map((t) => [t.id, new Map()]));
  const random = createRandom(options.seed ?? 7);
  const wanted = options.samplesPerTopic ?? 0;
  // Reservoirs per topic and grade, and how many speeches each has seen.
  const reservoirs = new Map<string, { items: Sample[]; seen: number }>();
  const minYear = Math.min(...topics.map((t) => t.years?.[0] ?? 0));

  const lines = splitLines(createReadStream(corpusFile).pipe(createGunzip()));
  for await (const line of lines) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as CorpusLine;
    docs.set(record.id, { id: record.id, year: record.year, language: "en", fictional: false });
    if (record.year < minYear) continue;
    const text = `${record.title_generated}\n${record.text}`;
    for (const topic of topics) {
      if (!inYears(topic, record.year)) continue;
      const matches = countMatches(topic, text);
      if (!matches) continue;
      const grade = gradeOf(topic, matches, requiresMet(topic, text));
      if (grade === 0) continue;
      grades.get(topic.id)!.set(record.id, grade);
      if (wanted) {
        const key = `${topic.id}/${grade}`;
        const reservoir = reservoirs.get(key) ?? { items: [], seen: 0 };
        reservoirs.set(key, reservoir);
        reservoir.seen++;
        const slot =
          reservoir.items.length < wanted ? reservoir.items.length : Math.floor(random() * reservoir.seen);
        if (slot < wanted) {
          reservoir.items[slot] = {
            id: record.id,
            grade,
            matches,
            passage: passageAround(text, topic.pattern, random),
          };
        }
      }
    }
  }

  const topicIds = new Set(topics.map((t) => t.id));
  for (const statement of FICTIONAL_STATEMENTS) {
    docs.set(statement.id, {
      id: statement.id,
      year: Number(statement.date.slice(0, 4)),
      language: statement.language,
      fictional: true,
    });
    for (const [topicId, grade] of Object.entries(statement.grades)) {
      if (topicIds.has(topicId)) grades.get(topicId)!.set(statement.id, grade);
    }
  }

  const samples = new Map<string, Sample[]>();
  for (const topic of topics) {
    const strong = reservoirs.get(`${topic.id}/2`)?.items ?? [];
    const weak = reservoirs.get(`${topic.id}/1`)?.items ?? [];
    const picked: Sample[] = [];
    for (let i = 0; picked.length < wanted && (i < strong.length || i < weak.length); i++) {
      if (strong[i] && picked.length < wanted) picked.push(strong[i]!);
      if (weak[i] && picked.length < wanted) picked.push(weak[i]!);
    }
    samples.set(topic.id, picked);
  }
  return { docs, grades, samples };
}

/** The statements a topic is judged over: those of its years (the fiction is all of 2024). */
export function universe(judgments: Judgments, topic: Judged): JudgedDoc[] {
  return [...judgments.docs.values()].filter((d) => inYears(topic, d.year));
}

export function gradeIn(judgments: Judgments, topic: Judged, id: string): Grade {
  const doc = judgments.docs.get(id);
  if (!doc || !inYears(topic, doc.year)) return 0;
  return judgments.grades.get(topic.id)?.get(id) ?? 0;
}
