import type { z } from "zod";
import type { MessageKey } from "../i18n/messages/en";
import type { WebLoadContext } from "./web-context";

/** An API answer, or why there is none: a message in the visitor's language and the API's own words. */
export type Outcome<T> = { ok: true; answer: T } | { ok: false; messageKey: MessageKey; detail: string };

const ERROR_CODE = /"code"\s*:\s*"([^"]+)"/;

/**
 * One call to the API (in process), its answer checked against `schema`. An error code the
 * visitor can act on maps to its message; any other 400 is "invalid", anything else "unavailable".
 */
export async function callApi<T>(
  api: WebLoadContext["api"],
  path: string,
  schema: z.ZodType<T>,
  messages: Readonly<Record<string, MessageKey>>,
): Promise<Outcome<T>> {
  const response = await api(path);
  const text = await response.text();
  if (response.ok) return { ok: true, answer: schema.parse(JSON.parse(text)) };
  const code = ERROR_CODE.exec(text)?.[1] ?? "";
  return {
    ok: false,
    messageKey: messages[code] ?? (response.status === 400 ? "search.errorInvalid" : "search.unavailable"),
    detail: errorMessage(text) ?? `HTTP ${response.status}`,
  };
}

function errorMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}
