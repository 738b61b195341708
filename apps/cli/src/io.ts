import type { EnvSource } from "@communique/core/env";

/**
 * Everything a command reads from and writes to its process, passed in: the CLI runs the same in
 * its own process (main.ts gives it the real streams, environment and signals) and inside a test's
 * process (a recording io, no new process, no TypeScript compiled again for each run).
 */
export interface CliIo {
  /** A line (or block) to standard output; the newline is added. */
  out(text: string): void;
  /** A line (or block) to standard error; the newline is added. */
  err(text: string): void;
  /** Text to standard output as it is, settled once written through (a pipe takes a large write in several turns). */
  write(text: string): Promise<void>;
  /** Text to standard error as it is (a terminal's self-rewriting progress line). */
  progress(text: string): void;
  /** Whether standard error is a terminal: progress is shown only there. */
  readonly stderrIsTTY: boolean;
  /**
   * The environment the command's settings are read from, each by its own env module; undefined
   * for the process's own (which those modules read by default).
   */
  readonly env?: EnvSource;
  /**
   * Asks to be told when the user stops the command (Ctrl-C, SIGTERM): `stop` runs, and the process
   * ends only once it has settled, so a crawl gives back its jobs first.
   */
  onStop(stop: () => Promise<void>): void;
}

/** What a recording io captured: standard output and error, as a terminal would show them. */
export interface RecordedIo extends CliIo {
  readonly stdout: string;
  readonly stderr: string;
  /** Runs the registered stop handlers, as Ctrl-C would. */
  stop(): Promise<void>;
}

/** An io that records what the command writes, with the given environment (tests). */
export function recordingIo(env: EnvSource): RecordedIo {
  let stdout = "";
  let stderr = "";
  const stops: (() => Promise<void>)[] = [];
  return {
    out: (text) => {
      stdout += `${text}\n`;
    },
    err: (text) => {
      stderr += `${text}\n`;
    },
    write: async (text) => {
      stdout += text;
    },
    progress: (text) => {
      stderr += text;
    },
    stderrIsTTY: false,
    env,
    onStop: (stop) => {
      stops.push(stop);
    },
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
