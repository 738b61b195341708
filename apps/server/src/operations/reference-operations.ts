import {
  BLOCS,
  COUNTRIES,
  countryName,
  finderEntries,
  GROUPS,
  getCountry,
  groupName,
  MEMBER_STATES_TOTAL,
  membersDuring,
} from "@communique/core";
import {
  FLAGGED,
  HEALTH_FLAGS,
  type HealthChangeAnswer,
  type HealthFlag,
  resolvePeriod,
  type SourceHealth,
} from "@communique/core/contract";
import {
  type AssessedSource,
  CoverageCounter,
  type HealthChange,
  recentCoverageByCountry,
  sourcesHealth,
} from "@communique/store";
import type { Services } from "../app-context";
import type { Implementation } from "./operation";

const MEMBER_CODES = COUNTRIES.filter((c) => c.kind === "member").map((c) => c.code);

/**
 * One counter per process (its services), on their database: a request's own is cancelled when
 * its client leaves, which must not stop the count every other request waits for. (Kept per
 * request's database before, it was never found again: every request counted.)
 */
const coverageCounters = new WeakMap<Services, CoverageCounter>();

export const coverage: Implementation<"getCoverage"> = async (context) => {
  let counter = coverageCounters.get(context.shared);
  if (!counter) {
    counter = new CoverageCounter(context.shared.db, MEMBER_CODES);
    coverageCounters.set(context.shared, counter);
  }
  return { answer: { ...(await counter.get()), memberStatesTotal: MEMBER_STATES_TOTAL } };
};

export const coverageByCountry: Implementation<"getCoverageByCountry"> = async (context, params) => {
  const { lang, filters } = params;
  const resolved = resolvePeriod(filters, context.today);
  const { totals, issuers } = await recentCoverageByCountry(context.services.db, resolved);
  const collator = new Intl.Collator(lang);
  const countries = issuers
    .map((issuer) => ({
      code: issuer.code,
      name: countryName(issuer.code, lang),
      group: issuer.group,
      kind: issuer.kind,
      sources: issuer.sources,
      enabledSources: issuer.enabledSources,
      lastCrawlAt: issuer.lastCrawlAt?.toISOString() ?? null,
      lastSuccessAt: issuer.lastSuccessAt?.toISOString() ?? null,
      newestStatement: issuer.newestStatement,
      statements: issuer.statements,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { answer: { totals, countries } };
};

export const health: Implementation<"getSourcesHealth"> = async (context, params) => {
  const { lang, flag } = params;
  const assessed = (await sourcesHealth(context.services.db)).map((s) => toAnswer(s, lang));
  const byFlag = Object.fromEntries(
    HEALTH_FLAGS.map((f) => [f, assessed.filter((s) => s.flag === f).length]),
  ) as Record<HealthFlag, number>;
  const collator = new Intl.Collator(lang);
  const order = (f: HealthFlag) => HEALTH_FLAGS.indexOf(f);
  const sources = assessed
    .filter((s) => !flag || (flag === "flagged" ? s.flagged : s.flag === flag))
    .sort(
      (a, b) =>
        Number(b.flagged) - Number(a.flagged) ||
        (a.flagged ? order(a.flag) - order(b.flag) : 0) ||
        collator.compare(a.countryName, b.countryName) ||
        (a.id < b.id ? -1 : 1),
    );
  return {
    answer: {
      totals: { sources: assessed.length, flagged: assessed.filter((s) => s.flagged).length, byFlag },
      sources,
    },
  };
};

export const countries: Implementation<"listCountries"> = async (_context, { lang }) => {
  const collator = new Intl.Collator(lang);
  const answer = finderEntries()
    .map((entry) => {
      const country = getCountry(entry.code)!;
      return {
        code: country.code,
        name: countryName(country.code, lang),
        group: country.group,
        kind: country.kind,
        iso3: country.iso3,
        names: country.names,
        aliases: [...entry.aliases],
        capitals: [...entry.capitals],
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return { answer };
};

export const groups: Implementation<"listGroups"> = async (_context, { lang }) => ({
  answer: GROUPS.map((group) => ({
    slug: group.slug,
    name: groupName(group.slug, lang),
    countries: COUNTRIES.filter((country) => country.group === group.slug).length,
  })),
});

export const blocs: Implementation<"listBlocs"> = async (context, { lang }) => {
  const today = context.today.toISOString().slice(0, 10);
  return {
    answer: BLOCS.map((bloc) => ({
      id: bloc.id,
      name: bloc.names[lang],
      shortName: bloc.shortNames[lang],
      founded: bloc.founded,
      dissolved: bloc.dissolved,
      datesComplete: bloc.datesComplete,
      sourceUrl: bloc.sourceUrl,
      asOf: bloc.asOf,
      members: bloc.dissolved ? 0 : membersDuring(bloc, today, today).length,
      memberships: bloc.members.map((member) => ({
        code: member.country,
        name: countryName(member.country, lang),
        from: member.from,
        until: member.until,
      })),
    })),
  };
};

function toAnswer(source: AssessedSource, lang: Parameters<typeof countryName>[1]): SourceHealth {
  const a = source.assessment;
  return {
    id: source.id,
    countryCode: source.countryCode,
    countryName: countryName(source.countryCode, lang),
    kind: source.kind,
    rendered: source.render ?? false,
    url: source.url,
    enabled: source.enabled,
    disabledReason: source.disabledReason,
    flag: a.flag,
    flagged: FLAGGED.includes(a.flag),
    lastGood: a.lastGood && { at: a.lastGood.at.toISOString(), items: a.lastGood.items },
    lastBad: a.lastBad && {
      at: a.lastBad.at.toISOString(),
      reason: a.lastBad.reason,
      httpStatus: a.lastBad.httpStatus,
      message: a.lastBad.message,
    },
    change: a.change && changeAnswer(a.change),
    usualGapDays: a.rhythm ? Math.round(a.rhythm.usualGapDays * 10) / 10 : null,
    newestPublication: a.newestPublication,
  };
}

function changeAnswer(change: HealthChange): HealthChangeAnswer {
  switch (change.kind) {
    case "failing":
      return { ...change, since: change.since.toISOString() };
    case "items-fell":
      return { ...change, on: change.on.toISOString() };
    case "script-errors":
      return { ...change, on: change.on.toISOString() };
    case "never-found":
      return { ...change, since: change.since.toISOString() };
    case "silent":
      return {
        ...change,
        usualGapDays: Math.round(change.usualGapDays * 10) / 10,
        staleAfterDays: Math.round(change.staleAfterDays * 10) / 10,
      };
  }
}
