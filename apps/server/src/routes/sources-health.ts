import { countryName } from "@communique/core";
import {
  FLAGGED,
  HEALTH_FLAGS,
  type HealthChangeAnswer,
  type HealthFlag,
  type SourceHealth,
  SourcesHealthParamsSchema,
  SourcesHealthSchema,
} from "@communique/core/contract";
import { type AssessedSource, type HealthChange, sourcesHealth } from "@communique/store";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";

const route = createRoute({
  method: "get",
  path: "/api/sources/health",
  operationId: "getSourcesHealth",
  tags: ["Operations"],
  summary: "Every crawl source with its health: flag, last good and last bad fetch, what changed",
  description:
    "Read-only, for operators: each source's public address, whether it is crawled (and why not), and its health as `sources list` shows it. A source is flagged when its latest run failed, when its latest runs found no entry where earlier ones did (its selectors stopped matching), or when no new statement came for longer than its usual rhythm. Flagged sources first (failing, selectors broken, stale), then by country name in the requested language.",
  request: { query: SourcesHealthParamsSchema },
  responses: {
    200: {
      description: "Totals over all sources, and the sources the filter keeps",
      content: { "application/json": { schema: SourcesHealthSchema } },
    },
    400: errorAnswer("Invalid parameters (an unknown lang or flag)"),
  },
});

export function registerSourcesHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { lang, flag } = c.req.valid("query");
    const assessed = (await sourcesHealth(c.get("services").db)).map((s) => toAnswer(s, lang));
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
    // Operators look again after a repair: a minute old at most, and never kept by a shared cache.
    c.header("Cache-Control", "private, max-age=60");
    return c.json(
      {
        totals: { sources: assessed.length, flagged: assessed.filter((s) => s.flagged).length, byFlag },
        sources,
      },
      200,
    );
  });
}

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
