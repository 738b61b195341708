import type { FailureReason, FetchOutcome } from "../fetch/fetch-result";

/** What fetching one page gave, for a person repairing a source: never the body itself. */
export type FetchReport =
  | {
      ok: true;
      url: string;
      /** The address that answered, after redirects. */
      finalUrl: string;
      status: number;
      mediaType: string | null;
      bytes: number;
      redirects: string[];
    }
  | {
      ok: false;
      url: string;
      reason: FailureReason | "not-modified";
      status: number | null;
      message: string;
    };

export function fetchReport(url: string, outcome: FetchOutcome): FetchReport {
  switch (outcome.outcome) {
    case "fetched":
      return {
        ok: true,
        url,
        finalUrl: outcome.url,
        status: outcome.status,
        mediaType: outcome.mediaType ?? null,
        bytes: outcome.byteLength,
        redirects: outcome.redirects,
      };
    case "not-modified":
      // A check sends no validators: a 304 is the server's mistake, and says nothing of the page.
      return {
        ok: false,
        url,
        reason: "not-modified",
        status: 304,
        message: "304 without a conditional request",
      };
    case "failed":
      return {
        ok: false,
        url,
        reason: outcome.reason,
        status: outcome.status ?? null,
        message: outcome.message,
      };
  }
}
