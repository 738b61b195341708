import { SourcesHealthParamsSchema, SourcesHealthSchema } from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import type { z } from "zod";
import { callApi, type Outcome } from "../server/api-client.server";
import type { WebLoadContext } from "../server/web-context";

export type SourcesHealthAnswer = z.output<typeof SourcesHealthSchema>;
export type SourceHealthFilter = NonNullable<z.output<typeof SourcesHealthParamsSchema>["flag"]>;

export interface SourcesHealthPage {
  answer: SourcesHealthAnswer;
  /** The filter in use; an address with an unknown one shows every source. */
  filter: SourceHealthFilter | null;
}

/** The operators' view of the sources, through the API the page's data always comes from. */
export async function loadSourcesHealth(
  api: WebLoadContext["api"],
  lang: LanguageCode,
  search: URLSearchParams,
): Promise<Outcome<SourcesHealthPage>> {
  const flag = SourcesHealthParamsSchema.shape.flag.safeParse(search.get("flag") ?? undefined);
  const filter = flag.success && flag.data ? flag.data : null;
  const query = new URLSearchParams({ lang, ...(filter ? { flag: filter } : {}) });
  const outcome = await callApi(api, `/api/sources/health?${query}`, SourcesHealthSchema);
  return outcome.ok ? { ok: true, answer: { answer: outcome.answer, filter } } : outcome;
}
