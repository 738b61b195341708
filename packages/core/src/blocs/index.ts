export * from "./bloc-ids";
export * from "./blocs";
