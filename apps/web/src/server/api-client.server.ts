import { type ErrorCode, isErrorCode } from "@communique/core";
import {
  CountriesSchema,
  type CountryRef,
  ErrorResponseSchema,
  GroupsSchema,
  type Statement,
  StatementSchema,
} from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import type { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import type { WebLoadContext } from "./web-context";

/**
 * The web app's one way to call its API (in process): every answer is parsed with the schema the
 * API itself declares (@communique/core/contract), every error with the error schema.
 */

/** An API answer, or why there is none: a message in the visitor's language and the API's own words. */
export type Outcome<T> =
  | { ok: true; answer: T }
  | { ok: false; status: number; code: string; messageKey: MessageKey; detail: string };

type Api = WebLoadContext["api"];

/**
 * One call, its answer checked against `schema`. An error code the visitor can act on maps to
 * its message (`messages`); any other 400 is "invalid", anything else "unavailable".
 */
export async function callApi<S extends z.ZodType>(
  api: Api,
  path: string,
  schema: S,
  messages: Readonly<Partial<Record<ErrorCode, MessageKey>>> = {},
): Promise<Outcome<z.output<S>>> {
  const response = await api(path);
  const text = await response.text();
  if (response.ok) return { ok: true, answer: schema.parse(JSON.parse(text)) };
  const error = parseError(text);
  const code = error?.code ?? "";
  return {
    ok: false,
    status: response.status,
    code,
    messageKey:
      (isErrorCode(code) ? messages[code] : undefined) ??
      (response.status === 400 ? "search.errorInvalid" : "search.unavailable"),
    detail: error?.message ?? `HTTP ${response.status}`,
  };
}

function parseError(text: string) {
  try {
    return ErrorResponseSchema.safeParse(JSON.parse(text)).data?.error;
  } catch {
    return undefined;
  }
}

/** The answer, or an Error that says what the API said: for data a page cannot do without. */
export function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.ok) return outcome.answer;
  throw new Error(`${what}: the API answered ${outcome.status} ${outcome.code} (${outcome.detail})`);
}

/** One statement, names in `lang`; null when it does not exist. */
/**
 * A statement in `lang`; with `query` (the parameters of the search that led to it), where the
 * search's words are in its body too.
 */
export async function statementThroughApi(
  api: Api,
  id: string,
  lang: LanguageCode,
  query?: URLSearchParams,
): Promise<Statement | null> {
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  const outcome = await callApi(api, `/api/statements/${encodeURIComponent(id)}?${params}`, StatementSchema);
  // A search whose query cannot be read (an edited address): the statement still shows, unmarked.
  if (!outcome.ok && outcome.status === 400 && query?.size) return statementThroughApi(api, id, lang);
  // An id that cannot exist (too long, a control character) is refused with a 400: no such statement either.
  if (!outcome.ok && (outcome.status === 404 || outcome.code === "invalid_parameter")) return null;
  return answerOf(outcome, `Statement ${id}`);
}

export interface Reference {
  /** Without their aliases: the filter list matches names, and the page's data stays small. */
  countries: CountryRef[];
  groups: z.output<typeof GroupsSchema>;
}
export type CountryOption = Reference["countries"][number];
export type GroupOption = Reference["groups"][number];

const referenceCache = new Map<LanguageCode, Promise<Reference>>();

/** Countries and groups with names in the interface language, for the filters; they never change. */
export function referenceThroughApi(api: Api, lang: LanguageCode): Promise<Reference> {
  let reference = referenceCache.get(lang);
  if (!reference) {
    reference = Promise.all([
      callApi(api, `/api/countries?lang=${lang}`, CountriesSchema),
      callApi(api, `/api/groups?lang=${lang}`, GroupsSchema),
    ]).then(([countries, groups]) => ({
      countries: answerOf(countries, "Countries").map(({ code, name, group }) => ({ code, name, group })),
      groups: answerOf(groups, "Groups"),
    }));
    referenceCache.set(lang, reference);
    reference.catch(() => referenceCache.delete(lang));
  }
  return reference;
}
