import { afterAll, beforeAll } from "vitest";
import { type FixtureSite, type FixtureSiteOptions, startFixtureSite } from "./fixture-site";

/** For this folder's tests: a site per describe block, and plain requests that follow nothing. */

export function useFixtureSite(options: FixtureSiteOptions = {}): () => FixtureSite {
  let site: FixtureSite | undefined;
  beforeAll(async () => {
    site = await startFixtureSite(options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error("the fixture site has not started");
    return site;
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

/** A GET that never follows a redirect: the private-address ones must not be reached from a test. */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** The listing's pages from the first, following each page's next link as the crawler does. */
export async function followListing<T extends { nextPageUrl?: string }>(
  url: string,
  read: (html: string, pageUrl: string) => T,
): Promise<{ pages: T[]; urls: string[] }> {
  const pages: T[] = [];
  const urls: string[] = [];
  for (let next: string | undefined = url; next && urls.length < 1000; ) {
    urls.push(next);
    const page = read((await get(next)).text, next);
    pages.push(page);
    next = page.nextPageUrl;
  }
  return { pages, urls };
}
