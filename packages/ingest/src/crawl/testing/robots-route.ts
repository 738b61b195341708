import { brokenArticle } from "./broken-pages";
import { BROKEN_STATEMENTS } from "./content/broken";
import { type Handler, HTML, notFound, send } from "./http/responses";

/**
 * robots.txt variants: the default allows everything but /private/ (which a listing links to);
 * "disallow-communique" shuts out our product token only; "server-error" is the 5xx that RFC 9309
 * §2.3.1.4 says means "crawl nothing"; "missing" is the 404 that means "crawl everything".
 */
export type RobotsMode = "default" | "disallow-communique" | "server-error" | "missing";

export interface RobotsSettings {
  mode: RobotsMode;
  crawlDelaySeconds?: number;
  sitemaps: string[];
}

export function robotsTxt(settings: RobotsSettings): string {
  const delay =
    settings.crawlDelaySeconds === undefined ? "" : `Crawl-delay: ${settings.crawlDelaySeconds}\n`;
  const everyone = `User-agent: *\nDisallow: /private/\n${delay}`;
  const communique = settings.mode === "disallow-communique" ? "User-agent: Communique\nDisallow: /\n\n" : "";
  const sitemaps = settings.sitemaps.map((url) => `Sitemap: ${url}\n`).join("");
  return `# Fictional ministries: a test fixture.\n${communique}${everyone}\n${sitemaps}`;
}

export function robotsRoute(settings: RobotsSettings, pathname: string): Handler | undefined {
  if (pathname === "/robots.txt") {
    return (_req, res) => {
      if (settings.mode === "server-error") send(res, 500, "Internal Server Error", "text/plain");
      else if (settings.mode === "missing") notFound(res);
      else send(res, 200, robotsTxt(settings), "text/plain; charset=utf-8");
    };
  }
  const note = BROKEN_STATEMENTS.privateNote;
  // Served, so that a crawler ignoring robots.txt would be seen fetching it.
  if (pathname === `/private/${note.slug}`) {
    return (_req, res) => send(res, 200, brokenArticle(note, pathname), HTML);
  }
  return undefined;
}
