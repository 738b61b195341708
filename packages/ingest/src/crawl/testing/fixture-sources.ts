import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import type { z } from "zod";
import type { SourceFileEntrySchema } from "../../sources/source-file";
import { LAYOUTS } from "./markup/layouts";

/**
 * Source definitions (sources/README.md) for the fixture site, as a source file would hold them.
 * The countries are real ISO codes used as opaque values: the ministries behind them are fictional.
 */

export type FixtureSourceEntry = z.input<typeof SourceFileEntrySchema>;

export const FIXTURE_COUNTRIES: Readonly<Record<LanguageCode | "broken" | "sitemap", string>> = {
  ar: "OM",
  zh: "SG",
  en: "NZ",
  fr: "LU",
  ru: "KZ",
  es: "UY",
  broken: "FJ",
  sitemap: "IS",
};

const NUMERIC_ORDER: Partial<Record<LanguageCode, "day-first" | "year-first">> = {
  fr: "day-first",
  es: "day-first",
  ru: "day-first",
  zh: "year-first",
};

function listingSelectors(language: LanguageCode) {
  const { item, link, title, date } = LAYOUTS[language].selectors;
  return { item, link, title, date };
}

export function fixtureSources(origin: string): FixtureSourceEntry[] {
  const perMinistry = LANGUAGE_CODES.flatMap((language): FixtureSourceEntry[] => {
    const common = { country: FIXTURE_COUNTRIES[language], language };
    const order = NUMERIC_ORDER[language];
    return [
      {
        id: `fixture-${language}-html`,
        ...common,
        kind: "html",
        url: `${origin}/${language}/news`,
        selectors: { ...LAYOUTS[language].selectors },
        ...(order ? { numericDateOrder: order } : {}),
      },
      {
        id: `fixture-${language}-rss`,
        ...common,
        kind: "rss",
        // The French ministry's feed is Atom: kind "rss" covers both.
        url: `${origin}/${language}/${language === "fr" ? "feed.atom" : "feed.rss"}`,
      },
      {
        id: `fixture-${language}-pdf`,
        ...common,
        kind: "pdf",
        url: `${origin}/${language}/documents`,
        selectors: listingSelectors(language),
        ...(order ? { numericDateOrder: order } : {}),
      },
    ];
  });
  return [
    ...perMinistry,
    {
      id: "fixture-es-json",
      country: FIXTURE_COUNTRIES.es,
      language: "es",
      kind: "json",
      url: `${origin}/es/feed.json`,
    },
    // No language: the sitemap covers all six ministries, so each page's language is detected.
    {
      id: "fixture-sitemap",
      country: FIXTURE_COUNTRIES.sitemap,
      kind: "sitemap",
      url: `${origin}/sitemap.xml`,
    },
    {
      id: "fixture-broken-html",
      country: FIXTURE_COUNTRIES.broken,
      language: "en",
      kind: "html",
      url: `${origin}/broken/news`,
      selectors: { ...LAYOUTS.en.selectors },
    },
  ];
}

/** Scale mode's sources: one listing and one feed per language, under /scale/. */
export function scaleSources(origin: string, options: { rendered?: boolean } = {}): FixtureSourceEntry[] {
  if (options.rendered) {
    // The same listings behind their front end (rendered-routes.ts): read only when rendered.
    return LANGUAGE_CODES.map((language) => ({
      id: `fixture-scale-${language}-js`,
      country: FIXTURE_COUNTRIES[language],
      language,
      kind: "html",
      render: true,
      url: `${origin}/js/scale/${language}/news`,
      selectors: { ...LAYOUTS[language].selectors },
      ...(NUMERIC_ORDER[language] ? { numericDateOrder: NUMERIC_ORDER[language] } : {}),
    }));
  }
  return LANGUAGE_CODES.flatMap((language): FixtureSourceEntry[] => {
    const common = { country: FIXTURE_COUNTRIES[language], language };
    const order = NUMERIC_ORDER[language];
    return [
      {
        id: `fixture-scale-${language}-html`,
        ...common,
        kind: "html",
        url: `${origin}/scale/${language}/news`,
        selectors: { ...LAYOUTS[language].selectors },
        ...(order ? { numericDateOrder: order } : {}),
      },
      {
        id: `fixture-scale-${language}-rss`,
        ...common,
        kind: "rss",
        url: `${origin}/scale/${language}/feed.rss`,
      },
    ];
  });
}

/**
 * The ministries behind their JavaScript front end (/js/, rendered-routes.ts): read only when
 * rendered. `probe` adds a script that tries private addresses and another host; `broken` one that
 * throws; `never` is a listing that never stops loading.
 */
export function renderedFixtureSources(origin: string): FixtureSourceEntry[] {
  const selectors = { item: "ul.news li.news-item", link: "./a/@href", title: "a", date: "./time/@datetime" };
  return [
    ...LANGUAGE_CODES.map(
      (language): FixtureSourceEntry => ({
        id: `fixture-${language}-js`,
        country: FIXTURE_COUNTRIES[language],
        language,
        kind: "html",
        render: true,
        url: `${origin}/js/${language}/news`,
        selectors,
      }),
    ),
    {
      id: "fixture-en-js-probe",
      country: FIXTURE_COUNTRIES.en,
      language: "en",
      kind: "html",
      render: true,
      url: `${origin}/js/en/news?probe=1`,
      selectors,
    },
    {
      id: "fixture-en-js-broken",
      country: FIXTURE_COUNTRIES.en,
      language: "en",
      kind: "html",
      render: true,
      url: `${origin}/js/en/news?broken=1`,
      selectors,
    },
    {
      id: "fixture-js-never",
      country: FIXTURE_COUNTRIES.broken,
      kind: "html",
      render: true,
      url: `${origin}/js/never/news`,
      selectors,
    },
  ];
}
