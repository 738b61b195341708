import { LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { MINISTRIES } from "./content/ministries";
import type { FixtureStatement, MinistryContent } from "./content/ministry-content";
import { LAYOUTS, type MinistryLayout } from "./markup/layouts";
import { publishedAt } from "./written-dates";

/** One ministry as a running site holds it: its own copy of the statements, so tests can change it. */
export interface MinistryState {
  content: MinistryContent;
  layout: MinistryLayout;
  /** Newest first, as listings and feeds show them. */
  statements: FixtureStatement[];
  listingBroken: boolean;
  /** Last-Modified of the listing and feeds: moves forward on every change. */
  changedAt: Date;
}

export function byDateDescending(a: FixtureStatement, b: FixtureStatement): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

export function initialMinistries(): Record<LanguageCode, MinistryState> {
  const entries = LANGUAGE_CODES.map((language) => {
    const content = MINISTRIES[language];
    const statements = [...content.statements].sort(byDateDescending);
    const newest = statements[0]?.date ?? "2019-01-01";
    const state: MinistryState = {
      content,
      layout: LAYOUTS[language],
      statements,
      listingBroken: false,
      changedAt: publishedAt(newest, content.utcOffset),
    };
    return [language, state] as const;
  });
  return Object.fromEntries(entries) as Record<LanguageCode, MinistryState>;
}

/** Strictly later than before, whole seconds: If-Modified-Since must see every change. */
export function touch(state: MinistryState): void {
  const next = Math.max(Date.now(), state.changedAt.getTime() + 1000);
  state.changedAt = new Date(Math.ceil(next / 1000) * 1000);
}

export function statementPath(language: LanguageCode, slug: string): string {
  return `/${language}/statements/${slug}`;
}

export function documentPath(language: LanguageCode, slug: string): string {
  return `/${language}/documents/${slug}.pdf`;
}
