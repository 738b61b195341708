import { startTestServer, type TestServer } from "@communique/server/testing";
import { fictionalStatements } from "@communique/store/testing";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The pages as the server sends them are valid HTML (issue 36): html-validate's recommended rules,
 * on the main pages in every language, with results, a statement, an empty search and an error.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(fictionalStatements(), { web: {} });
});
afterAll(() => server?.close());

const PAGES = [
  "",
  "/search?q=climate&country=KE&sort=oldest",
  "/search?q=zzzznothing&country=KE",
  "/statements/fx-en-1?q=climate",
  "/report",
  "/analytics?q=climate",
  "/coverage",
  "/about",
  "/no-such-page",
];

/**
 * The standard rules (what HTML allows, not a house style: React writes `<input/>` and `hrefLang`,
 * both valid) and the document rules. A search's checkboxes share their name, one value each, as
 * HTML forms do for lists.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Our own scripts and styles, from our own origin under a strict CSP: integrity is for others'.
    "require-sri": ["error", { target: "crossorigin" }],
  },
});

describe("the server's HTML", () => {
  it.each(["en", "ar", "zh", "fr", "ru", "es"])("is valid on the main pages in %s", async (lang) => {
    const problems: string[] = [];
    for (const path of PAGES) {
      const html = await (await fetch(`${server.base}/${lang}${path}`)).text();
      const report = await validator.validateString(html);
      for (const result of report.results)
        for (const m of result.messages)
          problems.push(`/${lang}${path}: ${m.ruleId} ${m.message} (line ${m.line})`);
    }
    expect(problems).toEqual([]);
  });
});
