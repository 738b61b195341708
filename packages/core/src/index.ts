export * from "./languages";
