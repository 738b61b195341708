/** Which way an arrow points on screen: the caller turns "back" and "forward" into this by direction. */
export type IconSide = "left" | "right";

// One chevron for a month, two for a year. A path for each side rather than a CSS mirror, so the
// server's HTML already points the right way.
const CHEVRONS = {
  single: { left: "M10 3 5 8l5 5", right: "M6 3l5 5-5 5" },
  double: { left: "M8 3 3 8l5 5M13 3 8 8l5 5", right: "M3 3l5 5-5 5M8 3l5 5-5 5" },
} as const;

export function ChevronIcon({ kind, side }: { kind: keyof typeof CHEVRONS; side: IconSide }) {
  return (
    <svg
      className={`calendar-icon calendar-icon-${side}`}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={CHEVRONS[kind][side]} />
    </svg>
  );
}

/** A dot: the current period, between the arrows. */
export function CurrentIcon() {
  return (
    <svg className="calendar-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="3" />
    </svg>
  );
}
