export * from "./read-blocs";
