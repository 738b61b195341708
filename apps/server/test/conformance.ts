import { ErrorResponseSchema, OPERATIONS } from "@communique/core/contract";
import type { ApiOperation, FuzzAnswer } from "./fuzz-cases";

/**
 * Statuses any operation may answer besides its own (decisions 016 and 017): the site busy or
 * starting, or a read past its time-out (503); one address asking too much (429); an address or
 * headers too large for the server (414, 431); a body too large or of another type (413, 415).
 */
const ANY_OPERATION = [413, 414, 415, 429, 431, 503];

/**
 * What an answer does that its operation's entry in the OpenAPI document does not say (issue 35:
 * the document must state the contract exactly): an undocumented status, a 200 of another media
 * type or whose JSON does not match the operation's answer schema, an error that is not the
 * error body. Undefined when it conforms.
 */
export function conformanceProblem(operation: ApiOperation, answer: FuzzAnswer): string | undefined {
  const { status } = answer;
  if (!operation.statuses.includes(status) && !ANY_OPERATION.includes(status))
    return `${status} is not among ${operation.id}'s documented statuses (${operation.statuses.join(", ")})`;
  const type = answer.contentType.split(";")[0]!.trim().toLowerCase();
  const json = () => JSON.parse(new TextDecoder().decode(answer.body)) as unknown;
  if (status === 200) {
    if (!operation.okTypes.includes(type))
      return `200 as ${type || "no type"}, documented ${operation.okTypes.join(", ")}`;
    const contract = (
      OPERATIONS as Record<string, { answer: { safeParse(v: unknown): { error?: unknown } } }>
    )[operation.id];
    if (contract && type === "application/json") {
      const parsed = contract.answer.safeParse(json());
      if (parsed.error)
        return `200 does not match ${operation.id}'s answer schema: ${String(parsed.error).slice(0, 300)}`;
    }
  } else if (status >= 400) {
    if (type !== "application/json") return `${status} as ${type || "no type"}, not the JSON error body`;
    if (!ErrorResponseSchema.safeParse(json()).success) return `${status} is not the documented error body`;
  }
  return undefined;
}
