import { OPERATIONS, type OperationId } from "@communique/core/contract";
import { TRANSLATE_MODES } from "@communique/core/vocabulary";
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { rejectUnknownParams } from "../unknown-params";
import { IMPLEMENTATIONS } from "./index";
import type { Applied } from "./prepared-query";

/**
 * What every answer of a search-shaped operation applied, in its headers: whatever its body's
 * format (JSON, CSV, XLSX, Atom), a client can tell the translation and the period its counts
 * and rows were computed under (a preset period as the days it stood for that day).
 */
export const APPLIED_HEADERS = z.object({
  "Applied-Translation": z.enum(TRANSLATE_MODES).meta({
    description: "keep: the query was searched as typed; add: with its equivalents in the other languages.",
  }),
  "Applied-Period": z.string().optional().meta({
    description:
      "The period applied, as an ISO 8601 interval of days (2025-01-01/2025-12-31; .. for an open end). Absent when the search has no period.",
    example: "2025-01-01/2025-12-31",
  }),
});

/** The Applied-* headers for an answer. */
export function appliedHeaders(applied: Applied): Record<string, string> {
  const headers: Record<string, string> = { "Applied-Translation": applied.translate };
  if (applied.from || applied.to) headers["Applied-Period"] = `${applied.from ?? ".."}/${applied.to ?? ".."}`;
  return headers;
}

/** Whether an operation's parameters are the search's (it prepares a query, and reports what it applied). */
export function isSearchShaped(id: OperationId): boolean {
  const params = OPERATIONS[id].params;
  const shape = "in" in params ? (params.in as { shape?: object }).shape : undefined;
  return Boolean(shape && "translate" in shape && "period" in shape);
}

/**
 * A GET route for an operation of the contract: its path, parameters and answer schema from
 * OPERATIONS (so the OpenAPI document says what the code answers), the rest (tags, words, other
 * answers) from the route's own declaration.
 */
export function operationRoute<I extends OperationId>(
  id: I,
  doc: Pick<RouteConfig, "tags" | "summary" | "description"> & {
    answered: string;
    responses?: RouteConfig["responses"];
  },
) {
  const contract = OPERATIONS[id];
  return createRoute({
    method: "get",
    path: contract.path,
    operationId: id,
    middleware: [rejectUnknownParams(contract.params)] as const,
    tags: doc.tags,
    summary: doc.summary,
    description: doc.description,
    request: {
      query: contract.params as z.ZodObject,
      ...("pathParams" in contract ? { params: contract.pathParams } : {}),
    },
    responses: {
      200: {
        description: doc.answered,
        ...(isSearchShaped(id) ? { headers: APPLIED_HEADERS } : {}),
        content: { "application/json": { schema: contract.answer as z.ZodType } },
      },
      // Every operation refuses a parameter it does not take (rejectUnknownParams).
      400: errorAnswer("Invalid parameters, or a parameter the operation does not take"),
      ...doc.responses,
    },
  });
}

/** The HTTP answer of an operation: its validated parameters run, the answer as JSON with what it applied. */
export async function answerOperation<I extends OperationId>(c: Context<AppEnv>, id: I): Promise<Response> {
  const request = c.req as unknown as { valid(target: "query" | "param"): never };
  const path = "pathParams" in OPERATIONS[id] ? request.valid("param") : {};
  const { answer, applied } = await IMPLEMENTATIONS[id](c.get("operations"), request.valid("query"), path);
  if (applied) for (const [name, value] of Object.entries(appliedHeaders(applied))) c.header(name, value);
  return c.json(answer as object, 200);
}
