/**
 * Builds the web app when its sources changed since the last build (`npm start` runs this, so
 * a fresh clone needs no separate build step); `--force` always builds (`npm run build`).
 * Staleness is a hash of every input, not modification times, which git does not keep: the web
 * app's own files and configuration, and every file of the repository its last build read (each
 * build lists them: apps/web/record-build-inputs.config.ts), so that a change in @communique/core or any
 * other package the bundle takes in makes it stale.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { inheritedEnv } from "@communique/core/env";

const root = join(import.meta.dirname, "..");
const web = join(root, "apps/web");
const stampFile = join(web, "build/.source-hash");
/** The lists of files the client and the server builds read (apps/web/record-build-inputs.config.ts). */
const BUILD_INPUT_LISTS = ["build/client/.build-inputs.json", "build/server/.build-inputs.json"].map((f) =>
  join(web, f),
);
/** Inputs whatever the module graph: the web app's folders (routes are read by the router), configuration, the lock file. */
const INPUTS = [
  "apps/web/src",
  "apps/web/content",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "scripts/tooling-env.ts",
  "apps/web/react-router.config.ts",
  "apps/web/record-build-inputs.config.ts",
  "apps/web/message-files.config.ts",
  "package-lock.json",
  "scripts/build-web.ts",
];

/** The files the last build read, or null when a build left no list (none yet, or an older one). */
function recordedInputs(): string[] | null {
  const lists = BUILD_INPUT_LISTS.filter((file) => existsSync(file));
  if (lists.length < BUILD_INPUT_LISTS.length) return null;
  return lists.flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as string[]);
}

function files(path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => files(relative(root, join(absolute, entry.name))))
    .filter((file) => !file.endsWith(".test.ts") && !file.endsWith(".test.tsx"));
}

/** The hash of the inputs: the fixed ones, and those the last build read (`read`). */
export function sourceHash(read: readonly string[] = recordedInputs() ?? []): string {
  const hash = createHash("sha256");
  for (const file of [...new Set([...INPUTS.flatMap(files), ...read])].sort()) {
    const absolute = join(root, file);
    // A file the build read that is gone now changes the hash too.
    hash
      .update(file)
      .update("\0")
      .update(existsSync(absolute) ? readFileSync(absolute) : "(missing)")
      .update("\0");
  }
  return hash.digest("hex");
}

/** Always a production build, even when started from Vitest (which sets NODE_ENV=test and VITE_*). */
function productionEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(inheritedEnv()).filter(
      ([key]) => !/^(VITE|VITEST)/.test(key) && key !== "TEST" && key !== "MODE",
    ),
  );
  return { ...env, NODE_ENV: "production" };
}

/**
 * One build at a time: two processes started together (`npm start` beside `npm test`, or two test
 * runs) would otherwise write the same build folder at once, and one could serve the other's
 * half-written bundle. The lock is a directory (its creation is atomic); one left by a build that
 * was killed is taken over once it is older than any build takes.
 */
const lockDir = join(web, ".build.lock");
const STALE_LOCK_MS = 10 * 60_000;

function withBuildLock<T>(build: () => T): T {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else {
        if (!announced) console.log("[communique] Another process is building the web app: waiting for it…");
        announced = true;
        Atomics.wait(wait, 0, 0, 250);
      }
    }
  }
  try {
    return build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export function buildWeb(options: { force?: boolean } = {}): void {
  withBuildLock(() => buildUnlocked(options));
}

function buildUnlocked(options: { force?: boolean }): void {
  const read = recordedInputs();
  const hash = sourceHash(read ?? []);
  const built = read !== null && existsSync(stampFile) && existsSync(join(web, "build/server/index.js"));
  if (!options.force && built && readFileSync(stampFile, "utf8") === hash) return;
  // The build tools are devDependencies: an install without them (npm ci --omit=dev) serves a
  // prebuilt app, and must say so plainly when there is none to serve.
  const reactRouterCli = join(root, "node_modules/@react-router/dev/bin.js");
  if (!existsSync(reactRouterCli)) {
    if (built && !options.force) {
      console.log(
        "[communique] The web app's sources changed since its build, but the build tools are not installed (npm install --omit=dev): serving the existing build.",
      );
      return;
    }
    throw new Error(
      "The web app is not built and its build tools are not installed (an install with --omit=dev). Run `npm install` and `npm run build` first, then start again.",
    );
  }
  console.log("[communique] Building the web app…");
  const started = performance.now();
  const result = spawnSync(process.execPath, [reactRouterCli, "build", web], {
    cwd: root,
    env: productionEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`The web app build failed (exit ${result.status})`);
  }
  // The stamp covers what this build read, as its lists say.
  writeFileSync(stampFile, sourceHash(recordedInputs() ?? []));
  console.log(`[communique] Web app built in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.filename === process.argv[1]) {
  try {
    buildWeb({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
