export * from "./diplomatic-pulse/check-saved-pages";
export * from "./diplomatic-pulse/import-dp-config";
export * from "./diplomatic-pulse/saved-pages";
export * from "./repository-sources";
export * from "./source-file";
export * from "./sync-repository-sources";
