import { useEffect, useState } from "react";
import { useOnline } from "./connectivity";
import { PREFETCH_IDLE_TIMEOUT_MS } from "./constants";

type Prefetch = "none" | "viewport";

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data and 2g connections get no speculative downloads. */
export function mayPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

let idleReached = false;
const waiting = new Set<() => void>();

function whenIdle(callback: () => void): () => void {
  if (idleReached) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  if (waiting.size === 1) {
    const done = () => {
      idleReached = true;
      for (const cb of waiting) cb();
      waiting.clear();
    };
    if ("requestIdleCallback" in window) requestIdleCallback(done, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    else setTimeout(done, PREFETCH_IDLE_TIMEOUT_MS);
  }
  return () => waiting.delete(callback);
}

/**
 * Links prefetch their page when visible, but only once the browser has been idle, and never
 * offline: React Router reloads the page when a prefetched page's code cannot be fetched, so
 * offline every visible link to a page not kept by the service worker would reload the page.
 */
export function usePrefetchPolicy(): Prefetch {
  const online = useOnline();
  const [policy, setPolicy] = useState<Prefetch>("none");
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (!mayPrefetch(connection)) return;
    return whenIdle(() => setPolicy("viewport"));
  }, []);
  return online ? policy : "none";
}
