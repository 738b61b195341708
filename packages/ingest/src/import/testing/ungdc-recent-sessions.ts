import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { type SharedTestDatabase, sharedTestDatabase } from "@communique/store/testing";
import { type ImportSummary, importFile } from "../import-file";
import { splitLines } from "../ndjson-lines";

/** The first session of the slice: 2015–2024, ten sessions of the General Debate. */
export const FIRST_YEAR = 2015;
/** Paris Agreement, singular or plural, with any punctuation or white space between the words. */
export const PARIS_AGREEMENT = /\bparis\W+agreements?\b/i;

/** What can be known of the slice without our code, counted straight from its lines. */
export interface CorpusFacts {
  lines: number;
  /** Statements per "ISO2 year" (null ISO2 for the EU), as [key, count] pairs. */
  perCountryYear: [string, number][];
  /** Statements whose text matches PARIS_AGREEMENT, in all and per year. */
  parisAgreement: number;
  parisAgreementPerYear: [number, number][];
  /** Each speech's lines, as the corpus writes them (see SpeechLines). */
  speeches: SpeechLines[];
}

/**
 * [id, non-empty lines, short-lined (its median line is under 90 characters), every line starts
 * a sentence (a capital, a digit, a quotation mark or "#"), the hash of its letters and digits in order].
 */
export type SpeechLines = [string, number, boolean, boolean, string];

/** SHA-256 of a text's letters and digits, in order: what no reflowing of its lines may change. */
export function lettersHash(text: string): string {
  return createHash("sha256")
    .update(text.replace(/[^\p{L}\p{N}]/gu, ""))
    .digest("hex");
}

function speechLines(id: string, text: string): SpeechLines {
  const lines = text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  const median = lengths[Math.floor((lengths.length - 1) / 2)] ?? 0;
  return [
    id,
    lines.length,
    lines.length >= 8 && median < 90,
    lines.every((line) => /^[\p{Lu}\p{N}"“‘'#(]/u.test(line)),
    lettersHash(text),
  ];
}

export interface RecentSessions {
  facts: CorpusFacts;
  /** What the import of the slice said. */
  summary: ImportSummary;
}

/**
 * The real UN General Debate Corpus, sessions 2015–2024, imported once per test run into a
 * database shared read-only by every test file that asks (`corpusDir`: CORPUS_DIR).
 */
export function ungdcRecentSessions(corpusDir: string): Promise<SharedTestDatabase<RecentSessions>> {
  return sharedTestDatabase(`ungdc_${FIRST_YEAR}_2024`, async (pool) => {
    const dir = await mkdtemp(path.join(tmpdir(), "communique-ungdc-test-"));
    try {
      const file = path.join(dir, `ungdc-${FIRST_YEAR}-2024.jsonl.gz`);
      const facts = await extractRecentSessions(
        path.join(corpusDir, "ungdc", "ungdc_1946-2024.jsonl.gz"),
        file,
      );
      const summary = await importFile(pool, file);
      return { facts, summary };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

/** Copies the lines with year ≥ FIRST_YEAR to `target` (gzipped) and counts facts on the way. */
async function extractRecentSessions(source: string, target: string): Promise<CorpusFacts> {
  let lines = 0;
  let parisAgreement = 0;
  const perCountryYear = new Map<string, number>();
  const parisAgreementPerYear = new Map<number, number>();
  const speeches: SpeechLines[] = [];
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(target));
  for await (const line of splitLines(createReadStream(source).pipe(createGunzip()))) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { id: string; iso2: string | null; year: number; text: string };
    if (record.year < FIRST_YEAR) continue;
    lines++;
    speeches.push(speechLines(record.id, record.text));
    const key = `${record.iso2} ${record.year}`;
    perCountryYear.set(key, (perCountryYear.get(key) ?? 0) + 1);
    if (PARIS_AGREEMENT.test(record.text)) {
      parisAgreement++;
      parisAgreementPerYear.set(record.year, (parisAgreementPerYear.get(record.year) ?? 0) + 1);
    }
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await written;
  return {
    lines,
    perCountryYear: [...perCountryYear],
    parisAgreement,
    parisAgreementPerYear: [...parisAgreementPerYear],
    speeches,
  };
}
