import { createHash } from "node:crypto";
import { tokenizeForMatching } from "@communique/core";

/**
 * What identifies a statement's text whatever its markup, spacing, case, accents, script variants,
 * dateline or sign-off: the hash of its core words (an exact copy), and a SimHash of their
 * shingles (Charikar), which keeps near copies within a few bits of each other so that they can be
 * found by an index lookup. A near copy is only a candidate: `sameStatement` decides on the texts.
 */
export interface TextFingerprint {
  /** sha256 of the core words (see `coreWords`) joined by spaces. */
  textHash: string;
  /** 64-bit SimHash as PostgreSQL's signed bigint; null for a text too short to judge by it. */
  simhash: bigint | null;
  /** The four 16-bit bands, each tagged with its number (band * 65536 + bits), for the index. */
  bands: number[] | null;
}

/** Words per shingle: enough to keep word order, few enough that one changed word changes few. */
const SHINGLE = 3;
/** Below this many words a few changed ones flip many bits: only exact copies are recognised. */
const MIN_SIMHASH_WORDS = 40;
/** A first or last paragraph this short is a dateline or a sign-off, not the statement. */
const FRAME_WORDS = 12;
/**
 * Share of the shorter text's shingles that must appear in the longer one. One changed word
 * changes three shingles: in a 60-word condolence message that names another country (a
 * different statement) 95% remain; a typo corrected in 300 words leaves 99%.
 */
const MIN_CONTAINMENT = 0.98;
/** The shorter text must be at least this share of the longer: a sentence added, not a new text. */
const MIN_LENGTH_RATIO = 0.8;

export function textFingerprint(text: string): TextFingerprint {
  const words = coreWords(text);
  const textHash = sha256(words.join(" "));
  if (words.length < MIN_SIMHASH_WORDS) return { textHash, simhash: null, bands: null };
  const simhash = simHash(shingles(words));
  return { textHash, simhash: BigInt.asIntN(64, simhash), bands: bandsOf(simhash) };
}

/** A title's key: the same title, whatever its case, accents or spacing. */
export function titleKey(title: string): string {
  return sha256(foldedWords(title).join(" "));
}

/**
 * Whether two texts of one issuer are the same statement: the same core words, or nearly all of
 * the shorter one's shingles in a text not much longer (a sentence added, a typo corrected).
 */
export function sameStatement(a: string, b: string): boolean {
  const wordsA = coreWords(a);
  const wordsB = coreWords(b);
  if (wordsA.join(" ") === wordsB.join(" ")) return true;
  const [shorter, longer] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  if (shorter.length === 0 || shorter.length / longer.length < MIN_LENGTH_RATIO) return false;
  const inLonger = new Set(shingles(longer));
  const own = new Set(shingles(shorter));
  let shared = 0;
  for (const shingle of own) if (inLonger.has(shingle)) shared++;
  return shared / own.size >= MIN_CONTAINMENT;
}

/** Differing bits between two SimHashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits++;
  }
  return bits;
}

/**
 * Folded words without the framing that changes when a statement is re-published (a short first
 * paragraph: the dateline; a short last one: the sign-off) and without numbers (dates, times).
 */
function coreWords(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map(foldedWords)
    .filter((p) => p.length > 0);
  if (paragraphs.length >= 3 && paragraphs[0]!.length <= FRAME_WORDS) paragraphs.shift();
  if (paragraphs.length >= 2 && paragraphs.at(-1)!.length <= FRAME_WORDS) paragraphs.pop();
  return paragraphs.flat().filter((word) => !/\p{N}/u.test(word));
}

/** Folded words; a Han run is split into its characters, each a word (Chinese has no spaces). */
function foldedWords(text: string): string[] {
  const words: string[] = [];
  for (const token of tokenizeForMatching(text)) {
    if (token.han) words.push(...token.folded);
    else words.push(token.folded);
  }
  return words;
}

function shingles(words: readonly string[]): string[] {
  const last = Math.max(1, words.length - SHINGLE + 1);
  const found: string[] = [];
  for (let i = 0; i < last; i++) found.push(words.slice(i, i + SHINGLE).join(" "));
  return found;
}

function simHash(features: readonly string[]): bigint {
  const weights = new Int32Array(64);
  for (const feature of features) {
    const high = murmur32(feature, 0x9747b28c);
    const low = murmur32(feature, 0x5bd1e995);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit]! += (low >>> bit) & 1 ? 1 : -1;
      weights[bit + 32]! += (high >>> bit) & 1 ? 1 : -1;
    }
  }
  let hash = 0n;
  for (let bit = 63; bit >= 0; bit--) hash = (hash << 1n) | (weights[bit]! > 0 ? 1n : 0n);
  return hash;
}

function bandsOf(simhash: bigint): number[] {
  return [0, 1, 2, 3].map((band) => band * 65536 + Number((simhash >> BigInt(band * 16)) & 0xffffn));
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** MurmurHash3 (x86, 32-bit) of a string's UTF-16 code units: fast, well mixed, seedable. */
function murmur32(text: string, seed: number): number {
  let h = seed >>> 0;
  const length = text.length;
  let i = 0;
  for (; i + 1 < length; i += 2) {
    h ^= mixK((text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16)) >>> 0);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) >>> 0;
  }
  if (i < length) h ^= mixK(text.charCodeAt(i));
  h ^= length * 2;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function mixK(k: number): number {
  let x = Math.imul(k, 0xcc9e2d51);
  x = (x << 15) | (x >>> 17);
  return Math.imul(x, 0x1b873593);
}
