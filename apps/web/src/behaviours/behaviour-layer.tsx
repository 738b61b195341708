import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import type { PageviewSettings } from "../server/web-context";
import { installChunkReload, reloadAfterChunkFailure } from "./chunk-reload";
import { ConnectivityIndicator } from "./connectivity";
import { CHUNK_LOAD_TIMEOUT_MS } from "./constants";
import { sendPageview } from "./pageviews";
import { ProgressBar } from "./progress-bar";
import { RouteAnnouncer } from "./route-announcer";

/** The site-wide behaviours of SPEC.md §2, §4 and §7, around every page. */
export function BehaviourLayer({
  pageviews,
  children,
}: {
  pageviews: PageviewSettings | null;
  children: ReactNode;
}) {
  // A marker for browser tests that need the page interactive.
  useEffect(() => {
    (window as Window & { __communiqueHydrated?: boolean }).__communiqueHydrated = true;
  }, []);
  useChunkReload();
  useServiceWorker();
  usePageviews(pageviews);
  return (
    <>
      <ProgressBar />
      <ConnectivityIndicator />
      <RouteAnnouncer />
      {children}
    </>
  );
}

function useChunkReload() {
  useEffect(() => installChunkReload(), []);
  const navigation = useNavigation();
  // A navigation stuck loading its code past the time-out is treated as a failed chunk.
  useEffect(() => {
    if (navigation.state !== "loading") return;
    const timer = setTimeout(reloadAfterChunkFailure, CHUNK_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);
}

function useServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }, []);
}

function usePageviews(settings: PageviewSettings | null) {
  const location = useLocation();
  const previous = useRef(typeof document === "undefined" ? "" : document.referrer);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads window.location; the route's path and query are what make it run again, once per page viewed.
  useEffect(() => {
    if (!settings) return;
    const url = window.location.href;
    // After the new page's <title> is in place.
    const timer = setTimeout(() => {
      sendPageview(settings, { url, referrer: previous.current, title: document.title });
      previous.current = url;
    }, 0);
    return () => clearTimeout(timer);
  }, [settings, location.pathname, location.search]);
}
