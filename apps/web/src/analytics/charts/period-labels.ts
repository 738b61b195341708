import type { Interval } from "@communique/core/vocabulary";
import type { Translate } from "../../i18n/translate";

export type { Interval };

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Names of a timeline's periods in the interface language: short ones for an axis, long ones for
 * tooltips, tables and files. Formatters are built once per locale.
 */
export function periodLabels(locale: string, t: Translate) {
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const monthLong = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const dayLong = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const year = new Intl.DateTimeFormat(locale, { year: "numeric", timeZone: "UTC" });
  return {
    short(start: string, interval: Interval): string {
      if (interval === "year") return year.format(utc(start));
      if (interval === "month") return month.format(utc(start));
      return day.format(utc(start));
    },
    long(start: string, end: string, interval: Interval): string {
      if (interval === "year") return year.format(utc(start));
      if (interval === "month") return monthLong.format(utc(start));
      if (interval === "week")
        return t("charts.weekRange", { from: day.format(utc(start)), to: day.format(utc(end)) });
      return dayLong.format(utc(start));
    },
  };
}
