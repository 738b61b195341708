import { countryNamed } from "@communique/core";
import { NO_FILTERS, toHighlightRequest } from "@communique/core/contract";
import {
  countryRef,
  countStatements,
  getStatement,
  searchStatements,
  statementMatches,
} from "@communique/store";
import { DomainError } from "../errors";
import { withTranslation } from "../translation/with-translation";
import type { Implementation } from "./operation";
import type { PreparedQuery } from "./prepared-query";

/** What every answer of a search says of its query: the language it was read in, the notices, the equivalents. */
function queryReport(prepared: PreparedQuery) {
  const { query } = prepared.request;
  return {
    ...(query.language ? { queryLanguage: query.language } : {}),
    notices: prepared.notices,
    ...(prepared.translation ? { translation: prepared.translation } : {}),
  };
}

export const search: Implementation<"searchStatements"> = async (context, params) => {
  const prepared = await context.prepare(params);
  const { services } = context;
  const { request } = prepared;
  const sort = params.sort ?? (request.query.clauses.length ? "relevance" : "recent");
  const page = await searchStatements(
    services.db,
    services.lexizer,
    { ...request, sort, page: params.page, size: params.size },
    { exactCountLimit: services.exactCountLimit },
  );
  // A query that is only an issuer's name ("France", "Франция"): its statements are one filter away.
  const named = params.all || params.exact || params.any || params.none ? undefined : countryNamed(params.q);
  return {
    answer: {
      ...page,
      ...queryReport(prepared),
      ...(named ? { suggestedCountry: countryRef(named.code, request.lang) } : {}),
    },
    applied: prepared.applied,
  };
};

export const count: Implementation<"countStatements"> = async (context, params) => {
  const prepared = await context.prepare(params);
  const { services } = context;
  const counts = await countStatements(services.db, prepared.request, {
    exactCountLimit: services.exactCountLimit,
  });
  return { answer: { ...counts, ...queryReport(prepared) }, applied: prepared.applied };
};

export const statement: Implementation<"getStatement"> = async (context, params, path) => {
  const id = path.id ?? "";
  // Read first: a query that cannot be read is a 400 whether or not the statement exists.
  const highlight = toHighlightRequest(params);
  const { services } = context;
  const found = await getStatement(services.db, id, params.lang);
  if (!found) throw new DomainError("not_found", `No statement has the id "${id}"`, 404);
  if (!highlight) return { answer: found, applied: { translate: params.translate } };
  // Equivalents are looked up in the statement's language only: no other is marked in it.
  const { request } = await withTranslation(services, {
    ...highlight,
    filters: { ...NO_FILTERS, languages: [found.language] },
  });
  const [ranges, inTitle] = await Promise.all(
    [found.body, found.title].map((text) =>
      statementMatches(services.db, services.lexizer, text, found.language, request.query),
    ),
  );
  return {
    answer: {
      ...found,
      matches: ranges!.map(([start, end]) => ({ start, end })),
      titleMatches: inTitle!.length > 0,
    },
    applied: { translate: params.translate },
  };
};
