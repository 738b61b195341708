/**
 * The report feature's public entry: other features add statements to the reader's report and
 * show whether a statement is in it. (The report page itself is the route's business.)
 */
export { type ReportItem, report, useReport } from "./report-store";
