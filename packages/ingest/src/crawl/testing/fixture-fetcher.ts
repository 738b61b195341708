import { createPoliteFetcher, type PoliteFetcher } from "../fetch/polite-fetcher";

/**
 * The crawler's fetcher for tests against the fixture site: politeness off (the fetcher's own
 * tests check it), loopback allowed as an exempt address only, so that the site's redirects to
 * private addresses are still refused.
 */
export function fixtureFetcher(): PoliteFetcher {
  return createPoliteFetcher({
    contactUrl: "https://communique.example/about",
    minDelayMs: 0,
    exemptAddresses: ["127.0.0.1"],
    retryBaseDelayMs: 10,
  });
}
