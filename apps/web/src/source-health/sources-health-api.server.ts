import {
  type OperationAnswer,
  type OperationParams,
  SourcesHealthParamsSchema,
} from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import { callOperation, type Outcome } from "../server/api-client.server";
import type { Operate } from "../server/web-context";

export type SourcesHealthAnswer = OperationAnswer<"getSourcesHealth">;
export type SourceHealthFilter = NonNullable<OperationParams<"getSourcesHealth">["flag"]>;

export interface SourcesHealthPage {
  answer: SourcesHealthAnswer;
  /** The filter in use; an address with an unknown one shows every source. */
  filter: SourceHealthFilter | null;
}

/** The operators' view of the sources, through the API the page's data always comes from. */
export async function loadSourcesHealth(
  operate: Operate,
  lang: LanguageCode,
  search: URLSearchParams,
): Promise<Outcome<SourcesHealthPage>> {
  const flag = SourcesHealthParamsSchema.shape.flag.safeParse(search.get("flag") ?? undefined);
  const filter = flag.success && flag.data ? flag.data : null;
  const query = new URLSearchParams({ lang, ...(filter ? { flag: filter } : {}) });
  const outcome = await callOperation(operate, "getSourcesHealth", query);
  return outcome.ok ? { ok: true, answer: { answer: outcome.answer, filter } } : outcome;
}
