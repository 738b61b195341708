export * from "./diplomatic-pulse/import-dp-config";
export * from "./repository-sources";
export * from "./source-file";
export * from "./sync-repository-sources";
