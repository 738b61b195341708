import { readFile } from "node:fs/promises";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { fromDpSelector } from "./dp-selector";
import {
  dpSourceId,
  importDpConfig,
  incompleteReason,
  isImporterReason,
  JAVASCRIPT_REASON,
} from "./import-dp-config";

/** Lines in Diplomatic Pulse's bulk format; ministries and addresses FICTIONAL (example.org). */
function bulk(...configs: Record<string, unknown>[]): string {
  return configs.map((c, i) => `{"index": {"_id": "fx${i}"}}\n${JSON.stringify(c)}\n`).join("\n");
}

const staticConfig = {
  name: "Senegal",
  url: "https://mfa.example.org/communiques",
  content_type: "static",
  global: '//div[has-class("node-feed-item")]',
  link: "//h3/a/@href",
  title: "//h3/a/text()",
  posted_date: "nill",
  statement: '//div[has-class("field-item even")]',
  us_date_format: null,
  link_follow: null,
  tag: null,
};

describe("importDpConfig", () => {
  it("maps a static config to an html source, has-class() kept as written", () => {
    const { sources, rejected } = importDpConfig(bulk(staticConfig));
    expect(rejected).toEqual([]);
    expect(sources).toEqual([
      {
        id: dpSourceId("SN", staticConfig.url),
        countryCode: "SN",
        kind: "html",
        url: staticConfig.url,
        language: null,
        scheduleMinutes: 60,
        selectors: {
          item: '//div[has-class("node-feed-item")]',
          link: "//h3/a/@href",
          title: "//h3/a/text()",
          body: '//div[has-class("field-item even")]',
        },
        numericDateOrder: null,
        listingPages: null,
        render: false,
        staticHosts: [],
        enabled: true,
        disabledReason: null,
        origin: "diplomatic-pulse",
      },
    ]);
    expect(sources[0]!.id).toMatch(/^dp-sn-[0-9a-f]{8}$/);
  });

  it("maps US dates, pdf listings, link_follow, javascript (rendered, enabled) and names in any form", () => {
    const { sources, rejected, tagsLeftOut } = importDpConfig(
      bulk(
        { ...staticConfig, name: "Côte d'Ivoire", us_date_format: "MMDDYYYY", tag: "div,share" },
        {
          ...staticConfig,
          name: "Bolivia",
          url: "https://pdf.example.org/",
          content_type: "pdf",
          statement: null,
        },
        {
          ...staticConfig,
          name: "Czech Republic",
          url: "https://follow.example.org/",
          content_type: "static_pdf",
          link_follow: '//div[has-class("download")]//a//@href',
        },
        {
          ...staticConfig,
          name: "Iran (Islamic Republic of)",
          url: "https://js.example.org/",
          content_type: "javascript",
          global: "div,news-arch-item",
          link: "html.a",
          title: "html.h2",
        },
      ),
    );
    expect(rejected).toEqual([]);
    expect(tagsLeftOut).toBe(1);
    expect(sources.map((s) => [s.countryCode, s.kind, s.enabled, s.render])).toEqual([
      ["CI", "html", true, false],
      ["BO", "pdf", true, false],
      ["CZ", "html", true, false],
      ["IR", "html", true, true],
    ]);
    expect(sources[0]!.numericDateOrder).toBe("month-first");
    expect(sources[2]!.selectors.follow).toBe('//div[has-class("download")]//a//@href');
    expect(sources[3]!.disabledReason).toBeNull();
    // What earlier imports wrote on javascript sources is still the importer's own reason, so
    // importing again switches them on (an operator's reason would be kept).
    expect(isImporterReason(JAVASCRIPT_REASON)).toBe(true);
    expect(isImporterReason("fictional: the site moved")).toBe(false);
    expect(sources[3]!.selectors).toMatchObject({ item: "div.news-arch-item", link: "a", title: "h2" });
  });

  it("reports what it cannot take, with the line: unknown names, kinds, bad addresses, bad JSON, repeats; keeps one lacking a selector, disabled", () => {
    const text = [
      bulk(
        { ...staticConfig, name: "Verdania" },
        { ...staticConfig, url: "https://kind.example.org/", content_type: "flash" },
        { ...staticConfig, url: "https://nolink.example.org/", link: "" },
        { ...staticConfig, url: "ftp://files.example.org/" },
        staticConfig,
        staticConfig,
      ),
      "{not json",
    ].join("\n");
    const { sources, rejected } = importDpConfig(text);
    expect(sources.map((s) => [s.url, s.enabled])).toEqual([
      ["https://nolink.example.org/", false],
      [staticConfig.url, true],
    ]);
    expect(sources[0]!.disabledReason).toBe(incompleteReason(["link"]));
    // Config i sits on line 3i + 2 (an action line before it, a blank line after); the bad JSON on 19.
    expect(rejected.map((r) => [r.line, r.reasons])).toEqual([
      [19, [expect.stringMatching(/^not valid JSON/)]],
      [2, ['name: no country of that name ("Verdania")']],
      [5, ['content_type: unknown "flash"']],
      [11, ["url: must be an http or https address"]],
      [17, ["same country and url as line 14"]],
    ]);
  });
});

describe("fromDpSelector", () => {
  it("reads Diplomatic Pulse's 'none', XPath, BeautifulSoup forms and XPath functions", () => {
    expect([null, undefined, "", "nil", "nill", "static"].map(fromDpSelector)).toEqual(
      Array(6).fill(undefined),
    );
    expect(fromDpSelector(' //div[has-class("a b")]//p ')).toBe('//div[has-class("a b")]//p');
    expect(fromDpSelector("li,rc-li font-bold")).toBe("li.rc-li.font-bold");
    expect(fromDpSelector("html.h2.a")).toBe("h2 a");
    expect(fromDpSelector('substring-after(//span/text(), ",")')).toBe(
      '(substring-after(//span/text(), ","))',
    );
  });
});

const CORPUS_DIR = testEnv.CORPUS_DIR;

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "the real Diplomatic Pulse configuration"
    : "the real Diplomatic Pulse configuration (skipped: CORPUS_DIR is not set)",
  () => {
    it("maps every name to the ISO2 code the reference CSV gives, config by config", async () => {
      const dir = path.join(CORPUS_DIR!, "sources");
      const { sources, rejected } = importDpConfig(await readFile(path.join(dir, "urlconfig.json"), "utf8"));
      const csv = (await readFile(path.join(dir, "mfa_source_urls.csv"), "utf8")).trim().split("\n").slice(1);
      // config_id,country_name_src,iso2,url,...: the url holds no comma in this file.
      const expected = new Map(csv.map((line) => line.split(",")).map((f) => [f[3]!, f[2]!]));
      expect(expected.size).toBe(263);
      expect(sources.length + rejected.length).toBe(263);
      for (const source of sources)
        expect([source.url, source.countryCode]).toEqual([source.url, expected.get(source.url)]);
      // Every configuration is kept: Mauritius's listing without a link selector, disabled.
      expect(rejected).toEqual([]);
      // Its 27 javascript sources (Mauritius among them) are read rendered, switched on; Mauritius alone stays off.
      expect(sources.filter((s) => s.render)).toHaveLength(27);
      expect(sources.filter((s) => !s.enabled)).toHaveLength(1);
      expect(sources.filter((s) => s.disabledReason?.includes(incompleteReason(["link"])))).toHaveLength(1);
    });
  },
);
