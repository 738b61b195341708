import { describe, expect, it } from "vitest";
import { errorPageFailedHtml } from "./error-page-failed.server";

describe("the page shown when the error page itself fails", () => {
  it("says so in English with a link home, for an unprefixed address", () => {
    const html = errorPageFailedHtml("http://localhost/search?q=x");
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain("<title>An error occurred while showing the error page</title>");
    expect(html).toContain('<a href="/">Go back to home</a>');
    expect(html).not.toContain("<script");
  });

  it("speaks the language of the address, right to left in Arabic", () => {
    const html = errorPageFailedHtml("http://localhost/ar/about");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain("An error occurred");
    expect(html).toMatch(/<h1>[\u0600-\u06ff][^<]+<\/h1>/);
  });
});
