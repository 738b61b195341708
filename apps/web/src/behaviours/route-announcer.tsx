import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Client navigations change the page without a load, so screen readers are told the new title;
 * focus returns to the top of the document, as after a full load, or to the element the page
 * marks as where a reader arrives ([data-arrival-focus]: the results' heading, issue 36).
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
      const arrival = document.querySelector<HTMLElement>("[data-arrival-focus]");
      (arrival ?? document.getElementById("main"))?.focus({ preventScroll: true });
    }, 60);
    return () => clearTimeout(timer);
  }, [location.pathname]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
