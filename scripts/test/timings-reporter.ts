import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { type FileTiming, TIMINGS_FILE, type TimingsRecord } from "./timings-record";

/**
 * A Vitest reporter that records, after every run, how long each test file took (importing it,
 * then its tests and hooks), for `npm run test:timings`. It prints nothing itself.
 */
export default class TimingsReporter implements Reporter {
  private vitest: Vitest | undefined;
  private started = performance.now();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const root = this.vitest?.config.root ?? process.cwd();
    const files: FileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: path.relative(root, module.moduleId),
        importMs: Math.round(
          diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration,
        ),
        testsMs: Math.round(diagnostic.duration),
        tests: [...module.children.allTests()].length,
        state: module.state(),
      };
    });
    const record: TimingsRecord = {
      finishedAt: new Date().toISOString(),
      wallMs: Math.round(performance.now() - this.started),
      workers: this.vitest?.config.maxWorkers ?? 0,
      files,
    };
    const out = path.join(root, TIMINGS_FILE);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(record, null, 1)}\n`);
  }
}
