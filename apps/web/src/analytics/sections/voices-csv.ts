import type { MemberVoice } from "@communique/core/contract";
import { csvDocument } from "../../files/csv";

/** The columns of the API's own CSV (GET /api/analytics/silences.csv), so that both files agree. */
const COLUMNS = [
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
];

/** A dated statement as two columns: its date as the statement gives it, and its id. */
const dated = (statement: MemberVoice["first"]) => [statement?.date ?? "", statement?.id ?? ""];

/**
 * "Who has spoken" as a spreadsheet: one row per member, in the table's order, with the API's own
 * words for status and coverage (the same in the six languages) and the dates at their own
 * precision (2023, 2023-05 or 2023-05-12).
 */
export function voicesCsv(members: readonly MemberVoice[]): string {
  return csvDocument([
    COLUMNS,
    ...members.map((member) => [
      member.code,
      member.name,
      member.status,
      member.coverage,
      String(member.statements),
      ...dated(member.first),
      ...dated(member.last),
      ...dated(member.lastBefore),
      String(member.statementsInPeriod),
    ]),
  ]);
}
