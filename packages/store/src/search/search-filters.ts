import { countriesInGroup, LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { issuerSelection, type SearchFilters } from "@communique/core/contract";
import { blocCountsCondition, blocGroups, blocTerms } from "./bloc-conditions";
import type { CompiledQuery } from "./compile-query";
import { once } from "./once";
import { topLevelAlternatives, withoutLanguageTies } from "./tsquery-text";

export interface SqlFilter {
  where: string;
  params: unknown[];
  /**
   * With an issuer filter (country, group or bloc): who of a statement's signatories it names,
   * written with parameters appended by `param` after the filter's (only a query that uses them
   * may carry them: PostgreSQL refuses a parameter it cannot type).
   */
  signers?: (param: (value: unknown) => string) => SignerConditions;
}

/**
 * A joint statement counts for each of its signatories (decision 032). `where` keeps a statement
 * when any of them passes the issuer filter; a count per State asks which one did. These are
 * written with the same parameters as `where`.
 */
export interface SignerConditions {
  /** The issuer (`x.country`) passes, on the statement's date. */
  issuer: () => string;
  /** A co-signatory (`g.country`, of `statement_cosigners g`) passes, on the statement's date. */
  cosigner: () => string;
  /**
   * A cheap superset of `cosigner` on `g.country` alone (no date): the rows worth reading. A
   * function, so that its parameters are appended only by a query that uses it.
   */
  cosignerCandidate: () => string;
}

/**
 * The WHERE clause over the search table (`statement_search x`) shared by the results, count,
 * facet, analytics and export queries, so they can never disagree. A query and its exclusions
 * are one tsquery (`match & !exclude`), which the GIN index answers exactly without reading any
 * tsvector. With text, the filters are also ANDed into that tsquery as the filter lexemes every
 * statement carries (`filterTsquery`), so the index narrows by them too; the column conditions
 * stay, exact, for the rows it keeps (but the issuers' under `alternativesApart`, below). Issuers
 * are matched by their numbers, groups expanded to their issuers.
 *
 * `alternativesApart`, for queries that read every match (facets, counts): a query whose
 * alternatives are ORed at its top ("paix" with its five equivalents) is written as one `@@` per
 * alternative, each with the exclusions and filters, which PostgreSQL answers as a BitmapOr of
 * small index scans. GIN evaluates the whole tsquery for every item of the union otherwise: at
 * 100k statements the facets of "paix" with its equivalents took 34 ms that way and 24 ms apart.
 * Not for a walk of the date index, which would test each row's tsvector once per alternative.
 * With a text match, the issuers are then left to their filter lexemes.
 */
export function buildSearchFilter(
  filters: SearchFilters,
  tiedQuery: CompiledQuery,
  options: { alternativesApart?: boolean; signatories?: "any" | "issuer" } = {},
): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const sole = tiedQuery.soleLanguage;
  const compiled = sole ? untied(tiedQuery) : tiedQuery;
  if (sole) conditions.push(`x.language = ${param(languageNum(sole))}::smallint`);
  // "issuer": a statement passes by its issuer alone, for a count per State that adds the
  // co-signatories apart (joint-signings.ts).
  const byIssuer = options.signatories === "issuer";
  const filterText = filterTsquery(filters, new Date(), { cosigners: !byIssuer });
  const alternatives = options.alternativesApart ? topLevelAlternatives(compiled.match) : [];
  const withFilters = (text: string) => withFilterLexemes(text, filterText);
  if (alternatives.length > 1 && alternatives.length <= MAX_ALTERNATIVES_APART) {
    const each = alternatives.map(
      (alternative) =>
        `x.search_vector @@ ${param(withFilters(searchTsquery({ ...compiled, match: alternative })))}::tsquery`,
    );
    conditions.push(`(${each.join(" OR ")})`);
  } else if (compiled.match) {
    conditions.push(`x.search_vector @@ ${param(withFilters(searchTsquery(compiled)))}::tsquery`);
  }
  // Only exclusions: a GIN lookup of what to leave out, hashed once (sids are never NULL).
  else if (compiled.exclude) {
    conditions.push(
      `x.sid NOT IN (SELECT e.sid FROM statement_search e WHERE e.search_vector @@ ${param(compiled.exclude)}::tsquery)`,
    );
  }
  // Queries that read every match go through the bitmap alone, where the issuers' filter
  // lexemes ANDed into the tsquery already decide exactly (syncCountries relabels the statements
  // of a country that changes group). The column condition would search an array of up to 54
  // numbers for every match: 17 % of a weekly comparison's series at 1M (157 -> 130 ms for
  // "security" with its equivalents among the African States). A walk of the date index keeps
  // it: it rejects another issuer's row before its tsvector is read.
  const issuersInTsquery = options.alternativesApart === true && compiled.match !== "" && filterText !== "";
  // A statement passes when its issuer or one of its co-signatories does. The issuer's column is
  // checked first, so that a statement that is not joint (nearly all) costs what it did; a joint
  // one is looked up among the few co-signed statements of the candidates first (an InitPlan).
  const statementLevel = signerConditions(
    issuersInTsquery ? { ...filters, countries: [], groups: [] } : filters,
    param,
  );
  if (statementLevel && byIssuer) conditions.push(statementLevel.issuer());
  else if (statementLevel) {
    conditions.push(
      `(${statementLevel.issuer()} OR (x.sid = ANY(ARRAY(SELECT g.sid FROM statement_cosigners g WHERE ${statementLevel.cosignerCandidate()}))` +
        ` AND EXISTS (SELECT 1 FROM statement_cosigners g WHERE g.sid = x.sid AND ${statementLevel.cosigner()})))`,
    );
  }
  if (filters.languages.length) {
    conditions.push(`x.language = ANY(${param(filters.languages.map(languageNum))}::smallint[])`);
  }
  conditions.push(...dateConditions("x", filters, param));
  return {
    where: conditions.length ? conditions.join(" AND ") : "TRUE",
    params,
    ...(issuerCodes(filters) || filters.blocs.length
      ? {
          signers: (append: (value: unknown) => string) => signerConditions(filters, append)!,
        }
      : {}),
  };
}

/**
 * The issuer filter (countries and groups, blocs) as conditions on one signatory: the issuer
 * (`x.country`) or a co-signatory (`g.country`), with a bloc's membership on the statement's date
 * (`x`'s). Undefined without an issuer filter.
 */
function signerConditions(
  filters: SearchFilters,
  param: (value: unknown) => string,
): SignerConditions | undefined {
  const codes = issuerCodes(filters);
  const blocs = blocTerms(filters, param);
  if (!codes && !blocs) return undefined;
  // Each parameter is appended when a condition first uses it: a query that does not use one
  // must not carry it.
  const countries = once(() => param(codes));
  const byCountry = (column: string) =>
    codes && `${column} = ANY(ARRAY(SELECT num FROM countries WHERE code = ANY(${countries()}::text[])))`;
  const both = (column: string) =>
    [byCountry(column), blocs?.condition(column)].filter(Boolean).join(" AND ");
  return {
    issuer: once(() => both("x.country")),
    cosigner: once(() => both("g.country")),
    cosignerCandidate: once(() => byCountry("g.country") || blocs!.candidate()),
  };
}

/**
 * A filter's conditions for a query that already has `params`: its parameters appended, its
 * placeholders renumbered after them.
 */
export function appendFilter(params: unknown[], filter: SqlFilter): string {
  const offset = params.length;
  params.push(...filter.params);
  return filter.where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * A query read in one language without its ties to that language ('~len'), which the language
 * column then holds (CompiledQuery.soleLanguage). GIN would read the filter lexeme's whole
 * posting list (60 % of the statements for English) to AND it with a rare word; the rows are
 * visited anyway, and their column checked there. A walk of the date index walks that
 * language's statements only (migration 018). At 1M statements: the facets of "tsunami" 5.6 ms
 * with the tie, 2.2 with the column; "trade" from the US or China among the Latin American
 * States in 2023 counted in 39 ms against 27; "human rights" 108 against 71–80. For a count
 * alone (no column read) the tie is the cheaper, so the sample's counts keep it
 * (matchesInSample takes the tsquery).
 */
function untied(compiled: CompiledQuery): CompiledQuery {
  return {
    ...compiled,
    match: withoutLanguageTies(compiled.match),
    exclude: withoutLanguageTies(compiled.exclude),
  };
}

/**
 * The same filters over the per-day counts (`statement_day_counts d`, migration 003), for
 * questions without text: they are answered from a few thousand narrow rows.
 */
export function buildCountsFilter(filters: SearchFilters): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const codes = issuerCodes(filters);
  if (codes) conditions.push(`d.country_code = ANY(${param(codes)}::text[])`);
  if (filters.languages.length) conditions.push(`d.language = ANY(${param(filters.languages)}::text[])`);
  const blocs = blocCountsCondition(filters, param);
  if (blocs) conditions.push(blocs);
  conditions.push(...dateConditions("d", filters, param));
  return { where: conditions.length ? conditions.join(" AND ") : "TRUE", params };
}

/**
 * The period's conditions on a table with date_start and date_end: the statement's whole date
 * period inside [from, to], or with `dates: "overlap"` any of it (a year-dated speech meets a
 * range that covers part of its year).
 */
function dateConditions(
  table: "x" | "d",
  filters: SearchFilters,
  param: (value: unknown) => string,
): string[] {
  const overlap = filters.dates === "overlap";
  const conditions: string[] = [];
  if (filters.from)
    conditions.push(`${table}.${overlap ? "date_end" : "date_start"} >= ${param(filters.from)}::date`);
  if (filters.to)
    conditions.push(`${table}.${overlap ? "date_start" : "date_end"} <= ${param(filters.to)}::date`);
  return conditions;
}

/** Past this many alternatives, one tsquery: each index scan has its start-up and planning cost. */
const MAX_ALTERNATIVES_APART = 16;

/** Years a date range may span for its years' lexemes to narrow a search (more is no narrowing). */
const MAX_FILTER_YEARS = 12;

/**
 * The filters as filter lexemes (migration 006: '~cFR', '~gafrican', '~lfr', '~y2023'), ANDed:
 * the issuers asked for (countries or groups; else the groups of the chosen blocs' members, when
 * few: blocGroups), the languages, and the years a date range spans (only prefilters for blocs
 * and dates: the column conditions decide the memberships and the days). "" when nothing narrows.
 */
export function filterTsquery(
  filters: SearchFilters,
  now = new Date(),
  options: { cosigners: boolean } = { cosigners: true },
): string {
  const parts: string[] = [];
  const anyOf = (lexemes: string[]) =>
    lexemes.length ? `( ${lexemes.map((l) => `'${l.replaceAll("'", "''")}'`).join(" | ")} )` : "";
  if (filters.countries.length || filters.groups.length) {
    const issuers = issuerSelection(filters);
    // The issuer's lexemes and a co-signatory's (migration 020): a joint statement counts for each.
    parts.push(
      anyOf([
        ...issuers.countries.flatMap((c) => (options.cosigners ? [`~c${c}`, `~sc${c}`] : [`~c${c}`])),
        ...issuers.wholeGroups.flatMap((g) => (options.cosigners ? [`~g${g}`, `~sg${g}`] : [`~g${g}`])),
      ]),
    );
  } else if (filters.blocs.length) {
    const groups = blocGroups(filters.blocs);
    if (groups)
      parts.push(anyOf(groups.flatMap((g) => (options.cosigners ? [`~g${g}`, `~sg${g}`] : [`~g${g}`]))));
  }
  if (filters.languages.length) parts.push(anyOf(filters.languages.map((l) => `~l${l}`)));
  if (filters.from) {
    const first = Number(filters.from.slice(0, 4));
    // No statement is dated after today (anywhere on Earth): an open range ends this year or next.
    const last = filters.to ? Number(filters.to.slice(0, 4)) : now.getUTCFullYear() + 1;
    if (last >= first && last - first < MAX_FILTER_YEARS) {
      parts.push(anyOf(Array.from({ length: last - first + 1 }, (_, i) => `~y${first + i}`)));
    }
  }
  return parts.join(" & ");
}

/** The query, its exclusions and the filters' lexemes as one tsquery ("" without a query). */
export function filteredTsquery(filters: SearchFilters, compiled: CompiledQuery): string {
  const text = searchTsquery(compiled);
  return text ? withFilterLexemes(text, filterTsquery(filters)) : "";
}

/** A tsquery ANDed with the filters' lexemes (filterTsquery), when there are any. */
function withFilterLexemes(text: string, filterText: string): string {
  return filterText ? `( ${text} ) & ${filterText}` : text;
}

/** A compiled query as the one tsquery statements must match: its terms and not its exclusions. */
export function searchTsquery(compiled: CompiledQuery): string {
  if (!compiled.match) return "";
  return compiled.exclude ? `( ${compiled.match} ) & !( ${compiled.exclude} )` : compiled.match;
}

/** Whether a compiled query has any text condition (terms or exclusions). */
export function hasText(compiled: CompiledQuery): boolean {
  return compiled.match !== "" || compiled.exclude !== "";
}

export function languageNum(language: LanguageCode): number {
  return LANGUAGE_CODES.indexOf(language);
}

/**
 * The issuers asked for by country and group, or undefined when the request names none: whole
 * groups expanded, a group narrowed by its chosen members left to them (issuerSelection).
 */
export function issuerCodes(filters: SearchFilters): string[] | undefined {
  if (!filters.countries.length && !filters.groups.length) return undefined;
  const issuers = issuerSelection(filters);
  const codes = new Set(issuers.countries);
  for (const group of issuers.wholeGroups)
    for (const country of countriesInGroup(group)) codes.add(country.code);
  return [...codes];
}
