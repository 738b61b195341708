import { matchesRobotsPattern, normaliseRobotsPath } from "./robots-pattern";

/**
 * robots.txt as RFC 9309 defines it, plus the non-standard `crawl-delay`, which we honour because
 * being polite to ministries' small servers matters more than being standard.
 */

export interface RobotsRule {
  allow: boolean;
  /** Normalised by normaliseRobotsPath; its length is the rule's specificity. */
  pattern: string;
}

export interface RobotsGroup {
  /** Lower-cased product tokens, or "*". */
  agents: string[];
  rules: RobotsRule[];
  crawlDelaySeconds?: number;
}

export interface RobotsTxt {
  groups: RobotsGroup[];
  sitemaps: string[];
}

/** What one crawler may do on one origin. */
export interface RobotsPolicy {
  isAllowed(pathAndQuery: string): boolean;
  crawlDelaySeconds?: number;
  sitemaps: string[];
}

export const ALLOW_ALL: RobotsPolicy = { isAllowed: () => true, sitemaps: [] };
/** RFC 9309 §2.3.1.4: an unreachable robots.txt means the whole site is off limits for now. */
export const DISALLOW_ALL: RobotsPolicy = { isAllowed: (path) => path === "/robots.txt", sitemaps: [] };

type Line = { key: string; value: string };

function parseLine(raw: string): Line | undefined {
  const text = raw.replace(/#.*$/, "");
  const colon = text.indexOf(":");
  if (colon < 0) return undefined;
  const key = text.slice(0, colon).trim().toLowerCase();
  return { key, value: text.slice(colon + 1).trim() };
}

/** `User-agent: ExampleBot/1.2` names the product token `examplebot` (RFC 9309 §2.2.1). */
function productToken(value: string): string | undefined {
  if (value.startsWith("*")) return "*";
  return /^[A-Za-z_-]+/.exec(value)?.[0].toLowerCase();
}

function parseCrawlDelay(value: string): number | undefined {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let group: RobotsGroup | undefined;
  let collectingAgents = false;
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)) {
    const line = parseLine(raw);
    if (!line) continue;
    const { key, value } = line;
    if (key === "user-agent") {
      if (!group || !collectingAgents) {
        group = { agents: [], rules: [] };
        groups.push(group);
      }
      collectingAgents = true;
      const token = productToken(value);
      if (token) group.agents.push(token);
    } else if (key === "sitemap" || key === "site-map") {
      // Not part of any group: a sitemap line between two rules does not end the group.
      if (value) sitemaps.push(value);
    } else if (group && (key === "allow" || key === "disallow")) {
      collectingAgents = false;
      if (!value) continue; // "Disallow:" with no path allows everything
      const path = value.startsWith("/") || value.startsWith("*") ? value : `/${value}`;
      group.rules.push({ allow: key === "allow", pattern: normaliseRobotsPath(path, "pattern") });
    } else if (group && key === "crawl-delay") {
      collectingAgents = false;
      const seconds = parseCrawlDelay(value);
      if (seconds !== undefined) group.crawlDelaySeconds = Math.max(group.crawlDelaySeconds ?? 0, seconds);
    }
  }
  return { groups, sitemaps };
}

/**
 * The policy for one crawler: every group naming its product token, merged (RFC 9309 §2.2.1), or
 * else every `*` group, or else no rule at all. The longest matching pattern decides, and allow
 * wins a tie. /robots.txt itself is always allowed.
 */
export function robotsPolicyFor(robots: RobotsTxt, token: string): RobotsPolicy {
  const wanted = token.toLowerCase();
  const named = robots.groups.filter((g) => g.agents.includes(wanted));
  const groups = named.length > 0 ? named : robots.groups.filter((g) => g.agents.includes("*"));
  const rules = groups.flatMap((g) => g.rules);
  const delays = groups.flatMap((g) => (g.crawlDelaySeconds === undefined ? [] : [g.crawlDelaySeconds]));
  return {
    sitemaps: robots.sitemaps,
    ...(delays.length > 0 ? { crawlDelaySeconds: Math.max(...delays) } : {}),
    isAllowed(pathAndQuery) {
      if (pathAndQuery === "/robots.txt") return true;
      const path = normaliseRobotsPath(pathAndQuery, "path");
      let best: RobotsRule | undefined;
      for (const rule of rules) {
        if (!matchesRobotsPattern(rule.pattern, path)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieWonByAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieWonByAllow) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
