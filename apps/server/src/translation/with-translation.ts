import type { ParsedQuery, QueryNotice } from "@communique/core";
import type { SearchFilters, TranslationReport, TranslationRequest } from "@communique/core/contract";
import { queryLanguageFromTerms, translateQuery } from "@communique/store";
import type { Services } from "../app-context";

interface Translatable {
  query: ParsedQuery;
  translation?: TranslationRequest | undefined;
  filters: SearchFilters;
}

/**
 * A request with its query's equivalents added when it asks for them (`translate=add`), with
 * what was added (for the answer) and what went wrong (a translation service that failed is a
 * notice; the search goes on as typed).
 */
export async function withTranslation<R extends Translatable>(
  services: Services,
  asked: R,
): Promise<{ request: R; translation?: TranslationReport; notices: QueryNotice[] }> {
  // The query's language, read from its letters (readQueryLanguage), refined by the terms it names.
  const request = {
    ...asked,
    query: await queryLanguageFromTerms(
      services.db,
      asked.query,
      asked.filters.languages,
      services.queryLanguages,
    ),
  };
  if (request.translation?.mode !== "add") return { request, notices: [] };
  const translated = await translateQuery(services.db, request.query, {
    omit: request.translation.omit,
    languages: request.filters.languages,
    machine: services.machine,
    cache: services.termLookups,
  });
  return {
    request: { ...request, query: translated.query },
    translation: translated.report,
    notices: translated.notices,
  };
}
