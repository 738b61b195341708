/**
 * The statements feature's public entry: the actions on a statement (view, download, print,
 * copy link, report), shown wherever a statement appears. Nothing server-only belongs here:
 * browser code imports this file.
 */

export { JointDetails, JointLine } from "./joint-signatories";
export { VersionsLine } from "./language-versions";
export { StatementActions, type StatementSummary } from "./statement-actions";
