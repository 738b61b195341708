/** What the timings reporter writes after a test run and `npm run test:timings` reads. */
export interface FileTiming {
  /** Relative to the repository root. */
  file: string;
  /** Importing the test file and what it imports, and collecting its tests. */
  importMs: number;
  /** Its tests and hooks. */
  testsMs: number;
  tests: number;
  state: string;
}

export interface TimingsRecord {
  finishedAt: string;
  wallMs: number;
  workers: number;
  files: FileTiming[];
}

/** Where the last run's timings are kept (git ignores .tmp/). */
export const TIMINGS_FILE = ".tmp/test-timings.json";
