import { stat } from "node:fs/promises";
import {
  linkImportedVersions,
  type Queryable,
  type StatementInput,
  type WriteCounts,
  writeStatements,
} from "@communique/store";
import { readLines } from "./ndjson-lines";
import { toStatement } from "./to-statement";

export interface RejectedLine {
  line: number;
  reason: string;
}

export interface ImportSummary extends WriteCounts {
  lines: number;
  rejected: number;
  /** The first rejections, with line numbers; all are counted in `rejected`. */
  rejections: RejectedLine[];
  /** Statements written that were linked with a version in another language (decision 033). */
  versionsLinked: number;
  seconds: number;
}

export interface ImportProgress extends WriteCounts {
  lines: number;
  rejected: number;
  bytesRead: number;
  bytesTotal: number;
}

export interface ImportOptions {
  source?: string;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  onRejected?: (rejected: RejectedLine) => void;
  now?: Date;
}

const MAX_KEPT_REJECTIONS = 1000;
/** Two batches in flight: Node prepares the next while PostgreSQL indexes the last (2 cores). */
const MAX_IN_FLIGHT = 2;

/**
 * Imports an NDJSON file (plain or gzipped) line by line. A bad line is reported with its number
 * and reason and skipped; every good line is kept. Re-importing the same file changes nothing.
 */
export async function importFile(
  db: Queryable,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  // The database's clock, which stamps what this import writes (indexed_at).
  const since = (await db.query<{ now: Date }>("SELECT now()")).rows[0]!.now;
  const batchSize = options.batchSize ?? 250;
  const counts: ImportProgress = {
    added: 0,
    updated: 0,
    unchanged: 0,
    lines: 0,
    rejected: 0,
    bytesRead: 0,
    bytesTotal: (await stat(file)).size,
  };
  const rejections: RejectedLine[] = [];
  const reject = (line: number, reason: string) => {
    counts.rejected++;
    if (rejections.length < MAX_KEPT_REJECTIONS) rejections.push({ line, reason });
    options.onRejected?.({ line, reason });
  };

  /** What stopped the import: a write the database failed for a reason other than its rows. */
  let stopped: unknown;
  /** Batches being written, with their ids. */
  const inFlight = new Map<Promise<void>, Set<string>>();
  const flush = async (batch: Pending[], batchIds: Set<string>) => {
    // Two batches written side by side land in no set order: one that shares an id with a batch
    // still being written waits for it, so that the later line wins.
    for (const flying of inFlight.values()) {
      if (batch.some((p) => flying.has(p.statement.id))) {
        await Promise.all(inFlight.keys());
        break;
      }
    }
    const write = writeBatch(db, batch, reject).then((result) => {
      counts.added += result.added;
      counts.updated += result.updated;
      counts.unchanged += result.unchanged;
      options.onProgress?.({ ...counts });
      inFlight.delete(write);
    });
    inFlight.set(write, batchIds);
    // A write that fails (the database gone) stops the import at the next line read; until then
    // nobody awaits it, and an unobserved rejection would end the process on its own.
    write.catch((error: unknown) => {
      stopped ??= error;
    });
    if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight.keys());
  };

  let batch: Pending[] = [];
  let ids = new Set<string>();
  try {
    for await (const { number, text } of readLines(file, (n) => {
      counts.bytesRead += n;
    })) {
      if (stopped) throw stopped;
      counts.lines = number;
      if (!text.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        reject(number, `invalid JSON: ${(error as Error).message}`);
        continue;
      }
      const mapped = toStatement(value, now, options.source ?? "import");
      if (!mapped.ok) {
        reject(number, mapped.reason);
        continue;
      }
      // A repeated id within one batch would be written twice by one INSERT, which PostgreSQL
      // refuses; flushing first keeps "later line wins".
      if (ids.has(mapped.statement.id)) {
        await Promise.all(inFlight.keys());
        await flush(batch, ids);
        await Promise.all(inFlight.keys());
        batch = [];
        ids = new Set();
      } else if (batch.length >= batchSize) {
        await flush(batch, ids);
        batch = [];
        ids = new Set();
      }
      batch.push({ line: number, statement: mapped.statement });
      ids.add(mapped.statement.id);
    }
    if (batch.length) await flush(batch, ids);
  } catch (error) {
    // Writes already sent finish before the failure is reported: nothing lands after it.
    await Promise.allSettled(inFlight.keys());
    throw error;
  }
  await Promise.all(inFlight.keys());
  const versionsLinked = await linkImportedVersions(db, since).catch((error: unknown) => {
    throw new DatabaseFailedError(error);
  });
  return { ...counts, rejections, versionsLinked, seconds: (performance.now() - started) / 1000 };
}

interface Pending {
  line: number;
  statement: StatementInput;
}

/** The database failed during an import for a reason that is no line's (isRowError). */
export class DatabaseFailedError extends Error {
  constructor(cause: unknown) {
    super((cause as Error | undefined)?.message ?? String(cause), { cause });
    this.name = "DatabaseFailedError";
  }
}

/**
 * Whether a database error is about a row's values (SQLSTATE classes 22 data exception, 23
 * integrity, 54 a limit such as a tsvector too long): that row is refused and the import goes on.
 * Anything else (the connection lost, the server shutting down, the database gone) is not the
 * line's fault: it stops the import, once, with its reason, instead of blaming every line after it.
 */
export function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^(?:22|23|54)[0-9A-Z]{3}$/.test(code);
}

/**
 * Writes a batch; if the database refuses it (a value no validation foresaw), writes its rows
 * one by one so only the offending lines are rejected and every good one is kept.
 */
async function writeBatch(
  db: Queryable,
  batch: Pending[],
  reject: (line: number, reason: string) => void,
): Promise<WriteCounts> {
  try {
    return await writeStatements(
      db,
      batch.map((p) => p.statement),
    );
  } catch (error) {
    if (!isRowError(error)) throw new DatabaseFailedError(error);
    const total: WriteCounts = { added: 0, updated: 0, unchanged: 0 };
    for (const pending of batch) {
      try {
        const one = await writeStatements(db, [pending.statement]);
        total.added += one.added;
        total.updated += one.updated;
        total.unchanged += one.unchanged;
      } catch (error) {
        if (!isRowError(error)) throw new DatabaseFailedError(error);
        reject(pending.line, `refused by the database: ${(error as Error).message}`);
      }
    }
    return total;
  }
}
