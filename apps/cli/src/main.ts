import "@communique/core/require-supported-node";
import { main } from "./cli";
import { processIo } from "./process-io";

/**
 * `npm run cli`: the command line in its own process. The commands live in cli.ts (tested in
 * process); this file only hands them the process's streams, environment and signals.
 */
const io = processIo();
main(process.argv.slice(2), io).then((code) => {
  // Stopped by a signal: the exit hook ends the process with the signal's code (130, 143) once
  // the command's stop has settled.
  if (!io.stopping) process.exit(code);
});
