import { CHUNK_RELOAD_GUARD_MS } from "./constants";

const STORAGE_KEY = "communique:chunk-reload-at";

/** Whether a reload is allowed now: at most one per guard period (SPEC.md §4), else it could loop. */
export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return (
    lastReloadAt === undefined || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}

/** Records a reload if one is allowed now; false within the guard period of the last one. */
function claimReload(): boolean {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  const now = Date.now();
  if (!mayReload(stored === null ? undefined : Number(stored), now)) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  return true;
}

export function reloadAfterChunkFailure(): boolean {
  if (!claimReload()) return false;
  window.location.reload();
  return true;
}

// React Router reloads by itself when a route's code fails to load, after logging this line.
const ROUTER_RELOAD_NOTICE = "Error loading route module";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

/** A new deployment removes old chunks: reload to fetch the new ones, once. */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  // Its reload cannot be intercepted, only preceded: within the guard period, throwing here turns
  // the failure into the error page instead of a second reload.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    if (typeof args[0] === "string" && args[0].startsWith(ROUTER_RELOAD_NOTICE) && !claimReload())
      throw new Error("The page's code could not be loaded, and it was reloaded less than a minute ago.");
  };
  return () => {
    console.error = consoleError;
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
