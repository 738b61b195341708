/**
 * A bounded number of requests of one kind at work, and a short queue in front of them. Past
 * the queue a request is refused at once; in the queue it waits at most `maxWaitMs`. Two cores
 * do no more work with 200 requests started than with 8: the rest only wait, hold memory and
 * time out (measured before this gate: 200 connections gave 0.02 to 23 searches/s, 20 gave 25).
 */
export interface GateLimits {
  /** Requests of this kind at work at once. */
  inFlight: number;
  /** Requests waiting for a place; one more is refused at once. */
  queue: number;
  /** How long a request may wait in the queue before it is refused. */
  maxWaitMs: number;
}

/** Why a request was not let in: the queue was full, it waited too long, or its client left. */
export type Refusal = "full" | "waited" | "gone";

interface Waiter {
  admit: () => void;
}

export class Gate {
  #inFlight = 0;
  readonly #queue: Waiter[] = [];

  constructor(readonly limits: GateLimits) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Whether a request arriving now would be refused at once (every place taken, queue full). */
  get full(): boolean {
    return this.#inFlight >= this.limits.inFlight && this.#queue.length >= this.limits.queue;
  }

  /**
   * Resolves to a function that gives the place back (call it once, when the answer is done), or
   * to the reason the request was refused. A request whose client leaves while it waits gives
   * its place in the queue up.
   */
  enter(signal?: AbortSignal): Promise<(() => void) | Refusal> {
    if (signal?.aborted) return Promise.resolve("gone");
    if (this.#inFlight < this.limits.inFlight) return Promise.resolve(this.#take());
    if (this.#queue.length >= this.limits.queue) return Promise.resolve("full");
    return new Promise((resolve) => {
      const leave = (reason: Refusal) => {
        const at = this.#queue.indexOf(waiter);
        if (at >= 0) this.#queue.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        resolve(reason);
      };
      const onAbort = () => leave("gone");
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          resolve(this.#take());
        },
      };
      const timer = setTimeout(() => leave("waited"), this.limits.maxWaitMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#queue.push(waiter);
    });
  }

  #take(): () => void {
    this.#inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight--;
      // The place goes straight to the longest waiting request, so none is overtaken.
      const next = this.#queue.shift();
      if (next) next.admit();
    };
  }
}
