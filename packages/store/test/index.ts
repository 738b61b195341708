/**
 * @communique/store/testing: what other packages' tests (and the benchmarks) use of the store's
 * test set-up: a fresh migrated database per test file, the fictional fixtures, and a look at the
 * postmaster an embedded cluster left running.
 */
export { startEmbeddedCluster } from "../src/db/embedded-cluster";
export { readRunningPostmaster } from "../src/db/postmaster-pid";
export * from "./fictional-analytics";
export * from "./fictional-bulk";
export * from "./fictional-coverage";
export * from "./fictional-groups";
export * from "./fictional-health";
export * from "./fictional-orchard";
export * from "./fictional-statements";
export * from "./shared-test-database";
export * from "./test-database";
