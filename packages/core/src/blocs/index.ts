export * from "./blocs";
