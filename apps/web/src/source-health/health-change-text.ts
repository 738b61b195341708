import type { HealthChangeAnswer } from "@communique/core/contract";
import type { Formatters } from "../i18n/format";
import type { Translate } from "../i18n/translate";

/** What changed, in the interface's language: the API gives facts, never a sentence. */
export function healthChangeText(change: HealthChangeAnswer, t: Translate, format: Formatters): string {
  const day = (iso: string) => format.date(iso.slice(0, 10));
  switch (change.kind) {
    case "failing":
      return change.httpStatus
        ? t("sourceHealth.change.http", {
            status: change.httpStatus,
            date: day(change.since),
            count: change.runs,
          })
        : t("sourceHealth.change.failing", {
            reason: change.reason,
            date: day(change.since),
            count: change.runs,
          });
    case "script-errors":
      return t("sourceHealth.change.scriptErrors", {
        date: day(change.on),
        errors: change.errors.join("; "),
      });
    case "items-fell":
      return t("sourceHealth.change.itemsFell", {
        from: format.number(change.from),
        date: day(change.on),
        count: change.runs,
      });
    case "never-found":
      return t("sourceHealth.change.neverFound", { date: day(change.since), count: change.runs });
    case "silent":
      return t("sourceHealth.change.silentAndUsual", {
        silent: t("sourceHealth.change.silent", { count: change.days, date: day(change.newest) }),
        usual: t("sourceHealth.change.usual", { count: change.usualGapDays }),
      });
  }
}
