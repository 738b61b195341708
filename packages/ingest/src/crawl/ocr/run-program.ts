import { spawn } from "node:child_process";
import { inheritedEnv } from "@communique/core/env";

export interface RunOptions {
  /** The program is killed after this long: a damaged scan can keep an OCR engine busy for minutes. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Standard output kept at most; more kills the program (a page's TSV is a few hundred kB). */
  maxOutputBytes?: number;
  /** Variables set for the program on top of this process's environment. */
  env?: Record<string, string>;
}

export type RunResult =
  | { ok: true; stdout: string; stderr: string }
  | {
      ok: false;
      reason: "timeout" | "aborted" | "exit" | "not-found" | "output-too-large";
      message: string;
    };

const DEFAULT_MAX_OUTPUT = 16 * 1024 * 1024;
/** The end of standard error kept for the message of a failure. */
const STDERR_TAIL = 2000;

/**
 * Runs an external program (tesseract, pdftoppm) without a shell, bounded: killed (SIGKILL) when
 * its time is up, when the caller aborts, or when it writes too much. Never throws.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve({ ok: false, reason: "aborted", message: `${program}: aborted before it started` });
      return;
    }
    const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
    const child = spawn(program, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: inheritedEnv(options.env),
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let failure: Extract<RunResult, { ok: false }> | undefined;
    const stop = (reason: Extract<RunResult, { ok: false }>["reason"], message: string) => {
      failure ??= { ok: false, reason, message };
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop("timeout", `${program}: stopped after ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    const onAbort = () => stop("aborted", `${program}: aborted`);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxOutput)
        stop("output-too-large", `${program}: more than ${maxOutput} bytes of output`);
      else stdout.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_TAIL);
    });
    const finish = (result: RunResult) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    child.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        reason: error.code === "ENOENT" ? "not-found" : "exit",
        message: `${program}: ${error.message}`,
      }),
    );
    child.on("close", (code, signal) => {
      if (failure) finish(failure);
      else if (code !== 0)
        finish({
          ok: false,
          reason: "exit",
          message: `${program} exited with ${code ?? signal}: ${stderr.trim().split("\n").slice(-3).join(" / ")}`,
        });
      else finish({ ok: true, stdout: Buffer.concat(stdout).toString("utf8"), stderr });
    });
  });
}
