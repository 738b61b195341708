import { describe, expect, it } from "vitest";
import { readServerEnv, webSettings } from "./env";

describe("readServerEnv", () => {
  it("listens on loopback port 3000 and serves the web app unless told otherwise", () => {
    expect(readServerEnv({})).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      PRODUCT_NAME: "Communiqué",
      SERVE_WEB: true,
      WEB_BUILD_DIR: "apps/web/build",
      TRANSLATE_TIMEOUT_MS: 1500,
      RATE_LIMIT_PER_MINUTE: 600,
      TRUST_PROXY: 0,
      WEB_CONCURRENCY: 1,
    });
  });

  it("takes a translation service only at an http(s) address, with a bounded time-out", () => {
    expect(
      readServerEnv({ TRANSLATE_URL: "http://127.0.0.1:5000", TRANSLATE_TIMEOUT_MS: "800" }),
    ).toMatchObject({
      TRANSLATE_URL: "http://127.0.0.1:5000",
      TRANSLATE_TIMEOUT_MS: 800,
    });
    expect(() => readServerEnv({ TRANSLATE_URL: "ftp://x" })).toThrow(/TRANSLATE_URL/);
    expect(() => readServerEnv({ TRANSLATE_TIMEOUT_MS: "5" })).toThrow(/TRANSLATE_TIMEOUT_MS/);
  });

  it("takes the rate limit and the trusted proxies as bounded whole numbers", () => {
    expect(readServerEnv({ RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1" })).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 0,
      TRUST_PROXY: 1,
    });
    expect(() => readServerEnv({ RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readServerEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("takes PUBLIC_URL as the origin of an http(s) address", () => {
    expect(readServerEnv({ PUBLIC_URL: "https://communique.example/" }).PUBLIC_URL).toBe(
      "https://communique.example",
    );
    expect(() => readServerEnv({ PUBLIC_URL: "communique.example" })).toThrow(/PUBLIC_URL/);
    // Cookies are Secure only for a site served over https.
    expect(webSettings(readServerEnv({ PUBLIC_URL: "https://communique.example" })).https).toBe(true);
    expect(webSettings(readServerEnv({})).https).toBe(false);
  });

  it("reads SERVE_WEB as the project's flag: 1/0, and true/false as before", () => {
    const serveWeb = (value: string) => readServerEnv({ SERVE_WEB: value }).SERVE_WEB;
    expect(["1", "true", "TRUE", "yes", ""].map(serveWeb)).toEqual([true, true, true, true, true]);
    expect(["0", "false", "False", "no"].map(serveWeb)).toEqual([false, false, false, false]);
    expect(() => serveWeb("off")).toThrow(/SERVE_WEB: must be 1 or 0/);
  });

  it("names every bad variable at once", () => {
    expect(() => readServerEnv({ PORT: "70000", CONTACT_EMAIL: "nobody", SERVE_WEB: "2" })).toThrow(
      /^Invalid environment: PORT: must be a port number from 0 to 65535; CONTACT_EMAIL: .+; SERVE_WEB: must be 1 or 0/,
    );
  });

  it("turns page-view statistics on only with all three settings", () => {
    const all = {
      PAGEVIEW_PROVIDER: "plausible",
      PAGEVIEW_ENDPOINT: "https://stats.example.org",
      PAGEVIEW_SITE: "communique.example",
    };
    expect(webSettings(readServerEnv(all)).pageviews).toEqual({
      provider: "plausible",
      endpoint: "https://stats.example.org",
      site: "communique.example",
    });
    expect(webSettings(readServerEnv({})).pageviews).toBeUndefined();
    expect(() => readServerEnv({ PAGEVIEW_PROVIDER: "plausible" })).toThrow(/go together/);
    expect(() => readServerEnv({ ...all, PAGEVIEW_ENDPOINT: "ftp://stats.example.org" })).toThrow(
      /PAGEVIEW_ENDPOINT: must be an http\(s\) address/,
    );
  });
});
