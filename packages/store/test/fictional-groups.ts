import { countriesInGroup } from "@communique/core";
import { parseStatementDate } from "../src/statements/statement-date";
import type { StatementInput } from "../src/statements/write-statements";

/** The word every statement of the group fixtures holds, and nothing else does. */
export const GROUP_FIXTURE_WORD = "lanterns";

/**
 * FICTIONAL statements about lanterns for the group counts: one from each present member of the
 * Eastern European States and a second from Poland (so the group's issuers reach its size, and a
 * member counted twice would exceed it), four from former states of that group and of Asia-Pacific
 * (dated by the year only, as a corpus gives them), one from each observer state, one from the
 * European Union and one from Japan. No state issued them.
 */
export function fictionalGroupStatements(): StatementInput[] {
  const members = countriesInGroup("eastern-european")
    .filter((c) => c.kind === "member")
    .map((c) => c.code);
  const issuers: [string, string][] = [
    ...members.map((code): [string, string] => [code, "2023-04-12"]),
    ["PL", "2023-05"],
    ["YU", "1985"],
    ["YU", "1987"],
    ["CS", "1985"],
    ["DD", "1986"],
    ["YD", "1986"],
    ["PS", "2023"],
    ["VA", "2023-06-01"],
    ["eu", "2023-06-02"],
    ["JP", "2023-06-03"],
  ];
  return issuers.map(([code, date], i) => ({
    id: `fx-gr-${i}-${code}`,
    countryCode: code,
    source: "test-fixture",
    url: null,
    title: `Fictional group statement ${i}`,
    body: `A fictional statement ${i} on ${GROUP_FIXTURE_WORD}, issued by nobody.`,
    language: "en",
    date: parseStatementDate(date)!,
    meta: { fictional: true },
    fetchedAt: null,
  }));
}
