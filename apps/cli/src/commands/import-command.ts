import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { DatabaseFailedError, type ImportProgress, importFile } from "@communique/ingest/import";
import {
  flushPendingIndexEntries,
  openDatabase,
  readStoreEnv,
  refreshSearchStatistics,
  syncCountries,
} from "@communique/store";
import type { CliIo } from "../io";
import { IMPORT_USAGE } from "./usage";

export async function runImport(args: string[], options: { source?: string }, io: CliIo): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    io.err(IMPORT_USAGE);
    return 64;
  }
  try {
    await access(file, constants.R_OK);
    if ((await stat(file)).isDirectory()) throw new Error("a directory");
  } catch {
    io.err(`Cannot read ${file}: no such file, a directory, or no permission to read it.`);
    return 66;
  }
  const db = await openDatabase(readStoreEnv(io.env), { log: (m) => io.err(m), bulkWritesWhenAlone: true });
  let databaseFailed = false;
  if (db.embedded?.adopted) io.err("Using the database of the Communiqué already running on this DATA_DIR.");
  else if (db.bulkWrites)
    io.err("The database is this import's alone: new index entries are merged in larger batches.");
  try {
    await syncCountries(db.pool);
    const progress = terminalProgress(io);
    const started = performance.now();
    let written: ImportProgress | undefined;
    let summary: Awaited<ReturnType<typeof importFile>>;
    try {
      summary = await importFile(db.pool, file, {
        ...(options.source ? { source: options.source } : {}),
        onProgress: (p) => {
          written = p;
          progress.update(p);
        },
        onRejected: ({ line, reason }) => progress.print(`line ${line}: ${reason}`),
      });
    } catch (error) {
      progress.done();
      if (!(error instanceof DatabaseFailedError)) throw error;
      databaseFailed = true;
      // The database failed (not a line): said once, with what was kept.
      const kept = written ? written.added + written.updated + written.unchanged : 0;
      io.err(
        `The import stopped: the database failed (${(error as Error).message}). ` +
          `${kept} statements were written before it, up to about line ${written?.lines ?? 0}; ` +
          "run the same command again once the database is back: what is written stays, unchanged.",
      );
      return 75;
    }
    progress.done();
    const wrote = summary.added + summary.updated > 0;
    // Timed to the end of the flush: entries left in the GIN pending lists are index work not yet
    // done. The statistics refresh after it is not import work (7 s at 1M statements, any batch).
    if (wrote) await flushPendingIndexEntries(db.pool);
    const seconds = (performance.now() - started) / 1000;
    if (wrote) await refreshSearchStatistics(db.pool);
    const rate = Math.round((summary.added + summary.updated + summary.unchanged) / Math.max(seconds, 0.001));
    io.out(
      `Imported ${file} in ${seconds.toFixed(1)} s (${rate} statements/s): ` +
        `${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected.`,
    );
    // maxRSS is in kilobytes: shows that memory stays flat however large the file.
    io.out(`Peak memory: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
    return summary.rejected > 0 ? 2 : 0;
  } finally {
    // After a failure of the database, closing it fails too: that was said already.
    await db.close().catch((error: unknown) => {
      if (!databaseFailed) io.err(`Could not close the database: ${(error as Error).message}`);
    });
  }
}

/** A single self-rewriting line on a terminal; nothing on a pipe or in CI, where logs stay clean. */
function terminalProgress(io: CliIo) {
  const tty = io.stderrIsTTY;
  let last = 0;
  let shown = false;
  const clear = () => {
    if (shown) io.progress("\r\x1b[K");
    shown = false;
  };
  return {
    update(p: ImportProgress) {
      const now = Date.now();
      if (!tty || now - last < 200) return;
      last = now;
      const percent = p.bytesTotal ? Math.min(100, Math.round((p.bytesRead / p.bytesTotal) * 100)) : 0;
      clear();
      io.progress(
        `${percent}%  line ${p.lines}: ${p.added} added, ${p.updated} updated, ${p.unchanged} unchanged, ${p.rejected} rejected`,
      );
      shown = true;
    },
    print(message: string) {
      clear();
      io.err(message);
    },
    done: clear,
  };
}
