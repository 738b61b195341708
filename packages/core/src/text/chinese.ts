/**
 * Chinese text helpers: Traditional → Simplified conversion (OpenCC) and word segmentation
 * (ICU dictionary segmenter via Intl.Segmenter), so that PostgreSQL's 'simple' configuration can
 * index Chinese as space-separated words, and Traditional queries find Simplified statements.
 *
 * Both tools are called on batches of Han runs joined by "\n" rather than run by run or on the
 * whole text: Intl.Segmenter has a high fixed cost per call yet slows down on long inputs, and
 * OpenCC has a per-call overhead too. Neither lets a word or phrase cross a line break, so the
 * batch gives exactly the per-run results.
 */
import { Converter } from "opencc-js/t2cn";

type ConverterFunction = (text: string) => string;

/** A run of Han characters, with any combining marks (e.g. ideographic variation selectors). */
const HAN_RUN_RE = /\p{Script=Han}[\p{Script=Han}\p{M}]*/gu;
const HAN_RE = /\p{Script=Han}/u;
const WORD_CHAR_RE = /^[\p{L}\p{N}]/u;
/** Joins runs inside a batch; never part of a Han run, never inside a word or an OpenCC phrase. */
const SEPARATOR = "\n";
/** Approximate batch size in UTF-16 code units (measured sweet spot: ~100–400). */
const BATCH_LENGTH = 256;

let converter: ConverterFunction | undefined;
let segmenter: Intl.Segmenter | undefined;

/**
 * OpenCC's Hong Kong → mainland converter: the generic Traditional → Simplified tables plus
 * the reverse Hong Kong variant table (e.g. 衞 → 卫, 敍 → 叙, which the generic `t` preset
 * leaves untouched). Unlike the Taiwan preset it never alters Simplified characters (`tw` maps
 * 么 → 幺), which matters because every text, Simplified or not, goes through it.
 */
function getConverter(): ConverterFunction {
  converter ??= Converter({ from: "hk", to: "cn" });
  return converter;
}

function getSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  return segmenter;
}

/** Whether `text` contains at least one Han character. */
export function hasHan(text: string): boolean {
  return HAN_RE.test(text);
}

/** Split `runs` into consecutive batches of about BATCH_LENGTH code units. */
function* batches(runs: readonly string[]): Generator<readonly string[]> {
  let start = 0;
  while (start < runs.length) {
    let end = start;
    let length = 0;
    do {
      length += runs[end]!.length + 1;
      end++;
    } while (end < runs.length && length + runs[end]!.length <= BATCH_LENGTH);
    yield runs.slice(start, end);
    start = end;
  }
}

/** Traditional → Simplified for each Han run (same order and count as `runs`). */
export function simplifyHanRuns(runs: readonly string[]): string[] {
  const convert = getConverter();
  const result: string[] = [];
  for (const batch of batches(runs)) {
    const converted = convert(batch.join(SEPARATOR)).split(SEPARATOR);
    if (converted.length === batch.length) result.push(...converted);
    else for (const run of batch) result.push(convert(run));
  }
  return result;
}

function segmentOne(run: string): string[] {
  const words: string[] = [];
  for (const { segment } of getSegmenter().segment(run)) words.push(segment);
  return words;
}

/** The words of each Han run, as found by the ICU word segmenter (same order and count as `runs`). */
export function segmentHanRuns(runs: readonly string[]): string[][] {
  const result: string[][] = [];
  for (const batch of batches(runs)) {
    const perRun: string[][] = [];
    let words: string[] = [];
    for (const { segment } of getSegmenter().segment(batch.join(SEPARATOR))) {
      if (segment === SEPARATOR) {
        perRun.push(words);
        words = [];
      } else {
        words.push(segment);
      }
    }
    perRun.push(words);
    if (perRun.length === batch.length) result.push(...perRun);
    else for (const run of batch) result.push(segmentOne(run));
  }
  return result;
}

/** Han runs of `text` with their offsets. */
export function findHanRuns(text: string): { runs: string[]; starts: number[] } {
  const runs: string[] = [];
  const starts: number[] = [];
  for (const match of text.matchAll(HAN_RUN_RE)) {
    runs.push(match[0]);
    starts.push(match.index);
  }
  return { runs, starts };
}

/**
 * Convert Traditional Chinese characters and phrases to Simplified. Only runs of Han characters
 * are passed to the converter (its dictionaries only contain Han characters), so other text is
 * returned unchanged and cheaply.
 */
export function toSimplified(text: string): string {
  if (!HAN_RE.test(text)) return text;
  const { runs, starts } = findHanRuns(text);
  return rebuild(text, runs, starts, simplifyHanRuns(runs), false);
}

function isWordCharBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const code = text.charCodeAt(index - 1);
  const start = code >= 0xdc00 && code <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return WORD_CHAR_RE.test(text.slice(start, index));
}

function isWordCharAt(text: string, index: number): boolean {
  return index < text.length && WORD_CHAR_RE.test(text.slice(index, index + 2));
}

/**
 * Replace each run of `text` (at `starts`) with its replacement; with `pad`, also put a space
 * between a replaced run and a directly adjacent letter or digit.
 */
function rebuild(
  text: string,
  runs: readonly string[],
  starts: readonly number[],
  replacements: readonly string[],
  pad: boolean,
): string {
  const parts: string[] = [];
  let last = 0;
  for (let i = 0; i < runs.length; i++) {
    const start = starts[i]!;
    const end = start + runs[i]!.length;
    parts.push(text.slice(last, start));
    if (pad && isWordCharBefore(text, start)) parts.push(" ");
    parts.push(replacements[i]!);
    if (pad && isWordCharAt(text, end)) parts.push(" ");
    last = end;
  }
  parts.push(text.slice(last));
  return parts.join("");
}

function segmentText(text: string, simplify: boolean): string {
  if (!HAN_RE.test(text)) return text;
  const { runs, starts } = findHanRuns(text);
  const words = segmentHanRuns(simplify ? simplifyHanRuns(runs) : runs);
  return rebuild(
    text,
    runs,
    starts,
    words.map((w) => w.join(" ")),
    true,
  );
}

/**
 * Insert single spaces between the words of every run of Han characters, e.g.
 * "联合国安理会呼吁立即停火" → "联合 国 安理会 呼吁 立即 停火". Non-Han characters are kept as they
 * are; a space is also inserted between a Han run and a directly adjacent letter or digit
 * ("2024年" → "2024 年"), so that PostgreSQL's parser does not glue them into one token.
 */
export function segmentChinese(text: string): string {
  return segmentText(text, false);
}

/** `segmentChinese(toSimplified(text))`, sharing the work of finding the Han runs. */
export function simplifyAndSegmentChinese(text: string): string {
  return segmentText(text, true);
}
