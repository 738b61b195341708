import { parseStatementDate } from "../src/statements/statement-date";
import type { StatementInput } from "../src/statements/write-statements";

/** Countries the bulk statements cycle through (real codes only because the reference table requires them). */
export const BULK_COUNTRIES = ["FR", "KE", "BR", "JP", "CN"] as const;

/**
 * `count` FICTIONAL statements, for tests that need more rows than fit in one batch: no state
 * issued them and their titles say so. Statement n is dated n days before 2020-01-01 (so the
 * most recent first is n = 0, 1, 2...), issued by BULK_COUNTRIES[n % 5], and mentions
 * "fisheries" when n is even, "forestry" when it is odd.
 */
export function fictionalBulkStatements(count: number): StatementInput[] {
  return Array.from({ length: count }, (_, n) => {
    const day = new Date(Date.UTC(2020, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    const id = `fx-bulk-${String(n).padStart(5, "0")}`;
    return {
      id,
      countryCode: BULK_COUNTRIES[n % BULK_COUNTRIES.length]!,
      source: "test-fixture",
      url: `https://ministry.example/${id}`,
      title: `Fictional bulk statement number ${n}`,
      body: `This fictional statement number ${n} is about ${n % 2 === 0 ? "fisheries" : "forestry"}.`,
      language: "en",
      date: parseStatementDate(day)!,
      meta: { fictional: true },
      fetchedAt: new Date("2024-03-20T00:00:00Z"),
    };
  });
}
