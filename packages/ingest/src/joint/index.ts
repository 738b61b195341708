export * from "./joint-statement";
