import { readFile } from "node:fs/promises";
import path from "node:path";

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** Line 8 says "ready" once the server accepts connections. */
  ready: boolean;
}

/**
 * Reads `postmaster.pid`, which PostgreSQL keeps in its data directory while it runs: line 1 is
 * the pid, line 4 the port, line 8 the status. A file left behind by a killed server names a dead pid, so the pid is
 * checked too; a live one means another process (a running `npm start`, or a server orphaned by a
 * crash of ours) owns the data directory and we should connect to it rather than start a second.
 */
export async function readRunningPostmaster(dataDir: string): Promise<RunningPostmaster | null> {
  let content: string;
  try {
    content = await readFile(path.join(dataDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const lines = content.split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  return { pid, port, ready: (lines[7] ?? "").trim() === "ready" };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user): alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
