import type { FetchedResource } from "../fetch/resource-response";

/** Scripts by URL, the least recently stored dropped first, each kept an hour at most. */
export class ScriptCache {
  private readonly entries = new Map<string, { resource: FetchedResource; at: number }>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(url: string): FetchedResource | undefined {
    const entry = this.entries.get(url);
    if (entry && performance.now() - entry.at < SCRIPT_TTL_MS) return entry.resource;
    if (entry) this.delete(url);
    return undefined;
  }

  set(url: string, resource: FetchedResource): void {
    if (resource.status !== 200 || resource.bytes.byteLength > this.maxBytes / 4 || this.entries.has(url))
      return;
    this.entries.set(url, { resource, at: performance.now() });
    this.bytes += resource.bytes.byteLength;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.bytes -= entry.resource.bytes.byteLength;
    this.entries.delete(url);
  }
}

const SCRIPT_TTL_MS = 60 * 60 * 1000;
