import { parseStatementDate } from "../src/statements/statement-date";
import type { StatementInput } from "../src/statements/write-statements";

/** Issuers of the analytics fixtures; NR only ever has year-dated statements. */
export const ANALYTICS_ISSUERS = ["FR", "KE", "BR", "JP", "PL", "PS", "eu"] as const;
export const THEMES = ["fisheries", "forestry", "oceans", "drought", "glaciers"] as const;

export interface AnalyticsFixture {
  id: string;
  country: string;
  /** As written in the statement: "2023-05-17", "2023-05" or "2023". */
  date: string;
  themes: string[];
}

/**
 * 400 FICTIONAL statements for checking analytics against counts computed in the test itself:
 * spread over 2022–2024 by a fixed pseudo-random sequence, one in ten dated only by month and one
 * in twenty-five only by year, plus twelve year-dated ones from Nauru. No state issued them.
 */
export function analyticsFixtures(): AnalyticsFixture[] {
  let seed = 20_240_917;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: a power-of-two LCG's low bits repeat with a short period.
    return Math.floor(seed / 65_536) % n;
  };
  const fixtures: AnalyticsFixture[] = [];
  for (let i = 0; i < 400; i++) {
    const day = new Date(Date.UTC(2022, 0, 1) + next(1096) * 86_400_000).toISOString().slice(0, 10);
    const date = i % 25 === 3 ? day.slice(0, 4) : i % 10 === 7 ? day.slice(0, 7) : day;
    const themes = THEMES.filter((_, k) => next(k + 2) === 0);
    fixtures.push({
      id: `fx-an-${i}`,
      country: ANALYTICS_ISSUERS[next(ANALYTICS_ISSUERS.length)]!,
      date,
      themes,
    });
  }
  for (let i = 0; i < 12; i++)
    fixtures.push({
      id: `fx-an-nr-${i}`,
      country: "NR",
      date: String(2022 + (i % 3)),
      themes: ["fisheries"],
    });
  return fixtures;
}

export function analyticsStatements(fixtures = analyticsFixtures()): StatementInput[] {
  return fixtures.map((f) => ({
    id: f.id,
    countryCode: f.country,
    source: "test-fixture",
    url: `https://ministry.example/${f.id}`,
    title: `Fictional analytics statement ${f.id}`,
    body: `A fictional statement ${f.id} ${f.themes.length ? `on ${f.themes.join(" and ")}` : "on nothing in particular"}.`,
    language: "en",
    date: parseStatementDate(f.date)!,
    meta: { fictional: true },
    fetchedAt: new Date("2024-03-20T00:00:00Z"),
  }));
}
