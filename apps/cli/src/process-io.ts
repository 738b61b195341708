import exitHook from "async-exit-hook";
import type { CliIo } from "./io";

/**
 * The CLI's own process as a CliIo: its standard streams and its signals, through the exit hook
 * the store already installs (so that the process waits for a command's stop before it exits with
 * the signal's code). No `env`: each command's env modules read the process's environment.
 */
export function processIo(): CliIo & { readonly stopping: boolean } {
  let stopping = false;
  return {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    write: (text) =>
      new Promise<void>((resolve, reject) =>
        process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
      ),
    progress: (text) => {
      process.stderr.write(text);
    },
    stderrIsTTY: Boolean(process.stderr.isTTY),
    onStop: (stop) => {
      exitHook((done) => {
        stopping = true;
        stop().then(done, done);
      });
    },
    get stopping() {
      return stopping;
    },
  };
}
