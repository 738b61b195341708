import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { seededRandom } from "@communique/core/testing";
import { MINISTRIES } from "./content/ministries";
import type { FixtureStatement } from "./content/ministry-content";
import { addDays, arabicIndic } from "./written-dates";

/**
 * Scale mode's statements, made on demand from a number and a seed: statement n is in language
 * n mod 6, dated backwards from the newest, with a numbered title and three paragraphs of
 * sentences drawn from that ministry's fictional texts. Drawing sentences rather than whole
 * paragraphs keeps any two statements far apart for the crawler's near-duplicate detection.
 */

export interface ScaleSettings {
  statements: number;
  seed: number;
}

const NEWEST = "2024-06-30";

const TITLES: Record<LanguageCode, (n: number, topic: string) => string> = {
  ar: (n, topic) => `بيان رقم ${arabicIndic(String(n))}: ${topic}`,
  zh: (n, topic) => `第${n}号声明：${topic}`,
  en: (n, topic) => `Statement No. ${n}: ${topic}`,
  fr: (n, topic) => `Communiqué n° ${n} : ${topic}`,
  ru: (n, topic) => `Заявление № ${n}: ${topic}`,
  es: (n, topic) => `Comunicado n.º ${n}: ${topic}`,
};

interface Pool {
  titles: string[];
  sentences: string[];
}

const pools = new Map<LanguageCode, Pool>();

function poolOf(language: LanguageCode): Pool {
  const cached = pools.get(language);
  if (cached) return cached;
  const content = MINISTRIES[language];
  const texts = [...content.statements, ...content.documents];
  const split = language === "zh" ? /(?<=。)/ : /(?<=[.!?])\s+/;
  const pool = {
    titles: [...new Set(texts.map((s) => s.title))],
    sentences: [...new Set(texts.flatMap((s) => s.paragraphs.flatMap((p) => p.split(split))))].filter(
      Boolean,
    ),
  };
  pools.set(language, pool);
  return pool;
}

export function scaleLanguage(n: number): LanguageCode {
  return LANGUAGE_CODES[n % LANGUAGE_CODES.length] as LanguageCode;
}

/** How many of the `total` statements are in `language`. */
export function scaleCount(total: number, language: LanguageCode): number {
  const index = LANGUAGE_CODES.indexOf(language);
  return Math.max(0, Math.ceil((total - index) / LANGUAGE_CODES.length));
}

/** The j-th newest statement of `language` (0-based) is statement number... */
export function scaleNumber(language: LanguageCode, j: number): number {
  return j * LANGUAGE_CODES.length + LANGUAGE_CODES.indexOf(language);
}

export function scaleStatement(n: number, settings: ScaleSettings): FixtureStatement {
  const language = scaleLanguage(n);
  const pool = poolOf(language);
  const random = seededRandom(hash(settings.seed, n));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const unused = [...pool.sentences];
  const paragraphs = [3, 3, 2].map((count) => {
    const sentences = Array.from(
      { length: count },
      () => unused.splice(Math.floor(random() * unused.length), 1)[0],
    );
    return sentences.join(language === "zh" ? "" : " ");
  });
  // Up to 40 years back whatever the size, so every date stays a real, past one.
  const perDay = Math.max(4, Math.ceil(settings.statements / 14_600));
  return {
    slug: String(n),
    language,
    title: TITLES[language](n, pick(pool.titles)),
    date: addDays(NEWEST, -Math.floor(n / perDay)),
    paragraphs,
  };
}

function hash(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}
