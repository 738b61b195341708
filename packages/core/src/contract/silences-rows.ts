import type { MemberVoice } from "./answers";

/**
 * "Who has spoken" as rows of a spreadsheet, the one layout of the API's CSV and the page's
 * download, so that both files agree: one row per member, the API's own words for status and
 * coverage (the same in the six languages), dates at their own precision (2023, 2023-05 or
 * 2023-05-12).
 */
export const SILENCES_CSV_COLUMNS = [
  "code",
  "name",
  "status",
  "coverage",
  "statements",
  "first_date",
  "first_id",
  "last_date",
  "last_id",
  "last_before_date",
  "last_before_id",
  "statements_in_period",
] as const;

/** A dated statement as two columns: its date as the statement gives it, and its id. */
const dated = (statement: MemberVoice["first"]) => [statement?.date ?? "", statement?.id ?? ""];

export function silencesCsvRow(member: MemberVoice): string[] {
  return [
    member.code,
    member.name,
    member.status,
    member.coverage,
    String(member.statements),
    ...dated(member.first),
    ...dated(member.last),
    ...dated(member.lastBefore),
    String(member.statementsInPeriod),
  ];
}
