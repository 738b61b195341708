import { z } from "zod";

/**
 * The one way the project reads its environment. Each process kind has its own env module
 * (apps/server/src/env.ts, packages/store/src/env.ts, packages/ingest/src/crawl/fetch/crawl-env.ts,
 * apps/web/src/server/dev-env.server.ts, scripts/tooling-env.ts, scripts/bench/bench-env.ts,
 * packages/core/src/testing/test-env.ts) that declares its variables with a zod schema and parses
 * them here, once, so a bad value fails at start with a message that names it. Only those modules
 * (and this one) read process.env: `npx tsx scripts/lint/env-reads.ts` checks it.
 *
 * Imports zod only: the web dev server and Vite's config load it too.
 */

/** An environment to read: process.env, or a plain object in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Every variable the schema refused, with why; the message lists them all. */
export class EnvError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid environment: ${problems.map((p) => `${p.variable}: ${p.message}`).join("; ")}`);
    this.name = "EnvError";
  }
}

/**
 * Parses `env` with `schema`. An empty variable counts as unset (`DATABASE_URL= npm start` means
 * "no DATABASE_URL"), variables the schema does not name are ignored, and every bad one is
 * reported in one EnvError (`Invalid environment: PORT: must be ...; DATA_DIR: ...`).
 */
export function readEnv<Schema extends z.ZodObject>(
  schema: Schema,
  env: EnvSource = process.env,
): z.output<Schema> {
  const set = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
  const parsed = schema.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = new Map<string, { variable: string; message: string }>();
  for (const issue of parsed.error.issues) {
    const variable = issue.path.map(String).join(".") || "environment";
    // One line per variable and reason ("-1.5" fails both "whole" and "from 0": said once).
    problems.set(`${variable}\0${issue.message}`, { variable, message: issue.message });
  }
  throw new EnvError([...problems.values()]);
}

/**
 * The environment for a child process: this process's, with `overrides` on top (an undefined
 * override removes the variable). Forwarding the whole environment is not reading a variable, so
 * it lives here rather than in every script that spawns something.
 */
export function inheritedEnv(overrides: EnvSource = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

// -------------------------------------------------------------------------------------------------
// Field helpers: the project's conventions, with messages that say what is accepted.

const TRUE_VALUES = new Set(["1", "true", "yes"]);
const FALSE_VALUES = new Set(["0", "false", "no"]);
export const FLAG_MESSAGE = "must be 1 or 0 (true/false and yes/no are accepted too)";

/**
 * A boolean. The project's convention is `1` / `0`; `true` / `false` and `yes` / `no` (any case)
 * are accepted too, so existing setups keep working. Anything else is an error.
 */
export function flag(fallback: boolean) {
  return z
    .string()
    .transform((value, context) => {
      const lower = value.toLowerCase();
      if (TRUE_VALUES.has(lower)) return true;
      if (FALSE_VALUES.has(lower)) return false;
      context.addIssue({ code: "custom", message: FLAG_MESSAGE });
      return z.NEVER;
    })
    .default(fallback);
}

/** A whole number from `min` to `max`; `what` names it in the message ("a number of milliseconds"). */
export function intRange(min: number, max: number, what = "a whole number") {
  const error = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A TCP port, 0 (any free one) to 65535. */
export function port() {
  return intRange(0, 65_535, "a port number");
}

/** An absolute URL; `protocol` restricts the scheme (without the colon). */
export function url(protocol?: RegExp) {
  return protocol === undefined
    ? z.url({ error: "must be an absolute URL" })
    : z.url({ protocol, error: `must be an absolute URL whose scheme matches ${protocol.source}` });
}

/** An http:// or https:// address. */
export function httpUrl() {
  return z.url({ protocol: /^https?$/, error: "must be an http(s) address" });
}

/** A file system path, as given (relative ones are resolved by whoever uses them). */
export function filePath() {
  return z
    .string()
    .min(1, { error: "must be a path" })
    .refine((value) => !value.includes("\0"), { error: "must be a path (no NUL character)" });
}
