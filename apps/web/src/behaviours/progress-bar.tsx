import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from "./constants";

type Phase = "hidden" | "running" | "finishing";

/**
 * The top loading bar: appears only when a navigation lasts past the throttle, creeps towards
 * 90 % over the default duration, then completes and fades. Decorative (the route announcer
 * tells screen readers), so aria-hidden.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("hidden");
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("running"), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === "running" ? "finishing" : "hidden"));
  }, [busy]);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    if (phase === "running") {
      // Set through CSSOM, which the strict CSP allows (inline style attributes it does not).
      element.style.transitionDuration = "0ms";
      element.style.transform = "scaleX(0)";
      void element.offsetWidth;
      element.style.transitionDuration = `${LOADING_BAR_DURATION_MS}ms`;
      element.style.transform = "scaleX(0.9)";
    } else if (phase === "finishing") {
      element.style.transitionDuration = "200ms";
      element.style.transform = "scaleX(1)";
      const timer = setTimeout(() => setPhase("hidden"), 400);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  return (
    <div className="progress-bar" data-phase={phase} aria-hidden="true">
      <div ref={bar} className="progress-bar-fill" />
    </div>
  );
}
