import type { HealthChange, HealthFlag } from "@communique/store";

/** The flag column of `sources list`: empty for a source with nothing to repair. */
export const FLAG_LABELS: Record<HealthFlag, string> = {
  failing: "failing",
  "script-errors": "scripts throw",
  "selectors-broken": "selectors stopped matching",
  stale: "stale",
  ok: "",
  "not-crawled": "",
  disabled: "",
};

/** Days as a person says them: "1 day", "3 days", "1.5 days". */
export function days(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const runs = (n: number) => `${n} ${n === 1 ? "run" : "runs"}`;

/** What changed, in one English line an operator reads in a terminal. */
export function describeChange(change: HealthChange): string {
  switch (change.kind) {
    case "failing": {
      const what = change.httpStatus ? `HTTP ${change.httpStatus}` : change.reason;
      return `${what} since ${day(change.since)} (${runs(change.runs)})`;
    }
    case "script-errors":
      return `its pages' scripts threw in the run of ${day(change.on)}: ${change.errors.join("; ")}`;
    case "items-fell":
      return `entries per run fell from ${change.from} to 0 on ${day(change.on)} (${runs(change.runs)} since)`;
    case "never-found":
      return `no entry found in any run since ${day(change.since)} (${runs(change.runs)})`;
    case "silent":
      return (
        `no new statement for ${days(change.days)} (newest ${change.newest}); ` +
        `usually one every ${days(change.usualGapDays)}`
      );
  }
}
