/**
 * The worker thread of report-docx-worker.ts: packs one report or briefing note as DOCX and sends
 * the bytes back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderBriefingDocx } from "./briefing-docx";
import { renderReportDocx } from "./report-docx";
import type { DocxJob } from "./report-docx-worker";

const job = workerData as DocxJob;
const bytes = await (job.kind === "briefing" ? renderBriefingDocx(job.model) : renderReportDocx(job.model));
parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
