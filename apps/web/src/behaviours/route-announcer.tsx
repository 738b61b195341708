import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Client navigations change the page without a load, so screen readers are told the new title;
 * focus returns to the top of the document, as after a full load, or to where the reader arrives
 * (arrivalTarget).
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what announces a new page; the effect reads the document, not the location.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setMessage(document.title);
      arrivalTarget(window.location.hash)?.focus({ preventScroll: true });
    }, 60);
    return () => clearTimeout(timer);
  }, [location.pathname]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

/**
 * Where a reader arrives on a new page: the element its address names, or the first link in it
 * ("Back to the results" names the result the reader left: its title's link, which the Tab key
 * would reach next anyway); else the element the page marks ([data-arrival-focus]: the results'
 * heading, issue 36); else the main region.
 */
export function arrivalTarget(hash: string): HTMLElement | null {
  const named = hash.length > 1 ? document.getElementById(fragmentId(hash.slice(1))) : null;
  const focusable = named?.matches("a[href], [tabindex]")
    ? named
    : (named?.querySelector<HTMLElement>("a[href]") ?? null);
  return (
    focusable ??
    document.querySelector<HTMLElement>("[data-arrival-focus]") ??
    document.getElementById("main")
  );
}

/** The fragment as an id: percent-decoded when it decodes (a shared report's fragment need not). */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
