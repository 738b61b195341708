import type { FailureReason } from "./fetch-result";
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type RobotsPolicy, robotsPolicyFor } from "./robots-txt";

/** How fetching an origin's /robots.txt went, in the terms of RFC 9309 §2.3.1. */
export type RobotsFileResult =
  | { kind: "found"; text: string }
  /** 4xx, or too many redirects: the crawler may access any resource (§2.3.1.3). */
  | { kind: "unavailable"; detail: string }
  /** 5xx, time-out, network error: assume complete disallow (§2.3.1.4). */
  | { kind: "unreachable"; detail: string; cause?: FailureReason };

export interface RobotsDecision {
  policy: RobotsPolicy;
  /** "unreachable" when the policy is the complete disallow of an unreachable file. */
  source: "file" | "no-file" | "unreachable";
  detail?: string;
  /** Why an unreachable file could not be read: "http-error" for a 5xx, else a transport failure. */
  cause?: FailureReason;
}

export interface RobotsCacheOptions {
  productToken: string;
  fetchRobotsFile: (robotsUrl: string) => Promise<RobotsFileResult>;
  /** RFC 9309 §2.4: a cached copy SHOULD NOT be used for more than 24 hours. */
  ttlMs?: number;
  /** How long an unreachable file keeps its origin closed before we ask again. */
  unreachableRetryMs?: number;
  maxOrigins?: number;
  now?: () => number;
}

interface Entry {
  decision: RobotsDecision;
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One robots.txt per origin, fetched once however many requests wait for it. */
export class RobotsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<RobotsDecision>>();
  private readonly ttlMs: number;
  private readonly unreachableRetryMs: number;
  private readonly maxOrigins: number;
  private readonly now: () => number;

  constructor(private readonly options: RobotsCacheOptions) {
    this.ttlMs = Math.min(options.ttlMs ?? DAY_MS, DAY_MS);
    this.unreachableRetryMs = options.unreachableRetryMs ?? 10 * 60 * 1000;
    this.maxOrigins = options.maxOrigins ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  decisionFor(origin: string): Promise<RobotsDecision> {
    const entry = this.entries.get(origin);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.decision);
    const inFlight = this.pending.get(origin);
    if (inFlight) return inFlight;
    const loading = this.load(origin, entry).finally(() => this.pending.delete(origin));
    this.pending.set(origin, loading);
    return loading;
  }

  private async load(origin: string, previous: Entry | undefined): Promise<RobotsDecision> {
    const file = await this.options
      .fetchRobotsFile(`${origin}/robots.txt`)
      .catch((error: unknown): RobotsFileResult => ({ kind: "unreachable", detail: String(error) }));
    const now = this.now();
    let entry: Entry;
    if (file.kind === "found") {
      const policy = robotsPolicyFor(parseRobotsTxt(file.text), this.options.productToken);
      entry = { decision: { policy, source: "file" }, expiresAt: now + this.ttlMs };
    } else if (file.kind === "unavailable") {
      entry = {
        decision: { policy: ALLOW_ALL, source: "no-file", detail: file.detail },
        expiresAt: now + this.ttlMs,
      };
    } else if (previous?.decision.source === "file") {
      // §2.4 allows keeping a stale copy while the file is unreachable; it beats closing the site.
      entry = { decision: previous.decision, expiresAt: now + this.unreachableRetryMs };
    } else {
      const decision: RobotsDecision = {
        policy: DISALLOW_ALL,
        source: "unreachable",
        detail: file.detail,
        ...(file.cause ? { cause: file.cause } : {}),
      };
      entry = { decision, expiresAt: now + this.unreachableRetryMs };
    }
    this.remember(origin, entry);
    return entry.decision;
  }

  private remember(origin: string, entry: Entry): void {
    this.entries.delete(origin);
    if (this.entries.size >= this.maxOrigins) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(origin, entry);
  }
}
