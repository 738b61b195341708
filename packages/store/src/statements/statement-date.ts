/** A statement's date as a period (decision 001): defined in core, where the web app reads it too. */
export {
  type DatePrecision,
  formatStatementDate,
  parseStatementDate,
  type StatementDate,
} from "@communique/core";
