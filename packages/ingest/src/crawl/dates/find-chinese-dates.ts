import { CHINESE_NUMERAL_CHARS, chineseNumber } from "./chinese-numerals";
import type { DateCandidate, DateFinder } from "./date-candidate";

const N = `[${CHINESE_NUMERAL_CHARS}]`;
const YEAR = String.raw`(?<!\d)(?<year>\d{4}|${N}{4})\s*年`;
const MONTH = String.raw`\s*(?<month>\d{1,2}|${N}{1,2})\s*月`;
const DAY = String.raw`\s*(?<day>\d{1,2}|${N}{1,3})\s*[日号號]`;

// 2021年1月12日, 2021 年 01 月 12 日, 二〇二一年一月十二日, 2021年1月, 二〇二一年. A year alone is
// taken only when no month follows, and never as "2021年度" (a fiscal or reporting year).
const CHINESE_DATE = new RegExp(`${YEAR}(?:${MONTH}(?:${DAY})?|(?!\\s*(?:\\d|${N}|度)))`, "gu");

export const findChineseDates: DateFinder = (folded) => {
  const found: DateCandidate[] = [];
  for (const match of folded.matchAll(CHINESE_DATE)) {
    const { year, month, day } = match.groups!;
    const parts = {
      year: chineseNumber(year!),
      ...(month === undefined ? {} : { month: chineseNumber(month) }),
      ...(day === undefined ? {} : { day: chineseNumber(day) }),
    };
    const numbers = Object.values(parts);
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      form: "chinese",
      ...parts,
      ...(numbers.some(Number.isNaN) ? { problem: "invalid" as const } : {}),
    });
  }
  return found;
};
