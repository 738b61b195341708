export * from "./csv-terminology";
export * from "./language-tag";
export type { ParsedConcept, ParsedTerminology, TerminologyFileProblem } from "./parsed-terminology";
export * from "./read-terminology-file";
export * from "./tbx-terminology";
