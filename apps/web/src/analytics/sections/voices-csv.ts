import { type MemberVoice, SILENCES_CSV_COLUMNS, silencesCsvRow } from "@communique/core/contract";
import { csvDocument } from "../../files/csv";

/** "Who has spoken" as a spreadsheet, in the table's order: the API's own CSV layout (silencesCsvRow). */
export function voicesCsv(members: readonly MemberVoice[]): string {
  return csvDocument([SILENCES_CSV_COLUMNS, ...members.map(silencesCsvRow)]);
}
