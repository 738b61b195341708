/**
 * Synthetic corpus for the search benchmark: N statements in our import format, gzipped NDJSON,
 * written as a stream (memory stays flat whatever N is) and fully determined by --seed.
 *
 *   npx tsx scripts/bench/generate-corpus.ts --count 100000 --out .bench/synthetic-100k.jsonl.gz --seed 1
 *
 * Text: real English paragraphs sampled at run time from the UN General Debate Corpus
 * ($CORPUS_DIR/ungdc/ungdc_1946-2024.jsonl.gz, CORPUS_DIR defaults to ../shared/data; never copied
 * into the repository), and FICTIONAL paragraphs for ar, zh, ru, fr and es (fictional-paragraphs.ts:
 * the shared data has no running text in those languages). Each statement recombines 3 to 7
 * paragraphs of one language, is dated on a day between 2022-01-01 and 2024-12-31 and is attributed
 * to a member state.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createGunzip, createGzip } from "node:zlib";
import { COUNTRIES } from "@communique/core";
import { seededRandom } from "@communique/core/testing";
import { splitLines } from "@communique/ingest";
import { readBenchEnv } from "./bench-env";
import { FICTIONAL_PARAGRAPHS, type FictionalLanguage } from "./fictional-paragraphs";

type Language = "en" | FictionalLanguage;

/** Share of each language in the corpus (about en 60%, fr 10%, es 10%, ar 8%, ru 7%, zh 5%). */
export const LANGUAGE_MIX: readonly [Language, number][] = [
  ["en", 0.6],
  ["fr", 0.1],
  ["es", 0.1],
  ["ar", 0.08],
  ["ru", 0.07],
  ["zh", 0.05],
];

/**
 * Where a language is usually written from: a statement in that language comes from one of these
 * member states with probability LOCAL_SHARE, from any member state otherwise (English: any).
 */
const LOCAL_COUNTRIES: Partial<Record<Language, string>> = {
  ar: "DZ BH KM DJ EG IQ JO KW LB LY MR MA OM QA SA SO SD SY TN AE YE",
  zh: "CN SG",
  ru: "RU BY KZ KG TJ UZ AM AZ TM",
  fr: "FR BE CH LU MC CA HT SN CI CM ML BF NE TD BJ TG GA CG CD GN MG RW BI CF DJ KM",
  es: "ES MX AR CO PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY GQ",
};
const LOCAL_SHARE = 0.75;

const FIRST_DAY = Date.UTC(2022, 0, 1);
const DAYS = 1096; // 2022-01-01 .. 2024-12-31 inclusive
const MIN_PARAGRAPHS = 3;
const MAX_PARAGRAPHS = 7;
const TITLE_MAX = 140;

export interface GenerateOptions {
  count: number;
  out: string;
  seed: number;
  corpusFile: string;
  /** English paragraphs kept in memory (a reservoir sample of the corpus). */
  sample: number;
  /** Only speeches from this year on: vocabulary closer to today's press releases. */
  minYear: number;
  log?: (message: string) => void;
}

export interface GenerateSummary {
  count: number;
  bytes: number;
  seconds: number;
  languages: Record<string, number>;
  englishParagraphs: number;
}

/** The benchmarks' seeded generator (the same on every machine). */
export const createRandom = seededRandom;

const BROKEN_ENCODING_RE = /[\uFFFD]|Ã.|â€/;

/**
 * Reads the corpus once and keeps a uniform sample (reservoir) of its paragraphs of 200 to 1200
 * characters. Texts are split on line breaks (the corpus has one paragraph per line; blank lines
 * separate them in some texts).
 */
async function sampleEnglishParagraphs(
  file: string,
  size: number,
  minYear: number,
  random: () => number,
): Promise<string[]> {
  const reservoir: string[] = [];
  let seen = 0;
  const lines = splitLines(createReadStream(file).pipe(createGunzip()));
  for await (const line of lines) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { year?: number; text?: string };
    if (!record.text || (record.year ?? 0) < minYear) continue;
    for (const raw of record.text.split(/\n+/)) {
      const paragraph = raw.replace(/\s+/g, " ").trim();
      if (paragraph.length < 200 || paragraph.length > 1200) continue;
      if (BROKEN_ENCODING_RE.test(paragraph)) continue;
      // Whole sentences only: starts like a sentence, ends like one.
      if (!/^[\p{Lu}"“'‘(]/u.test(paragraph) || !/[.!?;:"”'’)]$/u.test(paragraph)) continue;
      seen++;
      if (reservoir.length < size) reservoir.push(paragraph);
      else {
        const j = Math.floor(random() * seen);
        if (j < size) reservoir[j] = paragraph;
      }
    }
  }
  return reservoir;
}

/** The first sentence, without its final stop, cut at a word boundary to TITLE_MAX characters. */
export function titleFrom(paragraph: string, language: Language): string {
  let sentence: string;
  if (language === "zh") {
    sentence = paragraph.split("。")[0] ?? paragraph;
  } else {
    // A stop followed by a space and a capital (or the end); "Mr. Guterres" is not an end.
    const match = /^.+?[.!?](?=\s+[\p{Lu}"“]|$)/u.exec(paragraph);
    sentence = match ? match[0] : paragraph;
    while (/\b(Mr|Mrs|Ms|Dr|St|No|Mt)\.$/.test(sentence)) {
      const rest = /^.+?[.!?](?=\s+[\p{Lu}"“]|$)/u.exec(paragraph.slice(sentence.length));
      if (!rest) break;
      sentence += rest[0];
    }
    sentence = sentence.replace(/[.!?]$/, "");
  }
  sentence = sentence.trim();
  if (sentence.length <= TITLE_MAX) return sentence;
  const cut = sentence.slice(0, TITLE_MAX - 1);
  const space = language === "zh" ? -1 : cut.lastIndexOf(" ");
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:，、،؛]+$/u, "")}…`;
}

export async function generateCorpus(options: GenerateOptions): Promise<GenerateSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const random = createRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const members = COUNTRIES.filter((c) => c.kind === "member").map((c) => c.code);
  const memberSet = new Set(members);
  const local = Object.fromEntries(
    Object.entries(LOCAL_COUNTRIES).map(([lang, codes]) => [
      lang,
      codes.split(" ").filter((c) => memberSet.has(c)),
    ]),
  ) as Partial<Record<Language, string[]>>;

  log(`Sampling English paragraphs from ${options.corpusFile}…`);
  const english = await sampleEnglishParagraphs(options.corpusFile, options.sample, options.minYear, random);
  if (english.length < 100) throw new Error(`Only ${english.length} English paragraphs found`);
  log(`${english.length} English paragraphs in memory.`);
  const paragraphs: Record<Language, readonly string[]> = { en: english, ...FICTIONAL_PARAGRAPHS };

  const cumulative: [Language, number][] = [];
  let total = 0;
  for (const [lang, share] of LANGUAGE_MIX) {
    total += share;
    cumulative.push([lang, total]);
  }
  const chooseLanguage = (): Language => {
    const r = random() * total;
    return (cumulative.find(([, edge]) => r < edge) ?? cumulative[cumulative.length - 1]!)[0];
  };

  await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
  const partial = `${options.out}.partial`;
  const gzip = createGzip({ level: 5 });
  const file = createWriteStream(partial);
  gzip.pipe(file);
  const finished = once(file, "finish");

  const languages: Record<string, number> = {};
  for (let n = 1; n <= options.count; n++) {
    const language = chooseLanguage();
    languages[language] = (languages[language] ?? 0) + 1;
    const localCodes = local[language];
    const country = localCodes?.length && random() < LOCAL_SHARE ? pick(localCodes) : pick(members);
    const date = new Date(FIRST_DAY + Math.floor(random() * DAYS) * 86_400_000).toISOString().slice(0, 10);

    // 3 to 7 distinct paragraphs, aiming at a length drawn between 2,000 and 4,000 characters
    // (paragraphs in ar and zh are short, so theirs usually get 7).
    const pool = paragraphs[language];
    const target = 2000 + random() * 2000;
    const chosen = new Set<number>();
    let length = 0;
    while (chosen.size < MAX_PARAGRAPHS && (chosen.size < MIN_PARAGRAPHS || length < target)) {
      const index = Math.floor(random() * pool.length);
      if (chosen.has(index)) continue;
      chosen.add(index);
      length += pool[index]!.length + 2;
    }
    const body = [...chosen].map((i) => pool[i]!).join("\n\n");
    const id = `bench-${n}`;
    const record = {
      id,
      country,
      title: titleFrom(pool[[...chosen][0]!]!, language),
      body,
      date,
      language,
      url: `https://bench.example/${id}`,
      source: "bench-synthetic",
    };
    if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, "drain");
    if (n % 100_000 === 0) log(`${n} statements written…`);
  }
  gzip.end();
  await finished;
  await rename(partial, options.out);
  const { size } = await stat(options.out);
  return {
    count: options.count,
    bytes: size,
    seconds: (performance.now() - started) / 1000,
    languages,
    englishParagraphs: english.length,
  };
}

/** "100000", "100k", "1m" → a number. */
export function parseCount(value: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(value.trim());
  if (!match) throw new Error(`--count: "${value}" is not a number (e.g. 100000, 100k, 1m)`);
  const factor = { "": 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as "" | "k" | "m"];
  const count = Math.round(Number(match[1]) * factor);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`--count: "${value}" is not a positive count`);
  return count;
}

export function defaultCorpusFile(): string {
  return path.join(readBenchEnv().CORPUS_DIR, "ungdc", "ungdc_1946-2024.jsonl.gz");
}

const USAGE = `Usage: npx tsx scripts/bench/generate-corpus.ts --count 100000 --out .bench/synthetic-100k.jsonl.gz [--seed 1]
  --count   number of statements (100000, 100k, 1m)
  --out     gzipped NDJSON file to write (replaced if present)
  --seed    PRNG seed (default 1): the same seed and corpus give the same file
  --sample  English paragraphs sampled from the corpus (default 20000)
  --min-year  only corpus speeches from this year on (default 1990)
Reads $CORPUS_DIR/ungdc/ungdc_1946-2024.jsonl.gz (CORPUS_DIR defaults to ../shared/data).`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: "string" },
      out: { type: "string" },
      seed: { type: "string", default: "1" },
      sample: { type: "string", default: "20000" },
      "min-year": { type: "string", default: "1990" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.count || !values.out) {
    console.log(USAGE);
    return values.help ? 0 : 64;
  }
  const corpusFile = defaultCorpusFile();
  if (!existsSync(corpusFile)) {
    console.error(`Cannot read ${corpusFile}: set CORPUS_DIR to the shared data directory.`);
    return 66;
  }
  const summary = await generateCorpus({
    count: parseCount(values.count),
    out: values.out,
    seed: Number(values.seed),
    sample: parseCount(values.sample),
    minYear: Number(values["min-year"]),
    corpusFile,
    log: (m) => console.error(m),
  });
  const mix = Object.entries(summary.languages)
    .map(([l, n]) => `${l} ${((n / summary.count) * 100).toFixed(1)}%`)
    .join(", ");
  console.log(
    `Wrote ${summary.count} statements to ${values.out} (${(summary.bytes / 1e6).toFixed(1)} MB gzipped) ` +
      `in ${summary.seconds.toFixed(1)} s; ${mix}; ${summary.englishParagraphs} English paragraphs sampled.`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
