import { describe, expect, it } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_GUARD_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  MIN_FETCH_DISPLAY_DELAY_MS,
  PREFETCH_IDLE_TIMEOUT_MS,
  TOOLTIP_DISPOSE_MS,
} from "./constants";

describe("the behaviour constants", () => {
  it("hold the values of the specification", () => {
    expect({
      LOADING_BAR_DURATION_MS,
      LOADING_BAR_THROTTLE_MS,
      CHUNK_RELOAD_GUARD_MS,
      CHUNK_LOAD_TIMEOUT_MS,
      PREFETCH_IDLE_TIMEOUT_MS,
      MIN_FETCH_DISPLAY_DELAY_MS,
      TOOLTIP_DISPOSE_MS,
    }).toEqual({
      LOADING_BAR_DURATION_MS: 5000,
      LOADING_BAR_THROTTLE_MS: 200,
      CHUNK_RELOAD_GUARD_MS: 60_000,
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      PREFETCH_IDLE_TIMEOUT_MS: 2000,
      MIN_FETCH_DISPLAY_DELAY_MS: 200,
      TOOLTIP_DISPOSE_MS: 5000,
    });
  });
});
