import { type QueryParams, resolvePeriod } from "@communique/core/contract";
import type { Services } from "../app-context";
import { appliedOf, type PreparedQuery, prepareQuery } from "./prepared-query";

/**
 * One request's operations: the services (whose queries stop when its client goes away), the
 * process's own (for caches shared by every request, which one client's leaving must not stop),
 * the day its periods are resolved on, and its prepared queries. A page that shows a search's
 * results, facets and counts of variants prepares its query once (issue 34).
 */
export class OperationContext {
  readonly #prepared = new Map<string, Promise<PreparedQuery>>();

  constructor(
    /** Cancelled with the request. */
    readonly services: Services,
    /** The process's, never cancelled: for what every request shares. */
    readonly shared: Services = services,
    readonly today = new Date(),
  ) {}

  /**
   * The query of `params` prepared. Shared by every operation of the request whose query, its
   * translation and its language filter are the same: the other filters (issuers, dates) do not
   * change how the query is read or translated, so a variant without the issuers or with coarse
   * dates reuses the preparation.
   */
  async prepare(params: QueryParams): Promise<PreparedQuery> {
    const { q, all, exact, any, none, translate, omit, filters, lang } = params;
    const key = JSON.stringify([q, all, exact, any, none, translate, omit, filters.languages, lang]);
    let prepared = this.#prepared.get(key);
    if (!prepared) {
      prepared = prepareQuery(this.services, params, this.today);
      this.#prepared.set(key, prepared);
    }
    const base = await prepared;
    const resolved = resolvePeriod(params.filters, this.today);
    return {
      ...base,
      request: { ...base.request, filters: resolved },
      applied: appliedOf(base.request.translation.mode, resolved),
    };
  }
}
