import { describe, expect, it } from "vitest";
import { matchesRobotsPattern, normaliseRobotsPath } from "./robots-pattern";
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, robotsPolicyFor } from "./robots-txt";

function allowed(robots: string, agent: string, path: string): boolean {
  return robotsPolicyFor(parseRobotsTxt(robots), agent).isAllowed(path);
}

describe("robots.txt: RFC 9309 §5.1, the simple example", () => {
  const robots = [
    "User-Agent: *",
    "Disallow: *.gif$",
    "Disallow: /example/",
    "Allow: /publications/",
    "",
    "User-Agent: foobot",
    "Disallow:/",
    "Allow:/example/page.html",
    "Allow:/example/allowed.gif",
    "",
    "User-Agent: barbot",
    "User-Agent: bazbot",
    "Disallow: /example/page.html",
    "",
    "User-Agent: quxbot",
    "",
  ].join("\n");

  it("gives foobot only the two pages it allows", () => {
    expect(allowed(robots, "foobot", "/example/page.html")).toBe(true);
    expect(allowed(robots, "foobot", "/example/allowed.gif")).toBe(true);
    expect(allowed(robots, "foobot", "/example/other.html")).toBe(false);
    expect(allowed(robots, "foobot", "/publications/")).toBe(false);
  });

  it("applies one group to both agents it names", () => {
    for (const agent of ["barbot", "bazbot"]) {
      expect(allowed(robots, agent, "/example/page.html")).toBe(false);
      expect(allowed(robots, agent, "/example/image.gif")).toBe(true);
    }
  });

  it("lets an agent whose group has no rules go everywhere", () => {
    expect(allowed(robots, "quxbot", "/example/page.html")).toBe(true);
    expect(allowed(robots, "quxbot", "/a.gif")).toBe(true);
  });

  it("falls back to the * group for any other agent", () => {
    expect(allowed(robots, "Communique", "/image.gif")).toBe(false);
    expect(allowed(robots, "Communique", "/image.gif?size=2")).toBe(true);
    expect(allowed(robots, "Communique", "/example/")).toBe(false);
    expect(allowed(robots, "Communique", "/publications/2024")).toBe(true);
  });
});

describe("robots.txt: groups and user agents", () => {
  it("matches the product token case-insensitively and ignores a version (§2.2.1)", () => {
    const robots = "User-agent: ExampleBot/1.2\nDisallow: /foo\n\nUser-agent: *\nDisallow: /baz\n";
    expect(allowed(robots, "examplebot", "/foo")).toBe(false);
    expect(allowed(robots, "EXAMPLEBOT", "/foo")).toBe(false);
    expect(allowed(robots, "ExampleBot", "/baz")).toBe(true);
    expect(allowed(robots, "Other", "/baz")).toBe(false);
    expect(allowed(robots, "Other", "/foo")).toBe(true);
  });

  it("does not treat a longer or shorter token as a match", () => {
    const robots = "User-agent: Communique-News\nDisallow: /\n\nUser-agent: Comm\nDisallow: /\n";
    expect(allowed(robots, "Communique", "/page")).toBe(true);
  });

  it("merges groups that name the same agent (§2.2.1)", () => {
    const robots =
      "user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n";
    for (const path of ["/foo", "/bar", "/baz"]) expect(allowed(robots, "ExampleBot", path)).toBe(false);
    expect(allowed(robots, "ExampleBot", "/qux")).toBe(true);
  });

  it("merges several * groups too", () => {
    const robots =
      "User-agent: *\nDisallow: /a\n\nUser-agent: other\nDisallow: /\n\nUser-agent: *\nDisallow: /b\n";
    expect(allowed(robots, "Communique", "/a")).toBe(false);
    expect(allowed(robots, "Communique", "/b")).toBe(false);
    expect(allowed(robots, "Communique", "/c")).toBe(true);
  });

  it("allows everything when no group applies, or the file is empty", () => {
    expect(allowed("User-agent: other\nDisallow: /\n", "Communique", "/")).toBe(true);
    expect(allowed("", "Communique", "/anything")).toBe(true);
  });

  it("ignores rules before any user-agent line, comments, unknown keys and broken lines", () => {
    const robots = [
      "Disallow: /orphan",
      "# a comment line",
      "User-agent: *   # trailing comment",
      "Noindex: /ignored",
      "this line is nonsense",
      "Disallow: /private # why not",
      "DISALLOW: /SHOUTED",
    ].join("\r\n");
    expect(allowed(robots, "Communique", "/orphan")).toBe(true);
    expect(allowed(robots, "Communique", "/private")).toBe(false);
    expect(allowed(robots, "Communique", "/SHOUTED/x")).toBe(false);
    expect(allowed(robots, "Communique", "/ignored")).toBe(true);
  });

  it("treats an empty Disallow as allowing everything", () => {
    expect(allowed("User-agent: *\nDisallow:\n", "Communique", "/any/where")).toBe(true);
  });

  it("always allows /robots.txt itself (§2.2.2)", () => {
    expect(allowed("User-agent: *\nDisallow: /\n", "Communique", "/robots.txt")).toBe(true);
  });

  it("does not let a sitemap line end a group, and collects sitemaps from anywhere", () => {
    const robots = [
      "Sitemap: https://mfa.example/sitemap.xml",
      "User-agent: *",
      "Sitemap: https://mfa.example/news-sitemap.xml",
      "Disallow: /drafts/",
    ].join("\n");
    const policy = robotsPolicyFor(parseRobotsTxt(robots), "Communique");
    expect(policy.isAllowed("/drafts/1")).toBe(false);
    expect(policy.sitemaps).toEqual([
      "https://mfa.example/sitemap.xml",
      "https://mfa.example/news-sitemap.xml",
    ]);
  });
});

describe("robots.txt: longest match (§2.2.2, §5.2)", () => {
  it("lets the most specific rule win", () => {
    const robots = "User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n";
    expect(allowed(robots, "foobot", "/example/page/")).toBe(true);
    expect(allowed(robots, "foobot", "/example/page/allowed.gif")).toBe(true);
    expect(allowed(robots, "foobot", "/example/page/disallowed.gif")).toBe(false);
  });

  it("lets allow win a tie between equally long rules", () => {
    expect(allowed("User-agent: *\nDisallow: /page\nAllow: /page\n", "x", "/page")).toBe(true);
    expect(allowed("User-agent: *\nAllow: /page\nDisallow: /page\n", "x", "/page")).toBe(true);
  });

  it("does not depend on the order of the rules", () => {
    const a = "User-agent: *\nDisallow: /\nAllow: /statements/\n";
    const b = "User-agent: *\nAllow: /statements/\nDisallow: /\n";
    for (const robots of [a, b]) {
      expect(allowed(robots, "x", "/statements/2024/un.html")).toBe(true);
      expect(allowed(robots, "x", "/admin")).toBe(false);
    }
  });
});

describe("robots.txt: special characters (§2.2.3)", () => {
  it("matches * across any characters and $ at the end only", () => {
    const robots =
      "User-agent: *\nDisallow: /*.pdf$\nDisallow: /search*q=\nAllow: /this/*/exactly$\nDisallow: /this/\n";
    expect(allowed(robots, "x", "/files/report.pdf")).toBe(false);
    expect(allowed(robots, "x", "/files/report.pdf?download=1")).toBe(true);
    expect(allowed(robots, "x", "/search?lang=fr&q=climate")).toBe(false);
    expect(allowed(robots, "x", "/search?lang=fr")).toBe(true);
    expect(allowed(robots, "x", "/this/path/exactly")).toBe(true);
    expect(allowed(robots, "x", "/this/path/exactly/not")).toBe(false);
  });

  it("treats a $ that is not last, and escaped %2A / %24, as literal characters", () => {
    expect(allowed("User-agent: *\nDisallow: /price$list\n", "x", "/price$list")).toBe(false);
    expect(allowed("User-agent: *\nDisallow: /price$list\n", "x", "/price")).toBe(true);
    const robots = "User-agent: *\nDisallow: /path/file-with-a-%2A.html\nDisallow: /path/foo-%24\n";
    expect(allowed(robots, "x", "/path/file-with-a-*.html")).toBe(false);
    expect(allowed(robots, "x", "/path/file-with-a-%2A.html")).toBe(false);
    expect(allowed(robots, "x", "/path/file-with-a-x.html")).toBe(true);
    expect(allowed(robots, "x", "/path/foo-$")).toBe(false);
    expect(allowed(robots, "x", "/path/foo-x")).toBe(true);
  });

  it.each([
    ["/foo/bar?baz=quz", "/foo/bar?baz=quz"],
    ["/foo/bar/ツ", "/foo/bar/%E3%83%84"],
    ["/foo/bar/%E3%83%84", "/foo/bar/%E3%83%84"],
    ["/foo/bar/%E3%83%84", "/foo/bar/%e3%83%84"],
    ["/foo/bar/%62%61%7A", "/foo/bar/baz"],
    ["/foo/bar/baz", "/foo/bar/%62%61%7a"],
    ["/البيانات", "/%D8%A7%D9%84%D8%A8%D9%8A%D8%A7%D9%86%D8%A7%D8%AA"],
  ])("compares percent-encoding in one form: pattern %s matches %s", (pattern, path) => {
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, "x", path)).toBe(false);
  });

  it("keeps an escaped reserved character distinct from the character", () => {
    const robots = "User-agent: *\nDisallow: /a%2Fb\n";
    expect(allowed(robots, "x", "/a%2fb")).toBe(false);
    expect(allowed(robots, "x", "/a/b")).toBe(true);
  });

  it("does not blow up on a hostile pattern", () => {
    const pattern = `/${"*a".repeat(50)}b`;
    const path = `/${"a".repeat(100_000)}`;
    const started = performance.now();
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, "x", path)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("robots.txt: crawl-delay", () => {
  it("reads the agent's crawl-delay, keeping the largest of merged groups", () => {
    const robots =
      "User-agent: Communique\nCrawl-delay: 2\n\nUser-agent: communique\nCrawl-delay: 0.5\nDisallow: /x\n";
    expect(robotsPolicyFor(parseRobotsTxt(robots), "Communique").crawlDelaySeconds).toBe(2);
  });

  it("takes the * group's delay when no group names us, and ignores nonsense", () => {
    expect(robotsPolicyFor(parseRobotsTxt("User-agent: *\nCrawl-delay: 10\n"), "x").crawlDelaySeconds).toBe(
      10,
    );
    expect(
      robotsPolicyFor(parseRobotsTxt("User-agent: *\nCrawl-delay: soon\n"), "x").crawlDelaySeconds,
    ).toBeUndefined();
    expect(
      robotsPolicyFor(parseRobotsTxt("User-agent: *\nCrawl-delay: -3\n"), "x").crawlDelaySeconds,
    ).toBeUndefined();
  });
});

describe("robots.txt: fixed policies", () => {
  it("allows everything, or nothing but /robots.txt", () => {
    expect(ALLOW_ALL.isAllowed("/x")).toBe(true);
    expect(DISALLOW_ALL.isAllowed("/x")).toBe(false);
    expect(DISALLOW_ALL.isAllowed("/robots.txt")).toBe(true);
  });
});

describe("robots patterns", () => {
  it("normalises a pattern and a path to the same spelling", () => {
    expect(normaliseRobotsPath("/a b/ツ/%7e/%2f/*$", "pattern")).toBe("/a%20b/%E3%83%84/~/%2F/*$");
    expect(normaliseRobotsPath("/a*b$", "path")).toBe("/a%2Ab%24");
    expect(normaliseRobotsPath("/100%", "path")).toBe("/100%");
  });

  it("matches prefixes, wildcards and anchors", () => {
    expect(matchesRobotsPattern("/fish", "/fish.html")).toBe(true);
    expect(matchesRobotsPattern("/fish", "/Fish")).toBe(false);
    expect(matchesRobotsPattern("/fish*", "/fish")).toBe(true);
    expect(matchesRobotsPattern("/*.php$", "/index.php")).toBe(true);
    expect(matchesRobotsPattern("/*.php$", "/index.php?x")).toBe(false);
    expect(matchesRobotsPattern("/fish/$", "/fish/")).toBe(true);
    expect(matchesRobotsPattern("/fish/$", "/fish/a")).toBe(false);
    expect(matchesRobotsPattern("*", "/")).toBe(true);
    expect(matchesRobotsPattern("/a*b*c$", "/axxbyyc")).toBe(true);
    expect(matchesRobotsPattern("/a*b*c$", "/axxbyycd")).toBe(false);
    expect(matchesRobotsPattern("/a*bc$", "/abc")).toBe(true);
  });
});
