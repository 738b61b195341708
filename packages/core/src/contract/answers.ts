import { z } from "zod";
import { GROUP_SLUGS } from "../countries/groups";
import { LANGUAGE_CODES } from "../languages";
import { QUERY_LANGUAGE_REASONS } from "../query/query-model";
import {
  COUNTRY_KINDS,
  DATE_PRECISIONS,
  INTERVALS,
  MEMBER_STATES_TOTAL,
  TRANSLATION_SOURCES,
} from "../vocabulary";

/**
 * Every answer of the API, declared once: the store's functions return these types, the server
 * documents them in OpenAPI, and the web app parses what it receives with them.
 */

const count = (description?: string) =>
  z
    .number()
    .int()
    .meta(description ? { description } : {});
const Day = z.string().meta({ description: "YYYY-MM-DD", example: "2024-01-01" });
const StatementDateSchema = z
  .string()
  .meta({ description: "YYYY, YYYY-MM or YYYY-MM-DD, as precise as the source.", example: "2024" });
export const DatePrecisionSchema = z.enum(DATE_PRECISIONS);
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export const GroupSlugSchema = z.enum(GROUP_SLUGS);
const CountryKindSchema = z.enum(COUNTRY_KINDS);

/**
 * A statement's id as clients send it (a path segment, a report item): printable text of at
 * most 200 characters. A control character (NUL above all) could never be an id, and PostgreSQL
 * refuses NUL in text, so it is a 400 here rather than a failed query.
 */
export const StatementIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters")
  .meta({ example: "UNGDC-FRA-79-2024" });

export const CountryRefSchema = z
  .object({
    code: z.string().meta({ example: "FR" }),
    name: z.string().meta({ example: "France" }),
    group: GroupSlugSchema,
  })
  .meta({ id: "CountryRef" });
export type CountryRef = z.infer<typeof CountryRefSchema>;

/** A joint statement's signatories (decision 032). */
const SignatoriesSchema = z.array(CountryRefSchema).min(2).optional().meta({
  description:
    "Present for a joint statement: the States that signed it, as read from its title or its signatory list, in the order named (the issuer first when the text does not name it). It counts for each of them in filters, facets and analytics.",
});

/** A statement's versions in other languages (decision 033). */
const VersionsSchema = z
  .array(z.object({ id: z.string(), language: LanguageCodeSchema, title: z.string() }))
  .min(1)
  .optional()
  .meta({
    description:
      "Present when the issuer published the same statement in other languages (its page names them, or the same issuer and day with a title naming the same concepts of the terminology): each version, in the order ar, zh, en, fr, ru, es. Analytics count the versions of a statement once.",
  });

/** What a result and a whole statement both begin with: which statement, its title and its title's language. */
const StatementHeadShape = {
  id: z.string(),
  title: z.string(),
  titleLanguage: LanguageCodeSchema.meta({
    description:
      "The title's language: the statement's own, or the answer's lang for a title built from metadata (a corpus speech's 'Statement by … at the General Debate of the 78th session…'), which is written in lang.",
  }),
};

export const SearchResultSchema = z
  .object({
    ...StatementHeadShape,
    country: CountryRefSchema,
    date: StatementDateSchema,
    datePrecision: DatePrecisionSchema,
    language: LanguageCodeSchema,
    url: z.string().nullable().meta({ description: "The original on the issuer's website, when known." }),
    signatories: SignatoriesSchema,
    versions: VersionsSchema,
    snippet: z
      .string()
      .meta({ description: "HTML: escaped original text with <mark> around matched words." }),
    matched: z
      .object({ language: LanguageCodeSchema, text: z.string() })
      .optional()
      .meta({
        description:
          "With translate=add: the variant of the query this statement matched (the query as typed, or an equivalent in the statement's language).",
        example: { language: "zh", text: "气候变化" },
      }),
  })
  .meta({ id: "SearchResult" });
export type SearchResultItem = z.infer<typeof SearchResultSchema>;

export const SearchFacetsSchema = z.object({
  countries: z.array(CountryRefSchema.extend({ count: count() })),
  groups: z.array(z.object({ slug: GroupSlugSchema, name: z.string(), count: count() })),
  languages: z.array(z.object({ code: LanguageCodeSchema, count: count() })),
  years: z.array(z.object({ year: count(), count: count() })),
});
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;

/** A page of results as the store gives it. */
const SearchPageShape = {
  total: count(),
  estimated: z.boolean().optional().meta({
    description:
      "Present (true) when the query matched more than 50,000 statements: total and facet counts are then estimated from a fixed one-in-sixteen sample of the statements and rounded to two significant digits. Otherwise every count is exact.",
  }),
  page: count(),
  size: count(),
  results: z.array(SearchResultSchema),
  facets: SearchFacetsSchema,
  partialMatches: z.array(SearchResultSchema).optional().meta({
    description:
      "Sorted by relevance, on the first page, when a query of several words matched fewer statements than the page holds: up to the rest of the page of statements that contain some of the words but not all. Not counted in total, the facets or the other pages.",
  }),
};
export type SearchPage = z.infer<z.ZodObject<typeof SearchPageShape>>;

export const QueryNoticeSchema = z.object({ code: z.string(), message: z.string() });

export const TranslatedTermSchema = z.object({ language: LanguageCodeSchema, text: z.string() });
export type TranslatedTerm = z.infer<typeof TranslatedTermSchema>;

export const ClauseTranslationSchema = z
  .object({
    text: z.string().meta({ description: "The clause as typed (words of a matched term joined)." }),
    excluded: z.boolean().meta({ description: "An exclusion (-word): its equivalents are excluded too." }),
    source: z.enum(TRANSLATION_SOURCES).meta({
      description:
        "country: a state's or organisation's names; terminology: a concept of the terminology; machine: the configured translation service; none: searched as typed only.",
    }),
    concept: z.string().optional().meta({ description: "The terminology concept, or country:<code>." }),
    translations: z.array(TranslatedTermSchema).meta({ description: "Equivalents searched, per language." }),
    omitted: z
      .array(TranslatedTermSchema)
      .meta({ description: "Equivalents found but not searched (the omit parameter)." }),
  })
  .meta({ id: "ClauseTranslation" });
export type ClauseTranslation = z.infer<typeof ClauseTranslationSchema>;

export const TranslationReportSchema = z
  .object({
    clauses: z.array(ClauseTranslationSchema),
  })
  .meta({ id: "TranslationReport" });
export type TranslationReport = z.infer<typeof TranslationReportSchema>;

export const QueryLanguageSchema = z
  .object({
    code: z.enum(LANGUAGE_CODES).meta({ description: "The language the query's typed words were read in." }),
    by: z.enum(QUERY_LANGUAGE_REASONS).meta({
      description:
        "script: its letters are one language's (Arabic, Chinese, Cyrillic); detected: letters or words only this language uses; interface: no sign, so the interface language (lang); filter: the language filter asked for this one; default: English.",
    }),
  })
  .meta({
    id: "QueryLanguage",
    description:
      "A statement's words meet only query words read in its language: as typed, the search finds statements in this language; translate=add adds the other languages' equivalents.",
  });

export type QueryLanguage = z.infer<typeof QueryLanguageSchema>;

export const SearchResponseSchema = z
  .object({
    ...SearchPageShape,
    queryLanguage: QueryLanguageSchema.optional().meta({
      description: "With a query: the language its typed words were read in, and why.",
    }),
    notices: z.array(QueryNoticeSchema).meta({ description: "How imperfect query input was interpreted." }),
    translation: TranslationReportSchema.optional().meta({
      description:
        "With translate=add: each clause's equivalents, where they came from, which were searched.",
    }),
    suggestedCountry: CountryRefSchema.optional().meta({
      description:
        "The query is only the name of a state or organisation: its statements are one filter away.",
    }),
  })
  .meta({ id: "SearchResponse" });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/**
 * How many statements a search matches, with its facets, without a page of results: what a page
 * needs beside its results (the counts of the issuers it leaves out, of the other languages, of
 * coarse dates), for the cost of the counting alone.
 */
export const SearchCountsSchema = SearchResponseSchema.pick({
  total: true,
  estimated: true,
  facets: true,
  queryLanguage: true,
  notices: true,
  translation: true,
}).meta({ id: "SearchCounts" });
export type SearchCounts = z.infer<typeof SearchCountsSchema>;

export const StatementSchema = z
  .object({
    ...StatementHeadShape,
    body: z.string().meta({ description: "Plain text." }),
    country: CountryRefSchema,
    date: StatementDateSchema,
    datePrecision: DatePrecisionSchema,
    language: LanguageCodeSchema,
    url: z.string().nullable(),
    signatories: SignatoriesSchema,
    versions: VersionsSchema,
    unreadSignatories: z.array(z.string()).optional().meta({
      description:
        "For a joint statement: names in a signatory's place that are no State we know (an organisation, a misspelling), as written, never guessed.",
    }),
    publications: z
      .array(
        z.object({
          country: CountryRefSchema,
          source: z.string(),
          url: z.string(),
          fetchedAt: z.string().nullable(),
        }),
      )
      .optional()
      .meta({
        description:
          "For a joint statement: each ministry's publication of the same text that we crawled, the first one (the statement's own) first. One statement, several sources.",
      }),
    source: z.string(),
    meta: z.record(z.string(), z.unknown()).meta({
      description:
        "What the source says of the statement, free-form. `ocr` ({ engine, language, pages, meanConfidence? }) when its text was read by OCR from a scanned document, and so may contain misread characters: the original (url) is authoritative.",
    }),
    fetchedAt: z.string().nullable(),
    indexedAt: z.string(),
    contentHash: z.string(),
    matches: z
      .array(z.object({ start: count(), end: count() }))
      .optional()
      .meta({
        description:
          "With a query (q or the advanced fields, and translate): each word of the body that the query matches, as [start, end) UTF-16 offsets, in order; found as the search's snippets find them (stems, Arabic diacritics, Chinese Simplified forms). Empty when the statement matched by its title only.",
      }),
    titleMatches: z.boolean().optional().meta({
      description:
        "With a query: whether the title holds any of the query's words, read as the body's are (a statement whose body has no match was found by its title only when this is true).",
    }),
  })
  .meta({ id: "Statement" });
export type Statement = z.infer<typeof StatementSchema>;

export const ExportedStatementSchema = z
  .object({
    id: z.string(),
    country: CountryRefSchema,
    date: StatementDateSchema,
    datePrecision: DatePrecisionSchema,
    language: LanguageCodeSchema,
    title: z.string(),
    titleLanguage: LanguageCodeSchema.meta({
      description:
        "The title's language: the statement's own, or the answer's lang for a title built from metadata (a corpus speech's 'Statement by … at the General Debate of the 78th session…'), which is written in lang.",
    }),
    url: z.string().nullable(),
    signatories: SignatoriesSchema,
    source: z.string(),
    body: z.string().meta({ description: "The whole text." }),
  })
  .meta({ id: "ExportedStatement" });
export type ExportedStatement = z.infer<typeof ExportedStatementSchema>;

export const CountrySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    group: GroupSlugSchema,
    kind: CountryKindSchema,
    iso3: z.string().nullable(),
    names: z
      .record(LanguageCodeSchema, z.string())
      .meta({ description: "Its name in each of the six languages." }),
    aliases: z.array(z.string()).meta({
      description:
        "Other names people type, in any language (UK, Britain, США, 英国): for finding it, never shown.",
    }),
    capitals: z.array(z.string()).meta({
      description:
        "Names that name it only when typed in capitals (“US”): in small letters they are a common word.",
    }),
  })
  .meta({ id: "Country" });
export const CountriesSchema = z.array(CountrySchema);

export const GroupSchema = z
  .object({ slug: GroupSlugSchema, name: z.string(), countries: count() })
  .meta({ id: "Group" });
export const GroupsSchema = z.array(GroupSchema);

export const TimelineSchema = z
  .object({
    interval: z.enum(INTERVALS),
    intervalChosen: z.boolean().meta({ description: "True when the server chose the interval." }),
    from: Day.nullable().meta({
      description: "First day drawn; null when no statement is under the filters.",
    }),
    to: Day.nullable(),
    periods: z.array(
      z.object({ start: Day, end: Day, total: count("All statements of the period under the filters.") }),
    ),
    series: z.array(
      z.object({
        label: z.string().meta({ description: "The query or compared term, as given." }),
        counts: z.array(z.number().int()).meta({ description: "Matching statements per period." }),
        shares: z.array(z.number().nullable()).meta({
          description: "counts / the period's total (0 to 1); null for a period without statements.",
        }),
        total: count("Matching statements in the range, placed or not."),
        unplaced: count(
          "Matching statements dated less precisely than the interval (a year-dated one in a monthly timeline): counted in total, in no period.",
        ),
        estimated: z.boolean().optional().meta({
          description:
            "Present (true) when the series matched more than 100,000 statements and its one-in-sixteen sample holds at least 400 matches per period on average: counts, total and unplaced are then estimated from that sample and rounded to two significant digits (shares are not rounded). Otherwise every count is exact.",
        }),
      }),
    ),
    unplaced: count("All statements under the filters that are in no period."),
  })
  .meta({ id: "Timeline" });
export type Timeline = z.infer<typeof TimelineSchema>;

export const CountryCountSchema = CountryRefSchema.extend({
  count: count(),
  /** Whether the issuer is one of the 193 member states. */
  memberState: z.boolean(),
}).meta({ id: "CountryCount" });
export type CountryCount = z.infer<typeof CountryCountSchema>;

export const TopCountriesSchema = z
  .object({
    statements: count("All matching statements, organisations' included."),
    countries: z.array(CountryCountSchema),
  })
  .meta({ id: "TopCountries" });
export type TopCountries = z.infer<typeof TopCountriesSchema>;

export const AnalyticsSummarySchema = z
  .object({
    statements: count(),
    memberStates: count("Member states with at least one matching statement."),
    memberStatesTotal: z.literal(MEMBER_STATES_TOTAL),
    issuers: count("Issuers of matching statements, organisations included."),
  })
  .meta({ id: "AnalyticsSummary" });
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

export const GroupCountSchema = z.object({
  slug: GroupSlugSchema,
  name: z.string(),
  statements: count("Matching statements of the group's present members."),
  issuers: count("Present members of the group with a matching statement: never more than members."),
  members: count("Present members of the group."),
});
export type GroupCount = z.infer<typeof GroupCountSchema>;

export const FormerStateCountSchema = z.object({
  code: z.string().meta({ example: "YU" }),
  name: z.string().meta({ example: "Yugoslavia" }),
  statements: count(),
});
export type FormerStateCount = z.infer<typeof FormerStateCountSchema>;

export const GroupBreakdownSchema = z
  .object({
    groups: z.array(GroupCountSchema),
    formerStates: z
      .object({
        statements: count("Matching statements of former states, in no group's count."),
        states: z.array(FormerStateCountSchema).meta({ description: "Most statements first." }),
      })
      .meta({
        description:
          "States that are no longer members (Yugoslavia, Czechoslovakia…) and issued matching statements: counted apart from the groups, which hold their present members only (the dates of past memberships are not known).",
      }),
  })
  .meta({ id: "GroupBreakdown" });
export type GroupBreakdown = z.infer<typeof GroupBreakdownSchema>;

export const CoverageSchema = z
  .object({
    statements: count(),
    memberStates: count(),
    memberStatesTotal: z.literal(MEMBER_STATES_TOTAL),
  })
  .meta({ id: "Coverage" });
export type Coverage = z.infer<typeof CoverageSchema>;

const Instant = z.iso.datetime().nullable();

export const CountryCoverageSchema = z
  .object({
    code: z.string().meta({ example: "SN" }),
    name: z.string().meta({ example: "Senegal" }),
    group: GroupSlugSchema,
    kind: CountryKindSchema,
    sources: count("Sources in the crawler's registry, enabled or not."),
    enabledSources: count("Sources the crawler reads."),
    lastCrawlAt: Instant.meta({
      description:
        "When the latest crawl of any of its sources ended (ISO 8601), whatever its outcome; null if never.",
    }),
    lastSuccessAt: Instant.meta({ description: "When the latest successful crawl ended; null if none." }),
    newestStatement: z
      .object({ date: StatementDateSchema, datePrecision: DatePrecisionSchema })
      .nullable()
      .meta({ description: "The first statement in “most recent” order; null without statements." }),
    statements: count("Statements indexed, crawled or imported."),
  })
  .meta({ id: "CountryCoverage" });
export type CountryCoverageAnswer = z.infer<typeof CountryCoverageSchema>;

export const CoverageTotalsSchema = z.object({
  memberStatesWithSources: count("Member states with at least one enabled source."),
  memberStatesWithStatements: count("Member states with at least one statement."),
  memberStatesTotal: z.literal(MEMBER_STATES_TOTAL),
  statements: count("All statements, organisations' and former states' included."),
  sources: count("All sources, enabled or not."),
  enabledSources: count("Sources the crawler reads."),
});
export type CoverageTotals = z.infer<typeof CoverageTotalsSchema>;

export const CoverageByCountrySchema = z
  .object({ totals: CoverageTotalsSchema, countries: z.array(CountryCoverageSchema) })
  .meta({ id: "CoverageByCountry" });
export type CoverageByCountry = z.infer<typeof CoverageByCountrySchema>;

/** One period of a state's membership of a bloc, its dates as its source gives them. */
const MembershipSchema = z.object({
  from: StatementDateSchema.nullable().meta({ description: "Null: since the bloc was founded." }),
  until: StatementDateSchema.nullable().meta({ description: "Null: still a member." }),
});

export const BlocSchema = z
  .object({
    id: z.string().meta({ example: "african-union" }),
    name: z.string(),
    shortName: z.string().meta({ example: "AU" }),
    founded: StatementDateSchema,
    dissolved: StatementDateSchema.nullable(),
    datesComplete: z.boolean().meta({
      description:
        "False when some members' joining dates are not recorded: they count as members throughout.",
    }),
    sourceUrl: z.string().meta({ description: "The organisation's own list of its members." }),
    asOf: Day.meta({ description: "The day up to which the list follows that source." }),
    members: count("Members today (none for a dissolved bloc)."),
    memberships: z.array(MembershipSchema.extend({ code: z.string(), name: z.string() })).meta({
      description: "Every period of membership, by state; a state that left and came back has two.",
    }),
  })
  .meta({ id: "Bloc" });
export const BlocsSchema = z.array(BlocSchema);
export type BlocAnswer = z.infer<typeof BlocSchema>;

const DatedStatementSchema = z.object({
  id: z.string(),
  date: StatementDateSchema,
  datePrecision: DatePrecisionSchema,
});

export const SILENCE_STATUSES = ["spoke", "silent", "not-covered"] as const;
export const SILENCE_COVERAGES = ["statements", "source", "none"] as const;

export const MemberVoiceSchema = z
  .object({
    code: z.string().meta({ example: "KE" }),
    name: z.string(),
    status: z.enum(SILENCE_STATUSES).meta({
      description:
        "spoke: at least one matching statement in the period while a member. silent: none, though we hold its other statements of the period or crawl a working source of it. not-covered: none, and we hold nothing else of it in the period and crawl no working source: its silence cannot be told from our lack of coverage.",
    }),
    statements: count("Matching statements in the period, while a member."),
    first: DatedStatementSchema.nullable().meta({
      description: "Its first matching statement in the period.",
    }),
    last: DatedStatementSchema.nullable().meta({ description: "Its last matching statement in the period." }),
    lastBefore: DatedStatementSchema.nullable().meta({
      description: "For a member that did not speak: its last matching statement before the period, if any.",
    }),
    coverage: z.enum(SILENCE_COVERAGES).meta({
      description:
        "What we hold of it: statements (other statements of the period), source (none in the period, but a source crawled with success), none.",
    }),
    statementsInPeriod: count("All its statements of the period under the filters, whatever their text."),
    memberships: z
      .array(MembershipSchema)
      .meta({ description: "Its periods of membership that meet the period." }),
  })
  .meta({ id: "MemberVoice" });
export type MemberVoice = z.infer<typeof MemberVoiceSchema>;

export const SilencesSchema = z
  .object({
    among: z.object({
      kind: z.enum(["bloc", "group"]),
      id: z.string(),
      name: z.string(),
      datesComplete: z.boolean(),
      sourceUrl: z.string().nullable(),
      asOf: Day.nullable(),
    }),
    from: Day.nullable().meta({ description: "The period's first day; null when the search has none." }),
    to: Day.nullable(),
    spoke: count(),
    silent: count(),
    notCovered: count(),
    members: z.array(MemberVoiceSchema).meta({
      description:
        "Every state that was a member at some time in the period: those that spoke first (most statements first), then the others by name.",
    }),
  })
  .meta({ id: "Silences" });
export type Silences = z.infer<typeof SilencesSchema>;
