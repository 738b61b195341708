import { GROUP_SLUGS, LANGUAGE_CODES } from "@communique/core";
import { z } from "@hono/zod-openapi";

export const CountryRefSchema = z
  .object({
    code: z.string().openapi({ example: "FR" }),
    name: z.string().openapi({ example: "France" }),
    group: z.enum(GROUP_SLUGS),
  })
  .openapi("CountryRef");

const DatePrecisionSchema = z.enum(["day", "month", "year"]);

export const SearchResultSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    country: CountryRefSchema,
    date: z
      .string()
      .openapi({ description: "YYYY, YYYY-MM or YYYY-MM-DD, as precise as the source.", example: "2024" }),
    datePrecision: DatePrecisionSchema,
    language: z.enum(LANGUAGE_CODES),
    url: z.string().nullable().openapi({ description: "The original on the issuer's website, when known." }),
    snippet: z
      .string()
      .openapi({ description: "HTML: escaped original text with <mark> around matched words." }),
  })
  .openapi("SearchResult");

export const SearchResponseSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    results: z.array(SearchResultSchema),
    facets: z.object({
      countries: z.array(CountryRefSchema.extend({ count: z.number().int() })),
      groups: z.array(z.object({ slug: z.enum(GROUP_SLUGS), name: z.string(), count: z.number().int() })),
      languages: z.array(z.object({ code: z.enum(LANGUAGE_CODES), count: z.number().int() })),
      years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
    }),
    notices: z
      .array(z.object({ code: z.string(), message: z.string() }))
      .openapi({ description: "How imperfect query input was interpreted." }),
  })
  .openapi("SearchResponse");

export const StatementSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string().openapi({ description: "Plain text." }),
    country: CountryRefSchema,
    date: z.string(),
    datePrecision: DatePrecisionSchema,
    language: z.enum(LANGUAGE_CODES),
    url: z.string().nullable(),
    source: z.string(),
    meta: z.record(z.string(), z.unknown()),
    fetchedAt: z.string().nullable(),
    indexedAt: z.string(),
    contentHash: z.string(),
  })
  .openapi("Statement");

export const CountrySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    group: z.enum(GROUP_SLUGS),
    kind: z.enum(["member", "observer", "organization", "former"]),
    iso3: z.string().nullable(),
    aliases: z.array(z.string()),
  })
  .openapi("Country");

export const GroupSchema = z
  .object({ slug: z.enum(GROUP_SLUGS), name: z.string(), countries: z.number().int() })
  .openapi("Group");
