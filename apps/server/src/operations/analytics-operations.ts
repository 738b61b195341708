import { type QueryParams, requireKeyword, toTimelineRequest } from "@communique/core/contract";
import { analyticsSummary, groupBreakdown, memberVoices, timeline, topCountries } from "@communique/store";
import { withTranslation } from "../translation/with-translation";
import type { Implementation } from "./operation";
import type { OperationContext } from "./operation-context";

/** The prepared query, which analytics requires to have a keyword. */
async function counted(context: OperationContext, params: QueryParams) {
  const prepared = await context.prepare(params);
  requireKeyword(prepared.request.query);
  return prepared;
}

export const timelineOf: Implementation<"getAnalyticsTimeline"> = async (context, params) => {
  // Checked and parsed first (the keyword, the compared terms): a refusal costs no preparation.
  const asked = toTimelineRequest(params, context.today);
  const prepared = await counted(context, params);
  const { services } = context;
  // Each compared term read in its language and translated when asked, as the query is.
  const compared = await Promise.all(
    asked.series.slice(1).map(async (s) => ({
      label: s.label,
      query: (await withTranslation(services, { ...prepared.request, query: s.query })).request.query,
    })),
  );
  const request = {
    ...asked,
    filters: prepared.request.filters,
    series: [{ label: asked.series[0]!.label, query: prepared.request.query }, ...compared],
  };
  const answer = await timeline(services.db, request, {
    exactCountLimit: services.exactCountLimit,
    sampleMatchesPerPeriod: services.sampleMatchesPerPeriod,
  });
  return { answer, applied: prepared.applied };
};

export const topCountriesOf: Implementation<"getAnalyticsCountries"> = async (context, params) => {
  const prepared = await counted(context, params);
  const answer = await topCountries(context.services.db, prepared.request, params.limit);
  return { answer, applied: prepared.applied };
};

export const summary: Implementation<"getAnalyticsSummary"> = async (context, params) => {
  const prepared = await counted(context, params);
  return { answer: await analyticsSummary(context.services.db, prepared.request), applied: prepared.applied };
};

export const groupsOf: Implementation<"getAnalyticsGroups"> = async (context, params) => {
  const prepared = await counted(context, params);
  return { answer: await groupBreakdown(context.services.db, prepared.request), applied: prepared.applied };
};

export const silencesOf: Implementation<"getAnalyticsSilences"> = async (context, params) => {
  const prepared = await counted(context, params);
  return {
    answer: await memberVoices(context.services.db, prepared.request, params.among),
    applied: prepared.applied,
  };
};
