import type { PageviewSettings } from "../server/web-context";

export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do Not Track and Global Privacy Control both mean: send nothing. */
export function trackingAllowed(signals: PrivacySignals): boolean {
  return signals.doNotTrack !== "1" && signals.doNotTrack !== "yes" && signals.globalPrivacyControl !== true;
}

export interface Pageview {
  url: string;
  referrer: string;
  title: string;
}

export interface PageviewRequest {
  url: string;
  method: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/**
 * The request each protocol expects. Plausible: POST /api/event with a JSON event
 * (plausible.io/docs/events-api). Matomo: GET matomo.php with the Tracking HTTP API parameters
 * (developer.matomo.org/api-reference/tracking-api).
 */
export function pageviewRequest(settings: PageviewSettings, view: Pageview): PageviewRequest {
  const base = settings.endpoint.replace(/\/+$/, "");
  if (settings.provider === "plausible") {
    return {
      url: `${base}/api/event`,
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({
        name: "pageview",
        url: view.url,
        domain: settings.site,
        referrer: view.referrer || null,
      }),
    };
  }
  const params = new URLSearchParams({
    idsite: settings.site,
    rec: "1",
    apiv: "1",
    url: view.url,
    action_name: view.title,
    urlref: view.referrer,
    rand: String(Math.floor(Math.random() * 1e9)),
    send_image: "0",
  });
  return { url: `${base}/matomo.php?${params}`, method: "GET" };
}

export function sendPageview(settings: PageviewSettings, view: Pageview): void {
  const navigatorWithGpc = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (
    !trackingAllowed({
      doNotTrack: navigator.doNotTrack,
      globalPrivacyControl: navigatorWithGpc.globalPrivacyControl,
    })
  )
    return;
  const request = pageviewRequest(settings, view);
  fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    keepalive: true,
    credentials: "omit",
    mode: "no-cors",
  }).catch(() => {});
}
