import type { QueryNotice } from "@communique/core";
import {
  type IssuerRequest,
  type QueryParams,
  type SearchFilters,
  type TranslationReport,
  toQueryRequest,
} from "@communique/core/contract";
import type { TranslateMode } from "@communique/core/vocabulary";
import type { Services } from "../app-context";
import { withTranslation } from "../translation/with-translation";

/** What an answer was computed under, beyond its parameters: the translation and the period's days. */
export interface Applied {
  translate: TranslateMode;
  /** The period as days (a preset period resolved as of the request's day); absent when none. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A search-shaped request made ready once: its period resolved, its query parsed, read in its
 * language and (translate=add) given its equivalents. Every operation of a request (a page's
 * results, facets and analytics) runs on it instead of doing that work again.
 */
export interface PreparedQuery {
  /** As the store takes it: the query searched, the filters with the period's days, the names' language. */
  request: IssuerRequest & { translation: NonNullable<IssuerRequest["translation"]> };
  /** With translate=add: the equivalents found, for the answer. */
  translation?: TranslationReport | undefined;
  /** How imperfect input was read, and what the translation could not do. */
  notices: QueryNotice[];
  applied: Applied;
}

export async function prepareQuery(
  services: Services,
  params: QueryParams,
  today: Date,
): Promise<PreparedQuery> {
  const { notices, ...asked } = toQueryRequest(params, today);
  const translated = await withTranslation(services, asked);
  return {
    request: translated.request,
    translation: translated.translation,
    notices: [...notices, ...translated.notices],
    applied: appliedOf(translated.request.translation.mode, translated.request.filters),
  };
}

export function appliedOf(translate: TranslateMode, filters: SearchFilters): Applied {
  return { translate, from: filters.from, to: filters.to };
}
