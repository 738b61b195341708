import { type ErrorCode, isErrorCode } from "@communique/core";
import type {
  CountryRef,
  GroupsSchema,
  OperationAnswer,
  OperationId,
  OperationPathParams,
  Statement,
} from "@communique/core/contract";
import type { LanguageCode } from "@communique/core/vocabulary";
import { data } from "react-router";
import type { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import type { Operate } from "./web-context";

/**
 * The web app's one way to reach its API: the API's own operations, run in process (the
 * hosting server's `operate`), each answer typed by the schema the API declares
 * (@communique/core/contract OPERATIONS), each error mapped to a message in the visitor's language.
 */

/** An API answer, or why there is none: a message in the visitor's language and the API's own words. */
export type Outcome<T> =
  | { ok: true; answer: T }
  | { ok: false; status: number; code: string; messageKey: MessageKey; detail: string };

/**
 * One operation. An error code the visitor can act on maps to its message (`messages`); any
 * other 400 is "invalid", anything else "unavailable".
 */
export async function callOperation<I extends OperationId>(
  operate: Operate,
  id: I,
  params: URLSearchParams,
  messages: Readonly<Partial<Record<ErrorCode, MessageKey>>> = {},
  path?: OperationPathParams,
): Promise<Outcome<OperationAnswer<I>>> {
  const result = await operate(id, params, path);
  if (result.ok) return result;
  const { status, code } = result;
  return {
    ok: false,
    status,
    code,
    messageKey:
      (isErrorCode(code) ? messages[code] : undefined) ??
      (status === 400 ? "search.errorInvalid" : "search.unavailable"),
    detail: result.message,
  };
}

/**
 * The answer, or an Error that says what the API said: for data a page cannot do without. When
 * the service is starting or too busy (503), the page says so with the same status, not as a
 * failure of its own (a page asked in the first seconds after a start had answered 500).
 */
export function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.ok) return outcome.answer;
  if (outcome.status === 503) throw data({ code: outcome.code, what }, { status: 503 });
  throw new Error(`${what}: the API answered ${outcome.status} ${outcome.code} (${outcome.detail})`);
}

/** One statement, names in `lang`; null when it does not exist. */
/**
 * A statement in `lang`; with `query` (the parameters of the search that led to it), where the
 * search's words are in its body too.
 */
export async function statementThroughApi(
  operate: Operate,
  id: string,
  lang: LanguageCode,
  query?: URLSearchParams,
): Promise<Statement | null> {
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  const outcome = await callOperation(operate, "getStatement", params, {}, { id });
  // A search whose query cannot be read (an edited address): the statement still shows, unmarked.
  if (!outcome.ok && outcome.status === 400 && query?.size) return statementThroughApi(operate, id, lang);
  // An id that cannot exist (too long, a control character) is refused with a 400: no such statement either.
  if (!outcome.ok && (outcome.status === 404 || outcome.code === "invalid_parameter")) return null;
  return answerOf(outcome, `Statement ${id}`);
}

export interface Reference {
  /** Without their aliases: the filter list matches names, and the page's data stays small. */
  countries: CountryRef[];
  groups: z.output<typeof GroupsSchema>;
  /** The intergovernmental groupings, by name in the interface language; without their members. */
  blocs: { id: string; name: string; shortName: string }[];
}
export type CountryOption = Reference["countries"][number];
export type GroupOption = Reference["groups"][number];
export type BlocOption = Reference["blocs"][number];

const referenceCache = new Map<LanguageCode, Promise<Reference>>();

/** Countries, groups and blocs with names in the interface language, for the filters; they never change. */
export function referenceThroughApi(operate: Operate, lang: LanguageCode): Promise<Reference> {
  let reference = referenceCache.get(lang);
  if (!reference) {
    const params = new URLSearchParams({ lang });
    reference = Promise.all([
      callOperation(operate, "listCountries", params),
      callOperation(operate, "listGroups", params),
      callOperation(operate, "listBlocs", params),
    ]).then(([countries, groups, blocs]) => ({
      countries: answerOf(countries, "Countries").map(({ code, name, group }) => ({ code, name, group })),
      groups: answerOf(groups, "Groups"),
      blocs: answerOf(blocs, "Blocs")
        .map(({ id, name, shortName }) => ({ id, name, shortName }))
        .sort((a, b) => new Intl.Collator(lang).compare(a.name, b.name)),
    }));
    referenceCache.set(lang, reference);
    reference.catch(() => referenceCache.delete(lang));
  }
  return reference;
}
