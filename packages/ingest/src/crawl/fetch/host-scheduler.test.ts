import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HostScheduler } from "./host-scheduler";

describe("HostScheduler (fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function scheduler(maxConcurrency = 8) {
    return new HostScheduler({ maxConcurrency, now: () => Date.now() });
  }

  it("waits the delay after a host's previous request ended before starting the next", async () => {
    const hosts = scheduler();
    const release = await hosts.acquire("mfa.example", 1000);
    let second = false;
    const next = hosts.acquire("mfa.example", 1000).then((r) => {
      second = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(second).toBe(false); // the first request is still running
    release();
    await vi.advanceTimersByTimeAsync(999);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toBe(true);
    (await next)();
  });

  it("does not make other hosts wait for one host's delay", async () => {
    const hosts = scheduler();
    (await hosts.acquire("a.example", 1000))();
    const started = Date.now();
    (await hosts.acquire("b.example", 1000))();
    expect(Date.now() - started).toBe(0);
  });

  it("uses the waiting request's delay, so a crawl-delay learnt meanwhile applies at once", async () => {
    const hosts = scheduler();
    (await hosts.acquire("a.example", 10))();
    let done = false;
    void hosts.acquire("a.example", 3000).then((release) => {
      done = true;
      release();
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("never runs more than maxConcurrency requests at once", async () => {
    const hosts = scheduler(2);
    const releases: Array<() => void> = [];
    const pending = ["a", "b", "c", "d", "e"].map((h) =>
      hosts.acquire(`${h}.example`, 0).then((r) => releases.push(r)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(releases).toHaveLength(2);
    expect(hosts.inFlight).toBe(2);
    releases[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(releases).toHaveLength(3);
    for (const release of [...releases]) release();
    await vi.advanceTimersByTimeAsync(0);
    for (const release of releases) release();
    await Promise.all(pending);
    expect(hosts.inFlight).toBe(0);
  });

  it("serves hosts in turn rather than draining one host's queue first", async () => {
    const hosts = scheduler(1);
    const order: string[] = [];
    const pending = ["a", "a", "a", "b", "b", "c"].map((h) =>
      hosts.acquire(h, 0).then((release) => {
        order.push(h);
        release();
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(pending);
    expect(order).toEqual(["a", "b", "c", "a", "b", "a"]);
  });

  it("drops a waiter whose signal aborts, and lets the next one through", async () => {
    const hosts = scheduler();
    const release = await hosts.acquire("a.example", 0);
    const controller = new AbortController();
    const abandoned = hosts.acquire("a.example", 0, controller.signal);
    const kept = hosts.acquire("a.example", 0);
    controller.abort(new Error("gave up"));
    await expect(abandoned).rejects.toThrow("gave up");
    release();
    await vi.advanceTimersByTimeAsync(0);
    (await kept)();
    expect(hosts.inFlight).toBe(0);
  });

  it("ignores a second release", async () => {
    const hosts = scheduler(1);
    const release = await hosts.acquire("a.example", 0);
    release();
    release();
    expect(hosts.inFlight).toBe(0);
  });
});

describe("HostScheduler (real clock)", () => {
  it("spaces requests to one host by the delay, measured with timestamps", async () => {
    const hosts = new HostScheduler({ maxConcurrency: 4 });
    const starts: number[] = [];
    await Promise.all(
      [1, 2, 3].map(() =>
        hosts.acquire("a.example", 50).then((release) => {
          starts.push(performance.now());
          release();
        }),
      ),
    );
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(45);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(45);
  });

  it("refuses a concurrency below one", () => {
    expect(() => new HostScheduler({ maxConcurrency: 0 })).toThrow(RangeError);
  });
});
