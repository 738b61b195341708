import {
  type Bloc,
  countriesInGroup,
  countryName,
  type GroupSlug,
  getBloc,
  groupName,
  membersDuring,
  membershipDays,
} from "@communique/core";
import type { IssuerRequest, MemberVoice, SearchFilters, Silences } from "@communique/core/contract";
import { type SearchDatabase, withIndexedTextPlans } from "../db/planner-settings";
import type { Queryable } from "../db/queryable";
import { ISSUER_CODES_BY_NUM_SQL } from "../reference/issuer-codes-sql";
import { compileQuery } from "../search/compile-query";
import { DAY_SID_KEY, readJointSignings, sidOfKey } from "../search/joint-signings";
import { buildSearchFilter } from "../search/search-filters";
import { readDuplicateVersions, withoutDuplicates } from "../search/version-duplicates";
import { formatStatementDate } from "../statements/statement-date";
import { countByIssuer, precisionOf } from "./day-counts";

export interface Among {
  kind: "bloc" | "group";
  id: string;
}

interface Spoken {
  code: string;
  n: number;
  first_sid: number;
  last_sid: number;
}

type DatedStatement = NonNullable<MemberVoice["first"]>;

/**
 * Who of a bloc or group spoke on a query in a period, and who did not (issue 37). The members are
 * the states that belonged to it at some time in the period; a bloc's member counts only the
 * statements of its membership (the bloc filter's rule). A member without a matching statement
 * is "silent" only when we would have seen one: we hold its other statements of the period, or
 * crawl a working source of it. Otherwise it is "not covered", never silent (decision 031).
 * The country and group filters do not change who is listed; the other filters apply.
 */
export async function memberVoices(
  db: SearchDatabase,
  request: IssuerRequest,
  among: Among,
): Promise<Silences> {
  const { from, to } = request.filters;
  const bloc = among.kind === "bloc" ? getBloc(among.id) : undefined;
  const members = bloc
    ? membersDuring(bloc, from, to)
    : countriesInGroup(among.id as GroupSlug)
        .filter((country) => country.kind !== "former")
        .map((country) => country.code);
  // The lens alone names the issuers: a bloc by its dated memberships, a group by its members
  // (one filter lexeme, '~gafrican', rather than a list of 54 countries).
  const counted: SearchFilters = {
    ...request.filters,
    countries: [],
    groups: bloc ? [] : [among.id as GroupSlug],
    blocs: bloc ? [bloc.id] : [],
  };
  const compiled = await compileQuery(db, request.query, request.filters.languages);
  const [spoken, inPeriod, working] = members.length
    ? await Promise.all([
        spokenBy(db, counted, compiled),
        countByIssuer(db, { ...counted, countries: members, groups: [], blocs: [] }),
        workingSources(db, members),
      ])
    : [[], [], new Set<string>()];
  const spokenByCode = new Map(spoken.map((row) => [row.code, row]));
  const silentCodes = members.filter((code) => !spokenByCode.has(code));
  const before =
    from && silentCodes.length
      ? await lastBefore(
          db,
          {
            ...counted,
            countries: silentCodes,
            blocs: [],
            from: undefined,
            to: dayBefore(from),
            period: undefined,
            dates: undefined,
          },
          compiled,
        )
      : new Map<string, number>();
  const dated = await datedStatements(db, [
    ...spoken.flatMap((row) => [row.first_sid, row.last_sid]),
    ...before.values(),
  ]);
  const periodCounts = new Map(inPeriod.map((row) => [row.code, row.n]));
  const voices: MemberVoice[] = members.map((code) => {
    const row = spokenByCode.get(code);
    const statementsInPeriod = periodCounts.get(code) ?? 0;
    const coverage = statementsInPeriod > 0 ? "statements" : working.has(code) ? "source" : "none";
    const beforeSid = before.get(code);
    return {
      code,
      name: countryName(code, request.lang),
      status: row ? "spoke" : coverage === "none" ? "not-covered" : "silent",
      statements: row?.n ?? 0,
      first: row ? (dated.get(row.first_sid) ?? null) : null,
      last: row ? (dated.get(row.last_sid) ?? null) : null,
      lastBefore: beforeSid === undefined ? null : (dated.get(beforeSid) ?? null),
      coverage,
      statementsInPeriod,
      memberships: bloc ? membershipsMeeting(bloc, code, from, to) : [{ from: null, until: null }],
    };
  });
  const collator = new Intl.Collator(request.lang);
  voices.sort(
    (a, b) =>
      Number(b.status === "spoke") - Number(a.status === "spoke") ||
      b.statements - a.statements ||
      collator.compare(a.name, b.name),
  );
  return {
    among: {
      kind: among.kind,
      id: among.id,
      name: bloc ? bloc.names[request.lang] : groupName(among.id as GroupSlug, request.lang),
      datesComplete: bloc ? bloc.datesComplete : true,
      sourceUrl: bloc?.sourceUrl ?? null,
      asOf: bloc?.asOf ?? null,
    },
    from: from ?? null,
    to: to ?? null,
    spoke: voices.filter((v) => v.status === "spoke").length,
    silent: voices.filter((v) => v.status === "silent").length,
    notCovered: voices.filter((v) => v.status === "not-covered").length,
    members: voices,
  };
}

/**
 * Per member that spoke: its matching statements, and the first and last of them by date. The
 * statements of each issuer, then the joint statements a member co-signed (joint-signings.ts).
 */
async function spokenBy(
  db: SearchDatabase,
  filters: SearchFilters,
  compiled: Awaited<ReturnType<typeof compileQuery>>,
): Promise<Spoken[]> {
  const filter = buildSearchFilter(filters, compiled, { alternativesApart: true, signatories: "issuer" });
  const anySignatory = buildSearchFilter(filters, compiled, { alternativesApart: true });
  const [{ rows }, joint, versions] = await Promise.all([
    withIndexedTextPlans(db, async (client) => {
      // The planner multiplies the filter lexemes' shares and expects hundreds of matches where a
      // common word has tens of thousands (68,521 for "security" translated among the African
      // Union in 2024 at 1M). So: hashed, not sorted, by issuer (the sort cost 10-15 ms), and,
      // when this query has the cores to itself (withIndexedTextPlans decides), parallel workers
      // without their start-up charged: a bloc narrowed by its groups' lexemes looked too small
      // for them and lost the second core (140 ms instead of 82 with both).
      await client.query(
        "SET LOCAL enable_sort = off; SET LOCAL parallel_setup_cost = 0; SET LOCAL parallel_tuple_cost = 0",
      );
      return client.query<{ code: string; n: number; first_key: string; last_key: string }>(
        `SELECT k.codes[i.country] AS code, i.n, i.first_key::text, i.last_key::text
           FROM (SELECT x.country, count(*)::int AS n, min(${DAY_SID_KEY}) AS first_key, max(${DAY_SID_KEY}) AS last_key
                   FROM statement_search x WHERE ${filter.where} GROUP BY x.country) i
          CROSS JOIN ${ISSUER_CODES_BY_NUM_SQL} AS k(codes)`,
        filter.params,
      );
    }),
    readJointSignings((sql, params) => db.query(sql, params), anySignatory),
    readDuplicateVersions((sql, params) => db.query(sql, params), anySignatory),
  ]);
  const spoken = new Map(
    rows.map((row) => [row.code, { n: row.n, first: BigInt(row.first_key), last: BigInt(row.last_key) }]),
  );
  for (const statement of withoutDuplicates(joint, versions)) {
    const key = BigInt(statement.daySidKey!);
    for (const code of statement.cosigners) {
      const seen = spoken.get(code);
      if (!seen) spoken.set(code, { n: 1, first: key, last: key });
      else {
        seen.n += 1;
        if (key < seen.first) seen.first = key;
        if (key > seen.last) seen.last = key;
      }
    }
  }
  // A statement's versions in several languages count once (decision 033).
  for (const version of versions) {
    const seen = version.issuerPasses ? spoken.get(version.issuer) : undefined;
    if (seen) seen.n -= 1;
  }
  return [...spoken].map(([code, row]) => ({
    code,
    n: row.n,
    first_sid: sidOfKey(row.first),
    last_sid: sidOfKey(row.last),
  }));
}

/**
 * Per state, its last matching statement under the filters (the period before the asked one):
 * the last it issued or, if later, the last it co-signed.
 */
async function lastBefore(
  db: SearchDatabase,
  filters: SearchFilters,
  compiled: Awaited<ReturnType<typeof compileQuery>>,
): Promise<Map<string, number>> {
  const filter = buildSearchFilter(filters, compiled, { alternativesApart: true, signatories: "issuer" });
  const [{ rows }, joint] = await Promise.all([
    withIndexedTextPlans(db, (client) =>
      client.query<{ code: string; key: string }>(
        `SELECT k.codes[l.country] AS code, l.key::text
           FROM (SELECT DISTINCT ON (x.country) x.country, ${DAY_SID_KEY} AS key FROM statement_search x
                  WHERE ${filter.where} ORDER BY x.country, x.date_start DESC, x.date_end, x.sid DESC) l
          CROSS JOIN ${ISSUER_CODES_BY_NUM_SQL} AS k(codes)`,
        filter.params,
      ),
    ),
    readJointSignings(
      (sql, params) => db.query(sql, params),
      buildSearchFilter(filters, compiled, { alternativesApart: true }),
    ),
  ]);
  const last = new Map(rows.map((row) => [row.code, BigInt(row.key)]));
  for (const statement of joint) {
    const key = BigInt(statement.daySidKey!);
    for (const code of statement.cosigners) if (key > (last.get(code) ?? -1n)) last.set(code, key);
  }
  return new Map([...last].map(([code, key]) => [code, sidOfKey(key)]));
}

/** The states with an enabled source whose latest crawl succeeded. */
async function workingSources(db: Queryable, codes: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT DISTINCT s.country_code AS code FROM sources s
       CROSS JOIN LATERAL (SELECT r.status FROM crawl_runs r WHERE r.source_id = s.id
                            ORDER BY r.started_at DESC LIMIT 1) latest
      WHERE s.enabled AND s.country_code = ANY($1::text[]) AND latest.status = 'ok'`,
    [codes],
  );
  return new Set(rows.map((row) => row.code));
}

async function datedStatements(db: Queryable, sids: number[]): Promise<Map<number, DatedStatement>> {
  if (!sids.length) return new Map();
  const { rows } = await db.query<{ sid: number; id: string; start: string; end: string }>(
    `SELECT sid, id, to_char(date_start, 'YYYY-MM-DD') AS start, to_char(date_end, 'YYYY-MM-DD') AS end
       FROM statements WHERE sid = ANY($1::int[])`,
    [[...new Set(sids)]],
  );
  return new Map(
    rows.map((row) => {
      const precision = precisionOf(row.start, row.end);
      return [
        row.sid,
        { id: row.id, date: formatStatementDate(row.start, precision), datePrecision: precision },
      ];
    }),
  );
}

/** A state's periods of membership that meet [from, to], as the data gives their dates. */
function membershipsMeeting(
  bloc: Bloc,
  code: string,
  from: string | undefined,
  to: string | undefined,
): MemberVoice["memberships"] {
  const days = membershipDays(bloc);
  return bloc.members
    .filter(
      (member, i) =>
        member.country === code && (!from || days[i]!.until >= from) && (!to || days[i]!.since <= to),
    )
    .map((member) => ({ from: member.from, until: member.until }));
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
