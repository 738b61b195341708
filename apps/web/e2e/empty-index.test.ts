import { serveDuringTests } from "@communique/server/testing";
import { describe, expect, it } from "vitest";
import { ar } from "../src/i18n/messages/ar";
import { en } from "../src/i18n/messages/en";

/** The rendered empty state's text (the page also carries the message catalogue for its scripts). */
const emptyState = (html: string) => /<div class="empty-state"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";

/** A fresh install before any import: the pages say the index is empty, not that a search failed. */
const served = serveDuringTests([], { web: {} });

describe("pages over an empty index", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("say that nothing is indexed yet when browsing (%s)", async (lang, messages) => {
    const page = emptyState(await (await fetch(`${served.base}/${lang}/search`)).text());
    expect(page).toContain(messages["search.emptyIndex"]);
    expect(page).not.toContain(messages["search.noResults.title"]);
    // A search of the visitor's still finds nothing, and says so.
    const searched = emptyState(await (await fetch(`${served.base}/${lang}/search?q=climate`)).text());
    expect(searched).toContain(messages["search.noResults.title"]);
  });

  it("shows the home page without its list of the newest statements", async () => {
    const response = await fetch(`${served.base}/en`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('class="latest-list"');
  });
});
