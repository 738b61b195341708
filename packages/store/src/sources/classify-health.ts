import { FLAGGED, HEALTH_FLAGS, type HealthFlag } from "@communique/core/contract";
import { daysSince, type PublicationRhythm, publicationRhythm } from "./publication-rhythm";

/**
 * What an operator should know of a source at a glance (HEALTH_FLAGS, declared in the API
 * contract, which shows them). The first three are flags (something to repair); the others are
 * states.
 * - failing: its latest run could not read the feed or listing (HTTP error, time-out, robots…);
 * - script-errors: a rendered source whose pages' scripts threw in its latest run (a broken front
 *   end: what it still shows may be less than it publishes);
 * - selectors-broken: its latest runs found no entry, where earlier ones found some (or none ever);
 * - stale: it is read, but no new statement for longer than its usual rhythm;
 * - ok; not-crawled: enabled, never run yet; disabled: switched off (its reason says why).
 */
export { FLAGGED, HEALTH_FLAGS, type HealthFlag };

/** What changed, as facts (each interface words it in its own language). */
export type HealthChange =
  /** Runs fail since `since` (`runs` of them); the latest with `reason` (and its HTTP status). */
  | { kind: "failing"; reason: string; httpStatus: number | null; since: Date; runs: number }
  /** The latest run's rendered pages ran scripts that threw these (the first few). */
  | { kind: "script-errors"; errors: string[]; on: Date }
  /** Entries per run fell from `from` (the last good run) to 0 on `on`, `runs` runs so far. */
  | { kind: "items-fell"; from: number; on: Date; runs: number }
  /** No run ever found an entry (`runs` of them, the first on `since`). */
  | { kind: "never-found"; since: Date; runs: number }
  /** The newest statement was published on `newest`, `days` ago; usually one every `usualGapDays`. */
  | { kind: "silent"; newest: string; days: number; usualGapDays: number; staleAfterDays: number };

export interface GoodFetch {
  at: Date;
  items: number;
}

export interface BadFetch {
  at: Date;
  /** `http-error`, `timeout`, `robots-disallowed`…, or `no-items` for a run that found nothing. */
  reason: string;
  /** The HTTP status a failed fetch answered, when it says. */
  httpStatus: number | null;
  /** Its first line, at most MESSAGE_MAX characters: never a stack trace. */
  message: string | null;
}

/** A source's crawl history, as the health query reads it (source-health-history.ts). */
export interface HealthHistory {
  enabled: boolean;
  latestRun: { status: "ok" | "error"; at: Date; items: number; scriptErrors: readonly string[] } | null;
  /** The latest successful run that found entries. */
  lastGood: GoodFetch | null;
  /** The latest run that failed. */
  lastError: { at: Date; reason: string; message: string | null } | null;
  /** The error runs after the latest successful one. */
  errorStreak: { since: Date; runs: number } | null;
  /** The successful runs that found nothing after the last good one (or ever, without one). */
  emptyStreak: { since: Date; latest: Date; runs: number } | null;
  /** Publication days (YYYY-MM-DD) of its recent statements dated to the day. */
  publicationDays: readonly string[];
}

export interface HealthAssessment {
  flag: HealthFlag;
  change: HealthChange | null;
  lastGood: GoodFetch | null;
  lastBad: BadFetch | null;
  rhythm: PublicationRhythm | null;
  /** The newest publication day among its recent statements. */
  newestPublication: string | null;
}

const MESSAGE_MAX = 300;

/**
 * The one reading of a source's health, for `sources list` and the operators' page alike. A
 * failing fetch is said first (nothing else can be judged), then a listing that yields nothing,
 * then a silence longer than the source's own rhythm.
 */
export function classifyHealth(history: HealthHistory, now: Date): HealthAssessment {
  const rhythm = publicationRhythm(history.publicationDays);
  const newestPublication = history.publicationDays.reduce<string | null>(
    (newest, day) => (newest === null || day > newest ? day : newest),
    null,
  );
  const base = {
    lastGood: history.lastGood,
    lastBad: lastBad(history),
    rhythm,
    newestPublication,
  };
  if (!history.enabled) return { flag: "disabled", change: null, ...base };
  const latest = history.latestRun;
  if (!latest) return { flag: "not-crawled", change: null, ...base };
  if (latest.status === "error" && history.lastError) {
    const streak = history.errorStreak ?? { since: history.lastError.at, runs: 1 };
    const { reason, message } = history.lastError;
    return {
      flag: "failing",
      change: { kind: "failing", reason, httpStatus: httpStatusOf(reason, message), ...streak },
      ...base,
    };
  }
  if (latest.scriptErrors.length) {
    return {
      flag: "script-errors",
      change: { kind: "script-errors", errors: [...latest.scriptErrors], on: latest.at },
      ...base,
    };
  }
  if (latest.items === 0 && history.emptyStreak) {
    const streak = history.emptyStreak;
    const change: HealthChange = history.lastGood
      ? { kind: "items-fell", from: history.lastGood.items, on: streak.since, runs: streak.runs }
      : { kind: "never-found", since: streak.since, runs: streak.runs };
    return { flag: "selectors-broken", change, ...base };
  }
  if (rhythm && newestPublication) {
    const days = daysSince(newestPublication, now);
    if (days > rhythm.staleAfterDays) {
      const { usualGapDays, staleAfterDays } = rhythm;
      return {
        flag: "stale",
        change: { kind: "silent", newest: newestPublication, days, usualGapDays, staleAfterDays },
        ...base,
      };
    }
  }
  return { flag: "ok", change: null, ...base };
}

/** The later of the latest failed run and the latest run that found nothing. */
function lastBad(history: HealthHistory): BadFetch | null {
  const error = history.lastError && {
    ...history.lastError,
    httpStatus: httpStatusOf(history.lastError.reason, history.lastError.message),
    message: firstLine(history.lastError.message),
  };
  const empty = history.emptyStreak && {
    at: history.emptyStreak.latest,
    reason: "no-items",
    httpStatus: null,
    message: "the feed or listing held no entry (for a listing: the item selector matched nothing)",
  };
  if (error && empty) return error.at >= empty.at ? error : empty;
  return error ?? empty ?? null;
}

/** "http-error" with "…: HTTP 404", or a reason written "http-503". */
export function httpStatusOf(reason: string, message: string | null): number | null {
  const own = /^http-(\d{3})$/.exec(reason);
  if (own) return Number(own[1]);
  const said = reason === "http-error" ? /\bHTTP (\d{3})\b/.exec(message ?? "") : null;
  return said ? Number(said[1]) : null;
}

function firstLine(message: string | null): string | null {
  if (!message) return null;
  const line = message.trim().split("\n")[0]!.trim();
  return line.length > MESSAGE_MAX ? `${line.slice(0, MESSAGE_MAX - 1)}…` : line;
}
