import type { LanguageCode } from "@communique/core";

/** One FICTIONAL statement: the truth a test compares what the crawler extracted against. */
export interface FixtureStatement {
  slug: string;
  language: LanguageCode;
  title: string;
  /** ISO yyyy-mm-dd. */
  date: string;
  paragraphs: string[];
  /** Its versions in other languages, named in the page's head (`<link rel="alternate" hreflang>`). */
  alternates?: { language: LanguageCode; slug: string }[];
}

/** Everything a fictional ministry says, in its own language; the markup lives elsewhere. */
export interface MinistryContent {
  language: LanguageCode;
  /** "Ministry of Foreign Affairs of the Republic of Examplia (fictional)". */
  ministry: string;
  /** The town the ministry's datelines and PDFs name. */
  capital: string;
  /** The ministry's UTC offset, as feeds write it ("+05:00"). */
  utcOffset: string;
  labels: {
    home: string;
    statements: string;
    documents: string;
    contact: string;
    latest: string;
    next: string;
    download: string;
    /** "All rights reserved": the footer beside the copyright years. */
    rights: string;
    /** Says on every page that the site is fictional, made for software tests. */
    fictional: string;
  };
  /** Statements published as HTML pages, in any order (sorted by date when served). */
  statements: FixtureStatement[];
  /** Statements published only as PDF documents. */
  documents: FixtureStatement[];
}
