/**
 * The worker thread of report-docx-worker.ts: packs one report as DOCX and sends the bytes back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderReportDocx } from "./report-docx";
import type { Report } from "./report-model";

const bytes = await renderReportDocx(workerData as Report);
parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
