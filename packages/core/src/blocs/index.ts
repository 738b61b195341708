export * from "./bloc-ids";
export * from "./bloc-timeline";
export * from "./blocs";
