import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DISPOSE_MS } from "../../behaviours/constants";
import { createTooltipController } from "./tooltip-controller";

describe("the map tooltip", () => {
  let shown: (string | null)[];
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());
  const controller = () => createTooltipController((code) => shown.push(code));

  it("goes by itself after TOOLTIP_DISPOSE_MS (5 s)", () => {
    const tooltip = controller();
    tooltip.show("FR");
    vi.advanceTimersByTime(TOOLTIP_DISPOSE_MS - 1);
    expect(shown).toEqual(["FR"]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(["FR", null]);
    expect(TOOLTIP_DISPOSE_MS).toBe(5000);
  });

  it("restarts its time when another country is shown", () => {
    const tooltip = controller();
    tooltip.show("FR");
    vi.advanceTimersByTime(4000);
    tooltip.show("DE");
    vi.advanceTimersByTime(4000);
    expect(shown).toEqual(["FR", "DE"]);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(["FR", "DE", null]);
  });

  it("closes on leaving or blurring its country, not another one", () => {
    const tooltip = controller();
    tooltip.show("DE");
    tooltip.hide("FR");
    expect(shown).toEqual(["DE"]);
    tooltip.hide("DE");
    expect(shown).toEqual(["DE", null]);
  });

  it("closes on Escape, whichever country it shows, and does not come back at the old time", () => {
    const tooltip = controller();
    tooltip.show("MT");
    tooltip.hide();
    vi.advanceTimersByTime(TOOLTIP_DISPOSE_MS);
    expect(shown).toEqual(["MT", null]);
  });

  it("stops its timer on unmount", () => {
    const tooltip = controller();
    tooltip.show("MT");
    tooltip.stop();
    vi.advanceTimersByTime(TOOLTIP_DISPOSE_MS);
    expect(shown).toEqual(["MT"]);
  });
});
