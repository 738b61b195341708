import { Worker } from "node:worker_threads";
import type { Briefing } from "./briefing-model";
import type { Report } from "./report-model";

/** What the worker packs: a reader's report, or a briefing note (issue 37). */
export type DocxJob = { kind: "report"; model: Report } | { kind: "briefing"; model: Briefing };

let running = 0;

/** Workers packing a report now (tests: none is left behind by a client that has gone). */
export const docxWorkersRunning = () => running;

/**
 * A report as DOCX, packed in a worker thread. docx packs synchronously (it writes every part's
 * XML, then zips it: 1.4 s for 200 General Debate speeches), so in the server's thread the
 * packing held every other request, and went on after its client had gone. A worker is stopped
 * (terminated) when the client goes, and the answer waits for it to be gone.
 */
export function renderReportDocxInWorker(report: Report, signal: AbortSignal): Promise<Buffer> {
  return renderDocxInWorker({ kind: "report", model: report }, signal);
}

/** A briefing note as DOCX, packed in a worker thread as a report is. */
export function renderBriefingDocxInWorker(briefing: Briefing, signal: AbortSignal): Promise<Buffer> {
  return renderDocxInWorker({ kind: "briefing", model: briefing }, signal);
}

function renderDocxInWorker(job: DocxJob, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    // tsx loads the worker's TypeScript, as it loads the server's (npm start, the tests).
    const worker = new Worker(new URL("./docx-worker.ts", import.meta.url), {
      workerData: job,
      execArgv: ["--import", "tsx"],
    });
    running++;
    let outcome: { bytes: Buffer } | { error: unknown } | undefined;
    const stop = () => {
      outcome ??= { error: signal.reason };
      void worker.terminate();
    };
    signal.addEventListener("abort", stop, { once: true });
    worker.once("message", (bytes: Uint8Array) => {
      outcome ??= { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    });
    worker.once("error", (error) => {
      outcome ??= { error };
    });
    worker.once("exit", (code) => {
      running--;
      signal.removeEventListener("abort", stop);
      if (outcome && "bytes" in outcome) resolve(outcome.bytes);
      else reject(outcome?.error ?? new Error(`The DOCX worker stopped with code ${code}`));
    });
  });
}
