import { describe, expect, it } from "vitest";
import { chineseNumber } from "./chinese-numerals";
import { parsePublishedDate } from "./parse-published-date";

const NOW = new Date("2025-06-01T12:00:00Z");

function read(text: string): string {
  const result = parsePublishedDate(text, { now: NOW, language: "zh" });
  return result.ok ? result.date.value : result.reason;
}

describe("Chinese dates", () => {
  it.each([
    ["2021年1月12日", "2021-01-12"],
    ["2021年01月12日", "2021-01-12"],
    ["2021 年 1 月 12 日", "2021-01-12"],
    ["２０２１年１月１２日", "2021-01-12"],
    ["2021年1月12号", "2021-01-12"],
    ["二〇二一年一月十二日", "2021-01-12"],
    ["二〇二〇年十二月三十一日", "2020-12-31"],
    ["二零二一年三月二十日", "2021-03-20"],
    ["二〇二一年十月一日", "2021-10-01"],
    ["二○二一年十一月廿一日", "2021-11-21"],
    ["发布时间：2021年1月12日 09:30", "2021-01-12"],
    ["2021年1月12日（星期二）", "2021-01-12"],
    ["2021-01-12", "2021-01-12"],
    ["2021/1/12", "2021-01-12"],
    ["2021.01.12", "2021-01-12"],
    ["2021年1月", "2021-01"],
    ["二〇二一年一月", "2021-01"],
    ["2021年", "2021"],
    ["2021年2月30日", "invalid"],
    ["2021年13月", "invalid"],
    // A fiscal or reporting year is not a publication date.
    ["2021年度报告", "not-found"],
  ])("%s -> %s", (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it("prefers the full date to a year heading before it", () => {
    expect(read("2021年工作回顾。发布日期：2021年3月5日")).toBe("2021-03-05");
  });
});

describe("chineseNumber", () => {
  it.each([
    ["12", 12],
    ["十", 10],
    ["十二", 12],
    ["二十", 20],
    ["二十一", 21],
    ["三十一", 31],
    ["廿一", 21],
    ["卅", 30],
    ["一〇", 10],
    ["二〇二一", 2021],
    ["二零二一", 2021],
  ])("%s = %d", (text, value) => {
    expect(chineseNumber(text)).toBe(value);
  });

  it("is NaN for what is not a number", () => {
    expect(chineseNumber("百")).toBeNaN();
    expect(chineseNumber("四十")).toBeNaN();
  });
});
