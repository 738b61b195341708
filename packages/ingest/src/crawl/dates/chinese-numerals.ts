const DIGITS: Record<string, number> = {
  〇: 0,
  "○": 0,
  零: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Characters a Chinese date may spell its numbers with ("○" is a common stand-in for "〇"). */
export const CHINESE_NUMERAL_CHARS = "〇○零一二三四五六七八九十廿卅";

/**
 * The value of a year, month or day written in Chinese numerals. Years are spelled digit by
 * digit ("二〇二一" = 2021); months and days positionally ("十二" = 12, "二十一" = 21, and the
 * old "廿一" = 21, "卅" = 30). ASCII digits pass through. NaN when it is not a number.
 */
export function chineseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const tens = /^([一二三])?十(.)?$/u.exec(text);
  if (tens) return (tens[1] ? DIGITS[tens[1]]! : 1) * 10 + digit(tens[2] ?? "〇");
  const old = /^([廿卅])(.)?$/u.exec(text);
  if (old) return (old[1] === "廿" ? 20 : 30) + digit(old[2] ?? "〇");
  let value = 0;
  for (const char of text) value = value * 10 + digit(char);
  return value;
}

function digit(char: string): number {
  return DIGITS[char] ?? Number.NaN;
}
