import { describe, expect, it } from "vitest";
import { runProgram } from "./run-program";

/** Runs this machine's Node (process.execPath) as the external program: always there. */
const node = process.execPath;

describe("runProgram", () => {
  it("returns the output of a program that succeeds, with the variables given", async () => {
    const result = await runProgram(node, ["-e", "process.stdout.write(process.env.OCR_TEST_VALUE)"], {
      timeoutMs: 10_000,
      env: { OCR_TEST_VALUE: "fictional" },
    });
    expect(result).toEqual({ ok: true, stdout: "fictional", stderr: "" });
  });

  it("kills a program that runs too long, and one whose caller aborts", async () => {
    const started = Date.now();
    const slow = await runProgram(node, ["-e", "setTimeout(() => {}, 60_000)"], { timeoutMs: 300 });
    expect(slow).toMatchObject({ ok: false, reason: "timeout" });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const aborted = await runProgram(node, ["-e", "setTimeout(() => {}, 60_000)"], {
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    expect(aborted).toMatchObject({ ok: false, reason: "aborted" });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("reports a failing exit with the end of its error output, a missing program, too much output", async () => {
    const failed = await runProgram(node, ["-e", "console.error('fictional failure'); process.exit(3)"], {
      timeoutMs: 10_000,
    });
    expect(failed).toMatchObject({ ok: false, reason: "exit" });
    expect(!failed.ok && failed.message).toMatch(/exited with 3: fictional failure/);
    expect(await runProgram("/nonexistent/fictional-ocr", [], { timeoutMs: 1000 })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    const chatty = await runProgram(node, ["-e", "process.stdout.write('x'.repeat(100_000))"], {
      timeoutMs: 10_000,
      maxOutputBytes: 1000,
    });
    expect(chatty).toMatchObject({ ok: false, reason: "output-too-large" });
  });
});
