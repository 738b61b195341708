/**
 * Relevance benchmark (issue 15, point 6: measured cross-language quality):
 *
 *   npm run bench:relevance -- [--set gd2024|history|names|all] [--topics <text>] [--reuse-data] [--ref <commit>] [--check-patterns]
 *
 * Two judged sets of topics (scripts/bench/relevance/topics.ts):
 * - "GD 2024": the General Debate of 2024 (192 English speeches of the UN General Debate Corpus)
 *   plus fictional statements in fr, es, ru, ar and zh (relevance/fictional-statements.ts); 20
 *   topics, each asked in the six languages, searched with from=2024-01-01&to=2024-12-31.
 * - "history": 22 topics over the whole corpus 1946–2024, asked in English (8 of them in all six
 *   languages).
 * English speeches are graded 0/1/2 by each topic's pattern (relevance/judgments.ts), the
 * fictional statements by what they were written about.
 * And "names" (relevance/names.ts): names of states, places and organisations and a few words,
 * each asked in the six languages in the forms people type (USA, в Крыму, بفلسطين, 难民问题),
 * over the whole corpus with translate=add (English also keep): precision of the first 20 results
 * and recall of the speeches whose English text contains the name, every match read from the
 * search export (relevance/names-measure.ts).
 *
 * The whole corpus and the fictional statements are imported into a fresh DATA_DIR under .bench/
 * with the import CLI, the server is started on a loopback port (bench-processes.ts), and every
 * topic × query language is asked through GET /api/search (size=10) twice: translate=keep and
 * translate=add. nDCG@10 (relevance/metrics.ts) is compared with a plain BM25 (k1 1.2, b 0.75)
 * computed here from PostgreSQL's own English analysis of each statement and of the query as typed
 * (relevance/bm25-data.ts): what an engine that does not know the query's language would find.
 *
 * Prints a table per set (nDCG@10 per query language: keep, add, BM25, and each language over
 * English) and English per topic; for the names, precision@20 and recall per language, the
 * queries that returned nothing, and each name per language; writes every figure to
 * .bench/relevance-<date>.json (a run limited by --set or --topics adds them to the name; --ref
 * writes relevance-ref-<sha>-<date>.json).
 * Reads CORPUS_DIR (default ../shared/data); without the corpus it says so and stops.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BENCH_DIR,
  codeVersion,
  type ImportResult,
  importDataset,
  lockDataDir,
  measureWorkingTree,
  REPO_ROOT,
  runMain,
  setActiveServer,
  snapshot,
  startServer,
  stopPostmaster,
} from "./bench-processes";
import { defaultCorpusFile } from "./generate-corpus";
import { connectToDataDir, englishQueryLexemes, englishTermStats } from "./relevance/bm25-data";
import { FICTION_SOURCE, FICTIONAL_STATEMENTS } from "./relevance/fictional-statements";
import { gradeIn, type Judgments, judge, universe } from "./relevance/judgments";
import {
  BM25_B,
  BM25_K1,
  type Bm25Doc,
  bm25Rank,
  CUTOFF,
  dcg,
  mean,
  ndcg,
  PRECISION_CUTOFF,
} from "./relevance/metrics";
import { NAMES, NAMES_SET, type NameEntry } from "./relevance/names";
import {
  measureNames,
  type NameFigures,
  type NameLanguageRow,
  type NameRun,
  nameLanguageRows,
  noResultPairs,
  speechesContaining,
} from "./relevance/names-measure";
import {
  type Answer,
  ask,
  MODES,
  type Mode,
  probeTranslate,
  searchParams,
  type TranslateSupport,
} from "./relevance/search-api";
import {
  QUERY_LANGUAGES,
  type QueryLanguage,
  SETS,
  type SetName,
  STRONG_MATCHES,
  TOPICS,
  type Topic,
} from "./relevance/topics";

/** Where a run keeps its database, import record and logs: one set for the working tree, one per --ref. */
interface RunPaths {
  name: string;
  dataDir: string;
  importRecord: string;
}

function runPaths(ref: string | undefined): RunPaths {
  const sha = ref
    ? execFileSync("git", ["rev-parse", "--short=12", "--verify", `${ref}^{commit}`], {
        cwd: REPO_ROOT,
        encoding: "utf8",
      }).trim()
    : "";
  const name = ref ? `relevance-ref-${sha}` : "relevance";
  return {
    name,
    dataDir: path.join(BENCH_DIR, `data-${name}`),
    importRecord: path.join(BENCH_DIR, `import-${name}.json`),
  };
}
const FICTION_FILE = path.join(BENCH_DIR, "relevance-fictional.jsonl");

// ---------------------------------------------------------------------------------------------
// Figures

interface RunFigures {
  ndcg: number | null;
  ids: string[];
  grades: number[];
  total: number | null;
  status?: number;
  error?: string;
}

interface TopicLanguageFigures {
  topic: string;
  set: SetName;
  language: QueryLanguage;
  query: string;
  params: string;
  keep: RunFigures;
  add: RunFigures | null;
  bm25: RunFigures & { lexemes: string[] };
}

interface LanguageRow {
  language: QueryLanguage | "en (subset)";
  topics: number;
  keep: number | null;
  add: number | null;
  bm25: number | null;
  keepOverEnglish: number | null;
  addOverEnglish: number | null;
  /** Queries answered with no result at all (keep, add). */
  emptyKeep: number;
  emptyAdd: number | null;
}

interface TopicJudged {
  id: string;
  label: string;
  set: SetName;
  judgedStatements: number;
  grade3: number;
  grade2: number;
  grade1: number;
  fictionGraded: number;
  idealDcg: number;
}

function judgedGrades(judgments: Judgments, topic: Topic): number[] {
  return universe(judgments, topic).map((d) => gradeIn(judgments, topic, d.id));
}

function figures(
  judgments: Judgments,
  topic: Topic,
  ids: string[],
  judged: number[],
  rest: Omit<RunFigures, "ndcg" | "ids" | "grades">,
): RunFigures {
  const grades = ids.map((id) => gradeIn(judgments, topic, id));
  return { ndcg: ndcg(grades, judged), ids, grades, ...rest };
}

function languageRows(
  rows: readonly TopicLanguageFigures[],
  topics: readonly Topic[],
  addShown: boolean,
): LanguageRow[] {
  const meanOf = (list: readonly TopicLanguageFigures[], pick: (f: TopicLanguageFigures) => number | null) =>
    mean(list.map(pick));
  const english = rows.filter((r) => r.language === "en");
  const multilingual = new Set(topics.filter((t) => Object.keys(t.queries).length > 1).map((t) => t.id));
  const subsetNeeded = multilingual.size < topics.length && multilingual.size > 0;
  const englishSubset = english.filter((r) => multilingual.has(r.topic));
  const base = subsetNeeded ? englishSubset : english;
  const baseKeep = meanOf(base, (r) => r.keep.ndcg);
  const baseAdd = addShown ? meanOf(base, (r) => r.add?.ndcg ?? null) : null;
  const ratio = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null);
  const row = (language: LanguageRow["language"], list: readonly TopicLanguageFigures[]): LanguageRow => {
    const keep = meanOf(list, (r) => r.keep.ndcg);
    const add = addShown ? meanOf(list, (r) => r.add?.ndcg ?? null) : null;
    return {
      language,
      topics: list.filter((r) => r.keep.ndcg !== null).length,
      keep,
      add,
      bm25: meanOf(list, (r) => r.bm25.ndcg),
      keepOverEnglish: ratio(keep, baseKeep),
      addOverEnglish: ratio(add, baseAdd),
      emptyKeep: list.filter((r) => r.keep.ids.length === 0).length,
      emptyAdd: addShown ? list.filter((r) => r.add && r.add.ids.length === 0).length : null,
    };
  };
  const out: LanguageRow[] = [row("en", english)];
  if (subsetNeeded) out.push(row("en (subset)", englishSubset));
  for (const language of QUERY_LANGUAGES) {
    if (language === "en") continue;
    const list = rows.filter((r) => r.language === language);
    if (list.length) out.push(row(language, list));
  }
  return out;
}

const f3 = (v: number | null | undefined) => (v === null || v === undefined ? "  –  " : v.toFixed(3));
const f2 = (v: number | null | undefined) => (v === null || v === undefined ? "  – " : v.toFixed(2));

function printLanguageTable(label: string, rows: readonly LanguageRow[], addShown: boolean): void {
  console.log(`\n${label}: nDCG@${CUTOFF}, mean over topics`);
  console.log(
    `${"language".padEnd(12)} ${"topics".padStart(6)}  ${"keep".padStart(5)}  ${"add".padStart(5)}  ${"BM25".padStart(5)}  ${"keep/en".padStart(7)}  ${"add/en".padStart(6)}  no result keep/add`,
  );
  for (const r of rows) {
    console.log(
      `${r.language.padEnd(12)} ${String(r.topics).padStart(6)}  ${f3(r.keep)}  ${addShown ? f3(r.add) : "  –  "}  ${f3(r.bm25)}  ${f2(r.keepOverEnglish).padStart(7)}  ${(addShown ? f2(r.addOverEnglish) : "  – ").padStart(6)}  ${r.emptyKeep}/${r.emptyAdd ?? "–"}`,
    );
  }
}

function printEnglishTopics(
  label: string,
  rows: readonly TopicLanguageFigures[],
  judged: readonly TopicJudged[],
  addShown: boolean,
): void {
  console.log(`\n${label}, English queries per topic: nDCG@${CUTOFF} (hits = the API's total, keep)`);
  console.log(
    `${"topic".padEnd(26)} ${"query".padEnd(32)} ${"keep".padStart(5)}  ${"add".padStart(5)}  ${"BM25".padStart(5)}  ${"hits".padStart(5)}  judged 2/1`,
  );
  for (const r of rows.filter((x) => x.language === "en")) {
    const j = judged.find((t) => t.id === r.topic)!;
    console.log(
      `${r.topic.padEnd(26)} ${r.query.slice(0, 32).padEnd(32)} ${f3(r.keep.ndcg)}  ${addShown ? f3(r.add?.ndcg) : "  –  "}  ${f3(r.bm25.ndcg)}  ${String(r.keep.total ?? r.keep.status ?? "").padStart(5)}  ${j.grade3 ? `${j.grade3}/` : ""}${j.grade2}/${j.grade1}`,
    );
  }
}

function printNamesTable(count: number, rows: readonly NameLanguageRow[]): void {
  console.log(
    `\n${NAMES_SET.label} (${count} name${count === 1 ? "" : "s"}, whole corpus): precision@${PRECISION_CUTOFF} and recall against the speeches that contain the name, mean over names; translate=add, en (typed) translate=keep`,
  );
  console.log(
    `${"language".padEnd(12)} ${"names".padStart(6)}  ${`p@${PRECISION_CUTOFF}`.padStart(5)}  ${"recall".padStart(6)}  no result`,
  );
  for (const r of rows) {
    console.log(
      `${r.language.padEnd(12)} ${String(r.names).padStart(6)}  ${f3(r.precision)}  ${f3(r.recall).padStart(6)}  ${r.noResult}`,
    );
  }
  console.log(
    `(p@${PRECISION_CUTOFF}: over the names that returned something; recall: 0 for those that did not)`,
  );
}

function printNoResult(rows: readonly NameFigures[]): void {
  const pairs = noResultPairs(rows);
  const of = (mode: Mode) =>
    `${pairs.filter((p) => p.mode === mode).length} of ${rows.filter((r) => r[mode]).length}`;
  console.log(
    `\nName/language pairs with no result: ${of("add")} with translate=add, ${of("keep")} English as typed`,
  );
  for (const p of pairs) console.log(`  ${p.name.padEnd(18)} ${p.language} ${p.mode.padEnd(4)}  ${p.query}`);
}

/** One line per name: p@20/recall per language with translate=add, then English as typed. */
function printPerName(rows: readonly NameFigures[], addShown: boolean): void {
  const cell = (run: NameRun | null) => (run ? `${f2(run.precision)}/${f2(run.recall)}` : "    –    ");
  const languages = addShown ? QUERY_LANGUAGES : [];
  console.log(
    `\n${NAMES_SET.label} per name: p@${PRECISION_CUTOFF}/recall (speeches = those that contain the name)`,
  );
  console.log(
    `${"name".padEnd(18)} ${"speeches".padStart(8)}  ${[...languages, "en (typed)"].map((l) => l.padEnd(9)).join("  ")}`,
  );
  for (const name of [...new Set(rows.map((r) => r.name))]) {
    const of = rows.filter((r) => r.name === name);
    const cells = languages.map((l) => cell(of.find((r) => r.language === l)?.add ?? null));
    cells.push(cell(of.find((r) => r.language === "en")?.keep ?? null));
    console.log(`${name.padEnd(18)} ${String(of[0]!.speeches).padStart(8)}  ${cells.join("  ")}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Data

async function writeFictionFile(): Promise<void> {
  const lines = FICTIONAL_STATEMENTS.map((s) =>
    JSON.stringify({
      id: s.id,
      country: s.country,
      date: s.date,
      language: s.language,
      title: s.title,
      body: s.body,
      source: FICTION_SOURCE,
      meta: { fictional: true, benchmark: "bench-relevance" },
    }),
  );
  await mkdir(BENCH_DIR, { recursive: true });
  await writeFile(FICTION_FILE, `${lines.join("\n")}\n`);
}

async function prepareData(corpusFile: string, paths: RunPaths, reuseData: boolean): Promise<ImportResult> {
  const { dataDir, importRecord } = paths;
  await stopPostmaster(path.join(dataDir, "postgres"));
  await writeFictionFile();
  let corpusImport: ImportResult;
  if (reuseData) {
    if (!existsSync(importRecord) || !existsSync(dataDir))
      throw new Error(
        `--reuse-data: no earlier import in ${path.relative(REPO_ROOT, dataDir)}; run without it`,
      );
    corpusImport = JSON.parse(await readFile(importRecord, "utf8")) as ImportResult;
    console.log(`Reusing ${path.relative(REPO_ROOT, dataDir)}, imported by ${corpusImport.importedBy}.`);
  } else {
    await rm(dataDir, { recursive: true, force: true });
    await rm(importRecord, { force: true });
    console.log(`Importing ${corpusFile} into ${path.relative(REPO_ROOT, dataDir)}…`);
    corpusImport = await importDataset(corpusFile, dataDir, path.join(BENCH_DIR, `import-${paths.name}.log`));
    console.log(`${corpusImport.summary} (${corpusImport.wallSeconds.toFixed(1)} s wall clock)`);
    await writeFile(importRecord, JSON.stringify({ ...corpusImport, importedBy: codeVersion() }, null, 2));
  }
  // The fiction every time: a few seconds, and edits to it count without a fresh import.
  const fiction = await importDataset(
    FICTION_FILE,
    dataDir,
    path.join(BENCH_DIR, `import-${paths.name}-fiction.log`),
  );
  console.log(`Fictional statements: ${fiction.summary}`);
  if (fiction.rejected) throw new Error(`Some fictional statements were rejected; see the log`);
  return corpusImport;
}

// ---------------------------------------------------------------------------------------------
// The run

/** A judged set of topics, or the names. */
type BenchSet = SetName | "names";
const BENCH_SETS: readonly BenchSet[] = ["gd2024", "history", "names"];

interface Options {
  sets: BenchSet[];
  topicFilter: string | undefined;
  reuseData: boolean;
  ref: string | undefined;
  checkPatterns: boolean;
  samples: number;
}

function selectTopics(options: Options): Topic[] {
  const filter = options.topicFilter?.toLowerCase();
  return TOPICS.filter(
    (t) =>
      options.sets.includes(t.set) &&
      (!filter || t.id.toLowerCase().includes(filter) || t.label.toLowerCase().includes(filter)),
  );
}

function selectNames(options: Options): NameEntry[] {
  if (!options.sets.includes("names")) return [];
  const filter = options.topicFilter?.toLowerCase();
  return NAMES.filter(
    (n) => !filter || n.id.toLowerCase().includes(filter) || n.label.toLowerCase().includes(filter),
  );
}

function describeJudged(judgments: Judgments, topics: readonly Topic[]): TopicJudged[] {
  return topics.map((topic) => {
    const docs = universe(judgments, topic);
    const grades = docs.map((d) => gradeIn(judgments, topic, d.id));
    return {
      id: topic.id,
      label: topic.label,
      set: topic.set,
      judgedStatements: docs.length,
      grade3: grades.filter((g) => g === 3).length,
      grade2: grades.filter((g) => g === 2).length,
      grade1: grades.filter((g) => g === 1).length,
      fictionGraded: docs.filter((d) => d.fictional && gradeIn(judgments, topic, d.id) > 0).length,
      idealDcg: dcg([...grades].sort((a, b) => b - a)),
    };
  });
}

function printPatternCheck(judgments: Judgments, topics: readonly Topic[], judged: TopicJudged[]): void {
  for (const topic of topics) {
    const j = judged.find((t) => t.id === topic.id)!;
    console.log(
      `\n## ${topic.set} / ${topic.id} (${topic.label}): ${j.grade3 ? `${j.grade3} graded 3, ` : ""}${j.grade2} graded 2, ${j.grade1} graded 1 of ${j.judgedStatements} (fiction: ${j.fictionGraded})`,
    );
    console.log(`   pattern ${topic.pattern}${topic.requires ? `, requires ${topic.requires}` : ""}`);
    for (const sample of judgments.samples.get(topic.id) ?? []) {
      console.log(`   [${sample.id}, grade ${sample.grade}, ${sample.matches} matches] ${sample.passage}`);
    }
  }
}

function printNamePatternCheck(judgments: Judgments, names: readonly NameEntry[]): void {
  for (const entry of names) {
    console.log(
      `\n## names / ${entry.id} (${entry.label}, ${entry.kind}): ${speechesContaining(judgments, entry).size} speeches`,
    );
    console.log(`   pattern ${entry.pattern}`);
    for (const sample of judgments.samples.get(entry.id) ?? []) {
      console.log(`   [${sample.id}, ${sample.matches} matches] ${sample.passage}`);
    }
  }
}

interface TopicRun {
  rows: TopicLanguageFigures[];
  sets: Partial<Record<SetName, { rows: LanguageRow[]; topics: TopicJudged[] }>>;
}

/**
 * The topic sets: every topic × language × mode through the API (sequentially), BM25 from the
 * database beside them, and their tables.
 */
async function measureTopics(
  base: string,
  dataDir: string,
  support: TranslateSupport,
  judgments: Judgments,
  judged: readonly TopicJudged[],
  topics: readonly Topic[],
  setNames: readonly SetName[],
  time: <T>(name: string, work: () => Promise<T>) => Promise<T>,
): Promise<TopicRun> {
  // The API: every topic × language × mode, sequentially.
  const answers = new Map<string, Answer>();
  const key = (topic: Topic, language: QueryLanguage, mode: Mode) => `${topic.id}|${language}|${mode}`;
  await time("API queries", async () => {
    for (const topic of topics) {
      for (const [language, query] of Object.entries(topic.queries) as [QueryLanguage, string][]) {
        for (const mode of MODES) {
          if (mode === "add" && !support.addAnswered) continue;
          const translate = mode === "add" || support.sendKeep ? mode : null;
          const answer = await ask(base, searchParams(topic, query, translate));
          if (answer.error)
            console.log(`  ${topic.id} ${language} ${mode}: ${answer.status} ${answer.error}`);
          answers.set(key(topic, language, mode), answer);
        }
      }
    }
  });

  // BM25 from PostgreSQL's English analysis.
  const allQueries = topics.flatMap((t) => Object.values(t.queries));
  const { lexemes, stats } = await time("BM25 analysis", async () => {
    const client = await connectToDataDir(dataDir);
    let lexemes: Map<string, string[]>;
    try {
      lexemes = await englishQueryLexemes(client, allQueries);
    } finally {
      await client.end();
    }
    const stats = await englishTermStats(dataDir, [...lexemes.values()].flat());
    return { lexemes, stats };
  });
  const statsById = new Map<string, Bm25Doc>(stats.map((d) => [d.id, d]));
  const missing = [...judgments.docs.keys()].filter((id) => !statsById.has(id));
  if (missing.length)
    console.log(
      `Note: ${missing.length} judged statements are not in the database (e.g. ${missing.slice(0, 3).join(", ")}).`,
    );

  const rows: TopicLanguageFigures[] = [];
  for (const topic of topics) {
    const judgedGradesOfTopic = judgedGrades(judgments, topic);
    const topicDocs = universe(judgments, topic)
      .map((d) => statsById.get(d.id))
      .filter((d): d is Bm25Doc => d !== undefined);
    for (const [language, query] of Object.entries(topic.queries) as [QueryLanguage, string][]) {
      const keepAnswer = answers.get(key(topic, language, "keep"))!;
      const addAnswer = answers.get(key(topic, language, "add"));
      const queryLexemes = lexemes.get(query) ?? [];
      const bm25Ids = bm25Rank(topicDocs, queryLexemes);
      rows.push({
        topic: topic.id,
        set: topic.set,
        language,
        query,
        params: searchParams(topic, query, null).toString(),
        keep: figures(judgments, topic, keepAnswer.ids, judgedGradesOfTopic, {
          total: keepAnswer.total,
          status: keepAnswer.status,
          ...(keepAnswer.error ? { error: keepAnswer.error } : {}),
        }),
        add: addAnswer
          ? figures(judgments, topic, addAnswer.ids, judgedGradesOfTopic, {
              total: addAnswer.total,
              status: addAnswer.status,
              ...(addAnswer.error ? { error: addAnswer.error } : {}),
            })
          : null,
        bm25: {
          ...figures(judgments, topic, bm25Ids, judgedGradesOfTopic, { total: null }),
          lexemes: queryLexemes,
        },
      });
    }
  }
  if (support.addAnswered) {
    support.addSameAsKeep = rows.every(
      (r) => r.add && r.add.ids.join(" ") === r.keep.ids.join(" ") && r.add.total === r.keep.total,
    );
    if (support.addSameAsKeep)
      console.log(
        "\ntranslate=add gave exactly the same results as keep for every query: the server ignores the parameter (no translation yet).",
      );
  }
  const addShown = support.addAnswered && !support.addSameAsKeep;

  const sets: TopicRun["sets"] = {};
  for (const set of setNames) {
    const setTopics = topics.filter((t) => t.set === set);
    if (!setTopics.length) continue;
    const setRows = rows.filter((r) => r.set === set);
    const table = languageRows(setRows, setTopics, addShown);
    sets[set] = { rows: table, topics: judged.filter((j) => j.set === set) };
    printLanguageTable(
      `${SETS[set].label} (${setTopics.length} topic${setTopics.length === 1 ? "" : "s"})`,
      table,
      addShown,
    );
    if (table.some((r) => r.language === "en (subset)"))
      console.log(
        "(en (subset): English on the topics asked in every language; the other languages are divided by it)",
      );
  }
  for (const set of setNames) {
    const setRows = rows.filter((r) => r.set === set);
    if (setRows.length) printEnglishTopics(SETS[set].label, setRows, sets[set]!.topics, addShown);
  }

  if (!addShown)
    console.log(
      `\nNo "add" column: ${support.addSameAsKeep ? "translate=add answered exactly as keep (the parameter is ignored)" : support.summary}.`,
    );

  return { rows, sets };
}

async function run(options: Options): Promise<number> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = (performance.now() - t0) / 1000;
    }
  };

  const corpusFile = defaultCorpusFile();
  if (!existsSync(corpusFile)) {
    console.log(
      `Skipped: cannot read ${corpusFile} (the UN General Debate Corpus; set CORPUS_DIR to the shared data directory).`,
    );
    return 0;
  }
  const topics = selectTopics(options);
  const names = selectNames(options);
  if (!topics.length && !names.length) {
    console.error(`No topic matches --topics "${options.topicFilter}" in ${options.sets.join(", ")}.`);
    return 64;
  }

  // Topics and names are judged apart: some ids are both (refugees, cyprus).
  const samplesPerTopic = options.checkPatterns ? options.samples : 0;
  const judgments = topics.length
    ? await time("judging", () => {
        console.log(`Judging ${topics.length} topic${topics.length === 1 ? "" : "s"} on ${corpusFile}…`);
        return judge(corpusFile, topics, { samplesPerTopic });
      })
    : undefined;
  const nameJudgments = names.length
    ? await time("judging names", () => {
        console.log(`Finding ${names.length} name${names.length === 1 ? "" : "s"} in ${corpusFile}…`);
        return judge(corpusFile, names, { samplesPerTopic });
      })
    : undefined;
  const judged = judgments ? describeJudged(judgments, topics) : [];
  if (options.checkPatterns) {
    if (judgments) printPatternCheck(judgments, topics, judged);
    if (nameJudgments) printNamePatternCheck(nameJudgments, names);
    return 0;
  }
  for (const j of judged) {
    if (j.grade3 + j.grade2 + j.grade1 === 0) console.log(`Warning: ${j.id} has no relevant statement.`);
  }
  if (nameJudgments) {
    for (const entry of names) {
      if (!speechesContaining(nameJudgments, entry).size)
        console.log(`Warning: no speech contains ${entry.id}.`);
    }
  }

  if (options.ref) await snapshot(options.ref);
  else measureWorkingTree();
  const paths = runPaths(options.ref);
  const dataDir = paths.dataDir;
  console.log(`Code: ${codeVersion()}`);
  const unlock = await lockDataDir(dataDir);
  try {
    const corpusImport = await time("import", () => prepareData(corpusFile, paths, options.reuseData));
    console.log("Starting the server…");
    const server = await time("server start", () =>
      startServer(dataDir, path.join(BENCH_DIR, `server-${paths.name}.log`)),
    );
    setActiveServer(server);
    try {
      const support = await probeTranslate(server.base);
      console.log(`${support.addAnswered ? "translate" : "WARNING, translate"}: ${support.summary}.`);

      const topicSets = options.sets.filter((set): set is SetName => set !== "names");
      const topicRun = judgments
        ? await measureTopics(server.base, dataDir, support, judgments, judged, topics, topicSets, time)
        : undefined;
      const nameRows = nameJudgments
        ? await time("name queries", () => measureNames(server.base, support, nameJudgments, names))
        : [];
      const nameTable = nameLanguageRows(nameRows);
      if (nameRows.length) {
        printNamesTable(names.length, nameTable);
        printNoResult(nameRows);
        printPerName(nameRows, support.addAnswered);
      }

      const total = (performance.now() - started) / 1000;
      const date = new Date().toISOString().slice(0, 10);
      // A partial run (one set, some topics) does not replace the day's full figures.
      const partial = [
        options.sets.length < 2 ? options.sets[0] : "",
        options.topicFilter ? `topics-${options.topicFilter.replace(/[^\w-]+/g, "_")}` : "",
      ].filter(Boolean);
      const out = path.join(BENCH_DIR, `${[paths.name, date, ...partial].join("-")}.json`);
      await writeFile(
        out,
        JSON.stringify(
          {
            date,
            code: codeVersion(),
            corpusFile,
            options,
            method: {
              cutoff: CUTOFF,
              ndcg: "linear gain, log2 discount (trec_eval ndcg_cut): sum of grade_i / log2(i + 1); ideal from every judged statement of the topic's set and years; mean over topics with something relevant",
              grades: `English speeches: pattern matches in title + text: 0 none, 1 below strong (default ${STRONG_MATCHES}), 2 from strong; 'requires' absent caps at 1; outside the topic's years 0. Fictional statements: as written (fictional-statements.ts).`,
              bm25: `k1 ${BM25_K1}, b ${BM25_B}, idf ln(1 + (N - df + 0.5)/(df + 0.5)), summed over the lexemes of plainto_tsquery('english', query as typed); documents to_tsvector('english', title || ' ' || body), length = positions; N, df, avgdl over the topic's statements (its years)`,
              names: `relevant: the corpus speeches whose title + text match the name's pattern (names.ts; fictional statements never). Each query over the whole corpus, translate=add (English also keep). precision@${PRECISION_CUTOFF}: relevant share of the first page (size ${PRECISION_CUTOFF}: matches, then partial matches), out of the results shown; null when nothing is shown, and the mean leaves those out. recall: relevant share found among every match (GET /api/search/export.json with the same parameters); 0 when nothing matched. No result: the page showed nothing.`,
            },
            translate: support,
            corpusImport,
            timings: { ...timings, total },
            sets: Object.fromEntries(
              Object.entries(topicRun?.sets ?? {}).map(([name, s]) => [
                name,
                { ...SETS[name as SetName], languages: s.rows, topics: s.topics },
              ]),
            ),
            queries: topicRun?.rows ?? [],
            ...(nameJudgments
              ? {
                  names: {
                    ...NAMES_SET,
                    languages: nameTable,
                    noResult: noResultPairs(nameRows),
                    entries: names.map((entry) => ({
                      id: entry.id,
                      kind: entry.kind,
                      label: entry.label,
                      speeches: speechesContaining(nameJudgments, entry).size,
                      pattern: String(entry.pattern),
                    })),
                    queries: nameRows,
                  },
                }
              : {}),
          },
          null,
          2,
        ),
      );
      console.log(
        `\nTimes: ${Object.entries({ ...timings, total })
          .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
          .join(", ")}.`,
      );
      console.log(`Figures written to ${path.relative(REPO_ROOT, out)}.`);
    } finally {
      await server.stop();
      setActiveServer(undefined);
    }
  } finally {
    await unlock();
  }
  return 0;
}

const USAGE = `Usage: npm run bench:relevance -- [--set gd2024|history|names|all] [--topics <text>] [--reuse-data] [--ref <commit>] [--check-patterns]
  --set             which judged set (default all)
  --topics          only the topics (and names) whose id or label contains this text
  --reuse-data      query the data an earlier run imported into .bench/data-relevance (the
                    fictional statements are imported again: a few seconds)
  --ref             measure this commit from a clean snapshot under .bench/ (its own data
                    directory, .bench/data-relevance-ref-<sha>) instead of the working tree
  --check-patterns  no database: print how many speeches each topic's pattern grades 2 and 1 (each
                    name's: contains), and matched passages (--samples per topic, default 2) to read
Reads CORPUS_DIR (default ../shared/data). Writes under .bench/ (git-ignored).`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      set: { type: "string", default: "all" },
      topics: { type: "string" },
      "reuse-data": { type: "boolean", default: false },
      ref: { type: "string" },
      "check-patterns": { type: "boolean", default: false },
      samples: { type: "string", default: "2" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const sets: BenchSet[] =
    values.set === "all" ? [...BENCH_SETS] : BENCH_SETS.filter((set) => set === values.set);
  if (!sets.length) {
    console.error(`--set: "${values.set}" is not ${BENCH_SETS.join(", ")} or all\n\n${USAGE}`);
    return 64;
  }
  const samples = Number(values.samples);
  if (!Number.isInteger(samples) || samples < 1) {
    console.error(`--samples: "${values.samples}" is not a positive whole number`);
    return 64;
  }
  return run({
    sets,
    topicFilter: values.topics,
    reuseData: values["reuse-data"],
    ref: values.ref,
    checkPatterns: values["check-patterns"],
    samples,
  });
}

runMain(main);
