import { describe, expect, it } from "vitest";
import { ReadPace } from "./read-pace";

describe("ReadPace", () => {
  it("measures the last window, not the burst that filled the buffers at the start", () => {
    const pace = new ReadPace(1_000, 0);
    pace.add(4_000_000, 10); // the sockets' buffers, at once
    for (let t = 1_000; t <= 5_000; t += 1_000) pace.add(50_000, t); // then 50 KB a second
    expect(pace.bytesPerSecond(5_000)).toBe(50_000);
    // An average since the start would have said 840 KB/s.
    expect(pace.bytesPerSecond(5_500)).toBe(50_000);
    expect(pace.bytesPerSecond(7_000)).toBe(0);
  });

  it("measures from the start while the window is longer than the time since", () => {
    const pace = new ReadPace(30_000, 1_000);
    pace.add(64_000, 1_500);
    expect(pace.bytesPerSecond(3_000)).toBe(32_000);
  });

  it("keeps only what the window needs", () => {
    const pace = new ReadPace(100, 0);
    for (let t = 0; t < 100_000; t += 10) pace.add(1, t);
    expect((pace as unknown as { marks: unknown[] }).marks.length).toBeLessThanOrEqual(12);
    expect(pace.bytesPerSecond(99_990)).toBe(100);
  });
});
