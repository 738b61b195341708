/**
 * Politeness: one request at a time per host, at least `delayMs` between the end of one and the
 * start of the next, and at most `maxConcurrency` requests in flight overall. Waiting is a
 * promise and one timer, never a loop. When a slot frees up, the ready host that was served
 * longest ago goes first, so a host with a thousand queued pages cannot starve the others.
 */

export interface HostSchedulerOptions {
  maxConcurrency: number;
  now?: () => number;
  /** Forget an idle host after this long; its delay has long passed. */
  forgetIdleAfterMs?: number;
}

/** Call once the request and its body are done; later calls do nothing. */
export type ReleaseSlot = () => void;

interface Waiter {
  delayMs: number;
  grant: (release: ReleaseSlot) => void;
}

interface HostState {
  queue: Waiter[];
  busy: boolean;
  /** The scheduler's turn number when this host last started; the lowest goes first. */
  lastTurn: number;
  lastFinishedAt: number;
}

export class HostScheduler {
  private readonly hosts = new Map<string, HostState>();
  private active = 0;
  private turns = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;
  private readonly forgetIdleAfterMs: number;

  constructor(private readonly options: HostSchedulerOptions) {
    if (!Number.isInteger(options.maxConcurrency) || options.maxConcurrency < 1) {
      throw new RangeError("maxConcurrency must be a positive integer");
    }
    this.now = options.now ?? (() => performance.now());
    this.forgetIdleAfterMs = options.forgetIdleAfterMs ?? 60 * 60 * 1000;
  }

  /** Waits for a turn on `host`, `delayMs` after its previous request ended. */
  acquire(host: string, delayMs: number, signal?: AbortSignal): Promise<ReleaseSlot> {
    signal?.throwIfAborted();
    return new Promise((resolve, reject) => {
      const state = this.hostState(host);
      const onAbort = () => {
        state.queue = state.queue.filter((w) => w !== waiter);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        delayMs,
        grant: (release) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(release);
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      state.queue.push(waiter);
      this.pump();
    });
  }

  /** Requests running now, for tests and monitoring. */
  get inFlight(): number {
    return this.active;
  }

  private hostState(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = { queue: [], busy: false, lastTurn: -1, lastFinishedAt: -Infinity };
      this.hosts.set(host, state);
    }
    return state;
  }

  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.active < this.options.maxConcurrency) {
      const now = this.now();
      let next: HostState | undefined;
      let wakeAt = Infinity;
      for (const [host, state] of this.hosts) {
        const head = state.queue[0];
        if (state.busy) continue;
        if (!head) {
          if (now - state.lastFinishedAt > this.forgetIdleAfterMs) this.hosts.delete(host);
          continue;
        }
        const readyAt = state.lastFinishedAt + head.delayMs;
        if (readyAt > now) wakeAt = Math.min(wakeAt, readyAt);
        else if (!next || state.lastTurn < next.lastTurn) next = state;
      }
      if (!next) {
        if (wakeAt < Infinity) this.timer = setTimeout(() => this.pump(), Math.ceil(wakeAt - now));
        return;
      }
      this.start(next);
    }
  }

  private start(state: HostState): void {
    const waiter = state.queue.shift();
    if (!waiter) return;
    state.busy = true;
    state.lastTurn = this.turns++;
    this.active++;
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      state.busy = false;
      state.lastFinishedAt = this.now();
      this.active--;
      this.pump();
    });
  }
}
