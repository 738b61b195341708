/** SPEC.md §9, in one place. */
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const MIN_FETCH_DISPLAY_DELAY_MS = 200;
export const TOOLTIP_DISPOSE_MS = 5000;
