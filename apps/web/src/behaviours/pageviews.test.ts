import { describe, expect, it } from "vitest";
import type { PageviewSettings } from "../server/web-context";
import { pageviewRequest, trackingAllowed } from "./pageviews";

const VIEW = {
  url: "https://gazette.example.test/fr/search?q=climat",
  referrer: "https://referrer.example.test/page",
  title: "« climat » : recherche",
};

const PLAUSIBLE: PageviewSettings = {
  provider: "plausible",
  endpoint: "https://stats.example.test",
  site: "gazette.example.test",
};

const MATOMO: PageviewSettings = {
  provider: "matomo",
  endpoint: "https://analytics.example.test/matomo",
  site: "42",
};

describe("trackingAllowed", () => {
  it("allows tracking when the browser sends no privacy signal", () => {
    expect(trackingAllowed({})).toBe(true);
    expect(trackingAllowed({ doNotTrack: null, globalPrivacyControl: false })).toBe(true);
  });

  it("forbids tracking under Do Not Track", () => {
    expect(trackingAllowed({ doNotTrack: "1" })).toBe(false);
    expect(trackingAllowed({ doNotTrack: "yes" })).toBe(false);
  });

  it("allows tracking when Do Not Track is explicitly off or unspecified", () => {
    expect(trackingAllowed({ doNotTrack: "0" })).toBe(true);
    expect(trackingAllowed({ doNotTrack: "unspecified" })).toBe(true);
  });

  it("forbids tracking under Global Privacy Control", () => {
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: "0", globalPrivacyControl: true })).toBe(false);
  });
});

describe("pageviewRequest for Plausible", () => {
  it("posts a JSON pageview event to /api/event", () => {
    const request = pageviewRequest(PLAUSIBLE, VIEW);
    expect(request.url).toBe("https://stats.example.test/api/event");
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({ "Content-Type": "text/plain" });
    expect(JSON.parse(request.body!)).toEqual({
      name: "pageview",
      url: "https://gazette.example.test/fr/search?q=climat",
      domain: "gazette.example.test",
      referrer: "https://referrer.example.test/page",
    });
  });

  it("does not double the slash when the endpoint ends with one or more", () => {
    expect(pageviewRequest({ ...PLAUSIBLE, endpoint: "https://stats.example.test/" }, VIEW).url).toBe(
      "https://stats.example.test/api/event",
    );
    expect(pageviewRequest({ ...PLAUSIBLE, endpoint: "https://stats.example.test/proxy//" }, VIEW).url).toBe(
      "https://stats.example.test/proxy/api/event",
    );
  });

  it("sends a null referrer when there is none", () => {
    const request = pageviewRequest(PLAUSIBLE, { ...VIEW, referrer: "" });
    expect(JSON.parse(request.body!).referrer).toBeNull();
  });
});

describe("pageviewRequest for Matomo", () => {
  it("sends a GET to matomo.php with the tracking parameters", () => {
    const request = pageviewRequest(MATOMO, VIEW);
    expect(request.method).toBe("GET");
    expect(request.body).toBeUndefined();
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://analytics.example.test/matomo/matomo.php");
    expect(url.searchParams.get("idsite")).toBe("42");
    expect(url.searchParams.get("rec")).toBe("1");
    expect(url.searchParams.get("apiv")).toBe("1");
    expect(url.searchParams.get("url")).toBe("https://gazette.example.test/fr/search?q=climat");
    expect(url.searchParams.get("action_name")).toBe("« climat » : recherche");
    expect(url.searchParams.get("urlref")).toBe("https://referrer.example.test/page");
    expect(url.searchParams.get("send_image")).toBe("0");
    expect(url.searchParams.get("rand")).toMatch(/^\d+$/);
  });

  it("encodes the page address so its own query does not leak into the parameters", () => {
    const url = new URL(pageviewRequest(MATOMO, VIEW).url);
    expect(url.searchParams.has("q")).toBe(false);
    expect(url.search).toContain("url=https%3A%2F%2Fgazette.example.test%2Ffr%2Fsearch%3Fq%3Dclimat");
  });

  it("does not double the slash when the endpoint ends with one", () => {
    const request = pageviewRequest({ ...MATOMO, endpoint: "https://analytics.example.test/" }, VIEW);
    expect(request.url.startsWith("https://analytics.example.test/matomo.php?")).toBe(true);
  });

  it("sends an empty urlref when there is no referrer", () => {
    const url = new URL(pageviewRequest(MATOMO, { ...VIEW, referrer: "" }).url);
    expect(url.searchParams.get("urlref")).toBe("");
  });
});
