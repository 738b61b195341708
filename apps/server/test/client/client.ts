/**
 * A typed client of the API, generated from its OpenAPI document (`npm run generate:client`):
 * openapi-typescript's types (api.generated.ts) over openapi-fetch. Paths, parameters and answers
 * are checked by the compiler: a contract change without regeneration fails `npm run lint`, and
 * a client written against the old types fails `npm run typecheck`.
 */
import createClient from "openapi-fetch";
import type { paths } from "./api.generated";

export type { components, operations, paths } from "./api.generated";

export function createApiClient(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}
