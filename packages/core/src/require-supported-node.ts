/**
 * Imported first by the entry points (server, CLI, scripts that start the app): exits with the
 * reason when the Node.js running them is too old. See supported-node.ts.
 */
import { unsupportedNodeReason } from "./supported-node";

const reason = unsupportedNodeReason();
if (reason !== null) {
  console.error(reason);
  process.exit(1);
}
