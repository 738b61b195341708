import { isIPv6 } from "node:net";
import { afterEach } from "vitest";
import type { FetcherSettingsInput } from "../fetch-settings";
import type { ResolveHost } from "../guarded-agent";
import { createPoliteFetcher, type FetcherDependencies, type PoliteFetcher } from "../polite-fetcher";
import { type Route, startTestServer, type TestServer } from "./test-server";

/**
 * Test helper: fetchers and servers closed after each test. Fetchers allow private addresses
 * (the servers are on 127.0.0.1) and wait no time between requests unless a test says otherwise.
 */

export const CONTACT_URL = "https://communique.example/about/crawler";

export function useFetcherHarness() {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((o) => o.close()));
  });
  return {
    fetcher(
      settings: Partial<FetcherSettingsInput> = {},
      dependencies: FetcherDependencies = {},
    ): PoliteFetcher {
      const fetcher = createPoliteFetcher(
        { contactUrl: CONTACT_URL, allowPrivate: true, minDelayMs: 0, retryBaseDelayMs: 10, ...settings },
        dependencies,
      );
      open.push(fetcher);
      return fetcher;
    },
    async server(routes: Record<string, Route>): Promise<TestServer> {
      const server = await startTestServer(routes);
      open.push(server);
      return server;
    },
  };
}

/** A fake DNS: each name answers with the given addresses; other names do not exist. */
export function resolveTo(answers: Record<string, string | string[]>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const found = answers[hostname];
    if (found === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    }
    return [found]
      .flat()
      .map((address) => ({ address, family: isIPv6(address) ? (6 as const) : (4 as const) }));
  };
  return Object.assign(resolve, { asked });
}
