import { writeFile } from "node:fs/promises";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { findChromium } from "@communique/ingest";
import {
  type FixtureSite,
  fixtureSources,
  renderedFixtureSources,
  startFixtureSite,
} from "@communique/ingest/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliDuringTests } from "../../test/cli-harness";

/** `sources check` as a real process against the FICTIONAL ministries on 127.0.0.1. */

const harness = cliDuringTests("communique-cli-check-", { CRAWL_ALLOW_PRIVATE: "1", CRAWL_DELAY_MS: "0" });
const cli = harness.run;
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  const english = [...fixtureSources(site.origin), ...renderedFixtureSources(site.origin)].filter((s) =>
    s.id.startsWith("fixture-en-"),
  );
  const gone = { ...english.find((s) => s.id === "fixture-en-html")!, id: "fixture-en-gone" };
  const file = path.join(harness.dir, "sources.json");
  await writeFile(file, JSON.stringify([...english, { ...gone, url: `${site.origin}/en/news?page=4` }]));
  expect((await cli(["sources", "add", file])).code).toBe(0);
});
afterAll(async () => {
  await site?.close();
});

describe("communique sources check", { timeout: 60_000 }, () => {
  it("prints what each selector found in the listing and on the first entry's page (exit 0)", async () => {
    const run = await cli(["sources", "check", "fixture-en-html"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).toContain(`Source fixture-en-html (NZ, html): ${site.origin}/en/news`);
    expect(out).toMatch(/^Listing: HTTP 200 text\/html, \d+ bytes$/m);
    expect(out).toMatch(/^ {2}item {5}\S.* → 4 items, 4 with a link$/m);
    expect(out).toMatch(/^ {2}1\. link {3}http:\/\/127\.0\.0\.1:\d+\/en\/\S+$/m);
    expect(out).toMatch(/^ {5}title {2}".+" \(title selector\)$/m);
    expect(out).toMatch(/^ {5}date {3}".+" → \d{4}-\d\d-\d\d$/m);
    expect(out).toMatch(/^First entry: http:\/\/127\.0\.0\.1:\d+\/en\/\S+$/m);
    expect(out).toMatch(/^ {2}body {5}.* → \d+ characters \(.+\)$/m);
    expect(out).toMatch(/^ {2}date {5}\d{4}-\d\d-\d\d \(from [a-z-]+\)$/m);
    expect(out).toContain("Every selector found something.");
  });

  it("--json gives the whole check; a redesigned listing exits 2 with what to repair", async () => {
    site.breakListing("en");
    try {
      const run = await cli(["sources", "check", "fixture-en-html", "--json"]);
      expect(run.code).toBe(2);
      const check = JSON.parse(run.stdout) as {
        problems: string[];
        listing: { check: { itemCount: number } };
      };
      expect(check.listing.check.itemCount).toBe(0);
      expect(check.problems).toEqual(["the item selector matched nothing"]);
      const text = await cli(["sources", "check", "fixture-en-html"]);
      expect(text.stdout).toContain("To repair:\n  - the item selector matched nothing");
    } finally {
      site.breakListing("en", false);
    }
  });

  it("a feed, and a listing that answers 404 (exit 69)", async () => {
    const feed = await cli(["sources", "check", "fixture-en-rss"]);
    expect(feed.code).toBe(0);
    expect(feed.stdout).toMatch(/^ {2}rss: \d+ entries$/m);
    const gone = await cli(["sources", "check", "fixture-en-gone"]);
    expect(gone.code).toBe(69);
    expect(gone.stdout).toMatch(/^Listing: failed: http-error \(HTTP 404\)/m);
  });

  it.skipIf(!findChromium(testEnv.CHROMIUM_PATH))(
    "renders a JavaScript source's pages, and says what its scripts were refused",
    async () => {
      const run = await cli(["sources", "check", "fixture-en-js"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^ {2}item {5}\S.* → 8 items, 8 with a link$/m);
      expect(run.stdout).toContain("Rendered in Chromium; no request of its scripts was refused.");
      const broken = await cli(["sources", "check", "fixture-en-js-broken"]);
      expect(broken.code).toBe(2);
      expect(broken.stdout).toMatch(
        /Its scripts threw errors \(the site's front end is broken; its pages may show less than they should\):\n {2}- TypeError: the fictional Examplia widget is undefined \(http:/,
      );
      const probe = await cli(["sources", "check", "fixture-en-js-probe"]);
      expect(probe.stdout).toContain(
        "requests its scripts made that were refused:\n  - other-host http://169.254.169.254/",
      );
    },
  );

  it("a JavaScript source without a Chromium: says what to install (exit 69)", async () => {
    const run = await cli(["sources", "check", "fixture-en-js"], { CHROMIUM_PATH: "/nonexistent/chromium" });
    expect(run.code).toBe(69);
    expect(run.stderr).toContain("install Debian's chromium, or set CHROMIUM_PATH");
  });

  it("usage errors exit 64, an unknown source 66", async () => {
    const runs = await Promise.all([
      cli(["sources", "check"]),
      cli(["sources", "check", "a", "b"]),
      cli(["sources", "check", "fx-no-such-source"]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([64, 64, 66]);
    expect(runs[0]!.stderr).toContain("sources check <id> [--json]");
    expect(runs[2]!.stderr).toContain('No source "fx-no-such-source"');
  });
});
