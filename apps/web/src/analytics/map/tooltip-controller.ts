import { TOOLTIP_DISPOSE_MS } from "../../behaviours/constants";

export interface TooltipController {
  /** Shows the tooltip of a country, replacing any other, until disposed. */
  show(code: string): void;
  /** Hides it if it is this country's (leaving one country must not close the next one's); any, without a code. */
  hide(code?: string): void;
  /** Stops the dispose timer (unmount). */
  stop(): void;
}

/** Which country's tooltip is shown; it goes by itself after the specified time (SPEC §9). */
export function createTooltipController(
  onChange: (code: string | null) => void,
  disposeMs = TOOLTIP_DISPOSE_MS,
): TooltipController {
  let current: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (code: string | null) => {
    if (code === current) return;
    current = code;
    onChange(code);
  };
  const stop = () => clearTimeout(timer);
  return {
    show(code) {
      stop();
      set(code);
      timer = setTimeout(() => set(null), disposeMs);
    },
    hide(code) {
      if (code !== undefined && code !== current) return;
      stop();
      set(null);
    },
    stop,
  };
}
