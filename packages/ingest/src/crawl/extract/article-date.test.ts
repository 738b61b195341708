import { describe, expect, it } from "vitest";
import { extractArticle } from "./article";

const NOW = new Date("2026-11-21T12:00:00Z");
const URL = "https://mfa.fictional.example/en/news/1";

function dateOf(html: string) {
  const article = extractArticle(html, URL, { now: NOW, language: "en" });
  return { value: article.published?.value, from: article.publishedFrom, failure: article.dateFailure };
}

describe("publication date places", () => {
  it("takes the sign-off date at the end of the body, the last one there", () => {
    const html = `<h1>Statement</h1><p>Belarus acts under the law of 29 November 2003 and its treaties.</p>
      <p>The Ministry calls for restraint and dialogue between all the parties concerned.</p><p>December 6, 2021, Minsk</p>`;
    expect(dateOf(html)).toEqual({ value: "2021-12-06", from: "body-end", failure: undefined });
  });

  it("never takes a date mentioned in a sentence for the publication date", () => {
    const withDay = `<h1>Statement</h1><p>In March 2020, the Republic sent test kits to its partners in the region.</p>
      <p>${"The cooperation continues. ".repeat(12)}</p><p>PUTRAJAYA 25 JANUARY 2022</p>`;
    expect(dateOf(withDay)).toEqual({ value: "2022-01-25", from: "body-end", failure: undefined });
    const withoutDay = `<h1>Statement</h1><p>In March 2020, the Republic sent test kits to its partners.</p>`;
    expect(dateOf(withoutDay).value).toBeUndefined();
    const dateline = `<h1>Statement</h1><p>MINSK, 12 January 2021 – The Ministry took note of the law of 29 November 2003.</p>`;
    expect(dateOf(dateline)).toEqual({ value: "2021-01-12", from: "body-start", failure: undefined });
  });

  it("looks beside the heading that shows a title taken from <title>", () => {
    const html = `<title>Programme for 2021 | Office of the Prime Minister</title>
      <div class="side">Updated 01/02/2019</div><h2 class="main-title">Programme for 2021</h2>
      <div class="date">Date Signature: Wednesday, 25. November 2020</div>`;
    expect(dateOf(html)).toEqual({ value: "2020-11-25", from: "near-title", failure: undefined });
  });

  it("prefers the source's date selector, then meta, then JSON-LD, then <time>", () => {
    const html = `<head><meta name="dc.date" content="2021-01-02">
      <script type="application/ld+json">{"datePublished":"2021-01-03"}</script></head>
      <h1>T</h1><time datetime="2021-01-04">4 Jan</time><span class="d">1 January 2021</span>`;
    const article = extractArticle(html, URL, { now: NOW, selectors: { date: "span.d" } });
    expect(article.published?.value).toBe("2021-01-01");
    expect(dateOf(html)).toEqual({ value: "2021-01-02", from: "meta", failure: undefined });
  });
});
