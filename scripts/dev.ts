/**
 * Development with hot reload: the API (restarted on change) on PORT+1, and the web app through
 * Vite's dev server on PORT (default 3000), which forwards /api to it. `npm start` instead serves
 * the production build and the API from one process and one port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { inheritedEnv } from "@communique/core/env";
import { readDevScriptEnv } from "./tooling-env";

const root = join(import.meta.dirname, "..");
const port = readDevScriptEnv().PORT;
const apiOrigin = `http://127.0.0.1:${port + 1}`;
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env: inheritedEnv(env), stdio: "inherit" });
  child.on("exit", (code) => {
    console.log(`[dev] ${name} exited (${code ?? "signal"}); stopping`);
    stop();
  });
  children.push(child);
}

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = 1;
}

process.on("SIGINT", stop);
process.on("SIGTERM", stop);

start("API", join(root, "node_modules/.bin/tsx"), ["watch", "apps/server/src/main.ts"], {
  PORT: String(port + 1),
  SERVE_WEB: "0",
});
start(
  "web",
  process.execPath,
  [
    join(root, "node_modules/@react-router/dev/bin.js"),
    "dev",
    "apps/web",
    "--port",
    String(port),
    "--strictPort",
  ],
  {
    API_ORIGIN: apiOrigin,
  },
);
