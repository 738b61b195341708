import { describe, expect, it } from "vitest";
import { Gate } from "./gate";

const release = (entered: unknown) => {
  if (typeof entered !== "function") throw new Error(`not admitted: ${String(entered)}`);
  return entered as () => void;
};

describe("Gate", () => {
  it("lets in up to its limit, queues a few, refuses the rest at once", async () => {
    const gate = new Gate({ inFlight: 2, queue: 1, maxWaitMs: 60_000 });
    const first = release(await gate.enter());
    release(await gate.enter());
    const queued = gate.enter();
    expect(gate.waiting).toBe(1);
    expect(await gate.enter()).toBe("full");
    first();
    release(await queued);
    expect(gate.inFlight).toBe(2);
    expect(gate.waiting).toBe(0);
  });

  it("admits waiting requests in their order of arrival", async () => {
    const gate = new Gate({ inFlight: 1, queue: 3, maxWaitMs: 60_000 });
    const held = release(await gate.enter());
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) =>
      gate.enter().then((entered) => {
        order.push(n);
        release(entered)();
      }),
    );
    held();
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.inFlight).toBe(0);
  });

  it("refuses a request that waited too long, and gives its place back", async () => {
    const gate = new Gate({ inFlight: 1, queue: 1, maxWaitMs: 20 });
    const held = release(await gate.enter());
    expect(await gate.enter()).toBe("waited");
    expect(gate.waiting).toBe(0);
    held();
    expect(gate.inFlight).toBe(0);
  });

  it("drops a waiting request whose client has gone, and refuses one already gone", async () => {
    const gate = new Gate({ inFlight: 1, queue: 1, maxWaitMs: 60_000 });
    const held = release(await gate.enter());
    const client = new AbortController();
    const waiting = gate.enter(client.signal);
    client.abort();
    expect(await waiting).toBe("gone");
    expect(gate.waiting).toBe(0);
    expect(await gate.enter(client.signal)).toBe("gone");
    held();
    // Releasing twice gives back one place only.
    held();
    expect(gate.inFlight).toBe(0);
  });
});
