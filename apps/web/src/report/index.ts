/**
 * The report feature's public entry: other features add statements to the reader's report and
 * show whether a statement is in it; the app layer gives the header its size. (The report page
 * itself is the route's business.)
 */
export { ReportCountProvider } from "./report-count-provider";
export { type ReportItem, report, useReport } from "./report-store";
