/**
 * How fast a client reads an export, over the last `windowMs`: the bytes it took in that time.
 * Not since the start: the first megabytes go into the sockets' buffers at once, whatever the
 * client's pace (4 MB on loopback, up to 32 MB as the receiver's buffer grows), and an average
 * since the start counted them as read, so that a reader at 50 KB/s was cut after some 105 s
 * instead of once its grace was over.
 */
export class ReadPace {
  /** Bytes sent in total, after each chunk, with when: oldest first, one kept before the window. */
  private readonly marks: { at: number; total: number }[] = [];
  private total = 0;

  constructor(
    private readonly windowMs: number,
    private readonly startedAt: number,
  ) {}

  /** A chunk of `bytes` was taken by the client's connection at `now`. */
  add(bytes: number, now: number): void {
    this.total += bytes;
    this.marks.push({ at: now, total: this.total });
    // Keep the last mark at or before the window's start: what had been sent by then.
    while (this.marks.length > 1 && this.marks[1]!.at <= now - this.windowMs) this.marks.shift();
  }

  /** Bytes a second over the window that ends at `now` (since the start, while that is shorter). */
  bytesPerSecond(now: number): number {
    const start = now - this.windowMs;
    if (start < this.startedAt) return (this.total * 1000) / Math.max(1, now - this.startedAt);
    let sentBefore = 0;
    for (const mark of this.marks) {
      if (mark.at > start) break;
      sentBefore = mark.total;
    }
    return ((this.total - sentBefore) * 1000) / Math.max(1, this.windowMs);
  }
}
