/*
 * Communiqué service worker (scope "/"). Keeps the app shell (the code and style files, which
 * are content-hashed and never change) and the pages a visitor opened, so they stay readable
 * offline; a page never opened falls back to the offline page of its language.
 * Network first for pages (always fresh when online), cache first for hashed assets.
 */
const VERSION = "v1";
const SHELL = `communique-shell-${VERSION}`;
const PAGES = `communique-pages-${VERSION}`;
const LANGUAGES = ["ar", "zh", "en", "fr", "ru", "es"];
const OFFLINE_PAGES = LANGUAGES.map((lang) => `/${lang}/offline`);
const SHELL_FILES = ["/favicon.svg", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      const pages = await caches.open(PAGES);
      // Without cookies: these background fetches must not change the remembered language.
      await pages.addAll(OFFLINE_PAGES.map((path) => new Request(path, { credentials: "omit" })));
      // The code and style an offline page needs, read from the page itself.
      const html = await (await pages.match("/en/offline")).text();
      const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await shell.addAll([...new Set(assets)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== SHELL && key !== PAGES) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

function languageOf(url) {
  const first = url.pathname.split("/")[1];
  return LANGUAGES.includes(first) ? first : "en";
}

/**
 * The offline page, to show at another page's address: without its scripts. Hydrated there, the
 * app would match the address's route, not the offline page's, and replace the page with an
 * error (then reload, over and over, for the route's code it cannot fetch). Links and the search
 * form work without scripts; "Try again" reloads the address asked for.
 */
async function inertCopy(response) {
  const html = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  const headers = new Headers(response.headers);
  // The body is now shorter, and already decoded.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: response.status, headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) (await caches.open(SHELL)).put(request, response.clone());
        return response;
      })(),
    );
    return;
  }

  if (request.mode === "navigate" || url.pathname.endsWith(".data")) {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok && response.type === "basic")
            (await caches.open(PAGES)).put(request, response.clone());
          return response;
        } catch (error) {
          const cached = await caches.match(request);
          if (cached) return cached;
          if (request.mode !== "navigate") throw error;
          const offline = await caches.match(`/${languageOf(url)}/offline`);
          return offline ? await inertCopy(offline) : Response.error();
        }
      })(),
    );
  }
});
