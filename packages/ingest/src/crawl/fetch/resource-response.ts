import type { HopFailure } from "./fetch-result";
import type { RawResponse } from "./http-exchange";
import { readBoundedBody, redirectOrFailure } from "./page-response";

/**
 * A resource a rendered page asks for (its scripts, the JSON its scripts load): any content type,
 * since the browser decides what to do with it, under the same size limit as a page.
 */
export interface FetchedResource {
  outcome: "fetched";
  /** The URL after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent, parameters included (the browser needs the charset). */
  contentType: string | undefined;
  bytes: Uint8Array;
  redirects: string[];
}

export type ResourceHop =
  | { kind: "redirect"; location: string }
  | { kind: "resource"; status: number; contentType: string | undefined; bytes: Uint8Array }
  | HopFailure;

export async function readResourceResponse(
  response: RawResponse,
  limits: { maxBodyBytes: number },
): Promise<ResourceHop> {
  const notOk = redirectOrFailure(response);
  if (notOk) return notOk;
  const bytes = await readBoundedBody(response, limits.maxBodyBytes);
  if (!(bytes instanceof Uint8Array)) return bytes;
  return { kind: "resource", status: response.status, contentType: response.header("content-type"), bytes };
}
