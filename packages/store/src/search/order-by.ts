import { COUNTRIES, countryName, type LanguageCode, type SortOrder } from "@communique/core";

/**
 * The ORDER BY of a date or country sort over the search table's columns (sid, date_start,
 * country, as `x`), pushing its parameter (if any) onto `params`. Shared by the result pages and
 * the exports, so both list statements in one order.
 */
export function orderBySql(
  sort: Exclude<SortOrder, "relevance">,
  lang: LanguageCode,
  params: unknown[],
): string {
  if (sort === "oldest") return "x.date_start ASC, x.sid";
  if (sort === "country") {
    params.push(countryCodesByName(lang));
    // Each issuer's place in the alphabet, in an array indexed by its number: one subscript a row.
    const ranks = `(SELECT array_agg(array_position($${params.length}::text[], c.code) ORDER BY g.n)
                      FROM generate_series(1, (SELECT max(num) FROM countries)) AS g(n)
                      LEFT JOIN countries c ON c.num = g.n)`;
    return `(${ranks})[x.country], x.date_start DESC, x.sid`;
  }
  return "x.date_start DESC, x.sid";
}

const sortedCodes = new Map<LanguageCode, string[]>();
/** Country codes in the alphabetical order of their names in `lang` (the database collates bytes). */
function countryCodesByName(lang: LanguageCode): string[] {
  let codes = sortedCodes.get(lang);
  if (!codes) {
    const collator = new Intl.Collator(lang);
    codes = COUNTRIES.map((c) => ({ code: c.code, name: countryName(c.code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((c) => c.code);
    sortedCodes.set(lang, codes);
  }
  return codes;
}
