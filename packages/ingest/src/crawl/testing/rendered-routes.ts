import { escapeHtml, isLanguageCode } from "@communique/core";
import { type Handler, send } from "./http/responses";
import type { SiteContext } from "./ministry-routes";

/**
 * The same fictional ministries behind a JavaScript front end, under /js/: every listing and
 * article page is an empty shell whose script fetches JSON and builds the page, so a crawler that
 * does not run scripts finds nothing. Two more shells misbehave: one whose script also tries to
 * reach private addresses and another host (?probe=1), and one that never stops loading. Scale mode
 * has its front end too (/js/scale/...), for the benchmark.
 */

export const RENDERED_ROOT = "/js";

const JS = "application/javascript; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";
const HTML = "text/html; charset=utf-8";

/** Builds the listing or the article from the JSON API, with DOM calls (no markup strings). */
const APP = `
const root = document.getElementById("app");
const [, , lang, page, slug] = location.pathname.split("/");
const el = (tag, attrs, text) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
};
document.documentElement.lang = lang;
document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
if (page === "news") {
  fetch("/js/api/" + lang + "/news.json").then((r) => r.json()).then((items) => {
    const list = el("ul", { class: "news" });
    for (const item of items) {
      const li = el("li", { class: "news-item" });
      li.append(el("a", { href: "/js/" + lang + "/statements/" + item.slug }, item.title), " ",
        el("time", { datetime: item.date }, item.date));
      list.append(li);
    }
    root.replaceChildren(el("h1", {}, "Statements"), list);
  });
} else if (page === "statements") {
  fetch("/js/api/" + lang + "/statements/" + slug + ".json").then((r) => r.json()).then((s) => {
    const article = el("article");
    article.append(el("h1", {}, s.title), el("time", { datetime: s.date }, s.date));
    const body = el("div", { class: "statement-body" });
    for (const p of s.paragraphs) body.append(el("p", {}, p));
    article.append(body);
    root.replaceChildren(article);
  });
}`;

/** Tries what a compromised or careless site script might: cloud metadata, the LAN, a tracker. */
const PROBE = `
for (const url of ["http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/admin", "http://tracker.example/pixel.js"]) {
  fetch(url).catch(() => {});
}`;

/**
 * Scale mode behind a front end (/js/scale/...): the shell's script fetches the server-made page
 * from /scale/..., points its links back under /js/, and puts it in place. For the crawl benchmark.
 */
const SCALE_BOOT = `
fetch(location.pathname.slice(3) + location.search).then((r) => r.text()).then((html) => {
  const page = new DOMParser().parseFromString(html, "text/html");
  for (const a of page.querySelectorAll('a[href^="/scale/"]')) a.setAttribute("href", "/js" + a.getAttribute("href"));
  document.replaceChild(document.importNode(page.documentElement, true), document.documentElement);
});`;

/** A widget of the front end that fails (?broken=1): the listing still shows; health must say. */
const BROKEN = `throw new TypeError("the fictional Examplia widget is undefined");`;

/** Asks for more for ever: the page never goes quiet. */
const NEVER = `setInterval(() => fetch("/js/api/ping?" + Math.random()).catch(() => {}), 25);`;

function shell(title: string, scripts: string[]): string {
  const tags = scripts.map((src) => `<script src="${src}" defer></script>`).join("");
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${tags}</head>
<body><div id="app"><noscript>This site needs JavaScript.</noscript></div></body></html>`;
}

export function renderedRoute(site: SiteContext, url: URL): Handler | undefined {
  if (!url.pathname.startsWith(`${RENDERED_ROOT}/`)) return undefined;
  const rest = url.pathname.slice(RENDERED_ROOT.length);
  const text =
    (body: string, type: string): Handler =>
    (_req, res) =>
      send(res, 200, body, type);
  if (rest === "/app.js") return text(APP, JS);
  if (rest === "/probe.js") return text(PROBE, JS);
  if (rest === "/never.js") return text(NEVER, JS);
  if (rest === "/broken.js") return text(BROKEN, JS);
  if (rest === "/scale-boot.js") return text(SCALE_BOOT, JS);
  if (rest.startsWith("/scale/")) return text(shell("Scale (fictional)", ["/js/scale-boot.js"]), HTML);
  if (rest === "/api/ping") return text("{}", JSON_TYPE);
  if (rest === "/never/news") return text(shell("Never finishes (fictional)", ["/js/never.js"]), HTML);

  const api = /^\/api\/([a-z]{2})\/(?:news|statements\/([\w-]+))\.json$/.exec(rest);
  if (api && isLanguageCode(api[1])) {
    const statements = site.ministries[api[1]].statements;
    if (!api[2])
      return text(
        JSON.stringify(statements.map(({ slug, title, date }) => ({ slug, title, date }))),
        JSON_TYPE,
      );
    const statement = statements.find((s) => s.slug === api[2]);
    return statement && text(JSON.stringify(statement), JSON_TYPE);
  }
  const page = /^\/([a-z]{2})\/(news|statements\/[\w-]+)$/.exec(rest);
  if (page && isLanguageCode(page[1])) {
    const state = site.ministries[page[1]];
    if (page[2] !== "news" && !state.statements.some((s) => `statements/${s.slug}` === page[2]))
      return undefined;
    const scripts = [
      "/js/app.js",
      ...(url.searchParams.has("probe") ? ["/js/probe.js"] : []),
      ...(url.searchParams.has("broken") ? ["/js/broken.js"] : []),
    ];
    return text(shell(state.content.ministry, scripts), HTML);
  }
  return undefined;
}
