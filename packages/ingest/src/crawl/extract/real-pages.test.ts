import { readFileSync } from "node:fs";
import path from "node:path";
import { testEnv } from "@communique/core/testing";
import { describe, expect, it } from "vitest";
import { extractArticle } from "./article";
import { extractListing } from "./listing";

/**
 * Extraction on real saved ministry pages (../shared/data/pages). Every expected value was read
 * in the saved file by eye: the headline, the date printed on the page, a sentence of the text.
 * Needs the corpus: CORPUS_DIR=/work/shared/data.
 */
const CORPUS_DIR = testEnv.CORPUS_DIR;
const NOW = new Date();

function page(name: string): string {
  return readFileSync(path.join(CORPUS_DIR ?? "", "pages", name), "utf8");
}

interface Expected {
  file: string;
  url: string;
  title: string;
  /** The date printed on the page, or null when the page prints none. */
  date: string | null;
  sentence?: string;
}

const ARTICLES: Expected[] = [
  {
    file: "b7b71aff55bfca76.html",
    url: "https://mfa.gov.by/en/press/statements/b7b71aff55bfca76.html",
    title:
      "Statement by the Foreign Ministry on countermeasures of the Republic of Belarus to illegal external sanctions pressure",
    date: "2021-12-06",
    sentence: "The corresponding decree will be signed as soon as possible.",
  },
  {
    file: "bf7e69d3fec2c5f0.html",
    url: "https://mfa.gov.by/en/press/statements/bf7e69d3fec2c5f0.html",
    title:
      "Statement of the Foreign Ministry of the Republic of Belarus in connection with the situation in Kazakhstan",
    date: "2021-12-06",
    sentence: "It is with deep concern that we see the situation deteriorate rapidly",
  },
  {
    file: "f179725988c80350.html",
    url: "https://mfa.gov.by/en/press/statements/f179725988c80350.html",
    title: "Statement of the Ministry of Foreign Affairs of the Republic of Belarus",
    date: null,
    sentence: "Naturally, we are closely monitoring this reaction.",
  },
  {
    file: "uae-500.html",
    url: "https://www.kln.gov.my/web/guest/-/uae-500",
    title: "UNITED ARAB EMIRATES CONTRIBUTES 500,000 DOSES OF COVID-19 VACCINE TO MALAYSIA",
    date: "2022-01-25",
    sentence: "Malaysia has today received 500,000 doses of COVID-19 vaccine",
  },
  {
    // The statement itself is a PDF: the page has a title and a signature date, no text.
    file: "2021.html",
    url: "https://www.spm.gov.cm/site/?q=en/content/programme-2021",
    title: "GOVERNMENT’S ECONOMIC, FINANCIAL, SOCIAL AND CULTURAL PROGRAMME FOR THE 2021 FINANCIAL YEAR",
    date: "2020-11-25",
  },
];

describe.skipIf(!CORPUS_DIR)(
  CORPUS_DIR
    ? "extraction on real saved pages"
    : "extraction on real saved pages (skipped: CORPUS_DIR is not set)",
  () => {
    for (const expected of ARTICLES) {
      it(`${expected.file}: title, printed date, body, language`, () => {
        const article = extractArticle(page(expected.file), expected.url, { now: NOW });
        expect(article.title).toBe(expected.title);
        expect(article.published?.value ?? null).toBe(expected.date);
        if (article.published)
          expect(new Date(article.published.start).getTime()).toBeLessThanOrEqual(NOW.getTime());
        if (expected.sentence) {
          expect(article.bodyText).toContain(expected.sentence);
          expect(article.bodyText.length).toBeGreaterThan(800);
          expect(article.bodyText.length).toBeLessThan(20_000);
        }
        expect(article.language).toBe("en");
        expect(article.bodyHtml).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
      });
    }

    it("cf70e7349e4f19db.html: a speech whose only date is in its headline", () => {
      const article = extractArticle(
        page("cf70e7349e4f19db.html"),
        "https://mfa.gov.by/en/press/statements/cf70.html",
        {
          now: NOW,
        },
      );
      expect(article.title).toMatch(
        /^Statement by Minister of Foreign Affairs of the Republic of Belarus, V\.Makei/,
      );
      expect(article.bodyText).toContain(
        "Belarus stands together in solidarity with other CEI Member States",
      );
      // Dates are not read from headlines (a headline may name an anniversary): none is printed elsewhere.
      expect(article.published).toBeUndefined();
    });

    it("uae-500.html: the same-site canonical link is the dedupe key", () => {
      const article = extractArticle(page("uae-500.html"), "https://www.kln.gov.my/web/guest/-/uae-500", {
        now: NOW,
      });
      expect(article.canonicalUrl).toBe(
        "https://www.kln.gov.my/web/guest/-/united-arab-emirates-contributes-500-000-doses-of-covid-19-vaccine-to-malaysia",
      );
    });

    it("belarus.html: the listing through the Diplomatic Pulse selectors (items in an HTML comment ignored)", () => {
      const listing = extractListing(page("belarus.html"), "https://mfa.gov.by/en/press/statements/", {
        item: '//a[has-class("tabs-content__item")]',
        link: "//@href",
        title: "//h2/text()",
        date: '//span[has-class("date _small")]//text()',
      });
      expect(listing.entries.map((entry) => entry.url)).toEqual([
        "http://localhost/bf7e69d3fec2c5f0.html",
        "http://localhost/b7b71aff55bfca76.html",
        "http://localhost/f179725988c80350.html",
        "http://localhost/cf70e7349e4f19db.html",
        "http://localhost/dad9272a52869cef.html",
      ]);
      expect(listing.entries[0]?.title).toBe(
        "Statement of the Foreign Ministry of the Republic of Belarus in connection with the situation in Kazakhstan",
      );
    });
  },
);
