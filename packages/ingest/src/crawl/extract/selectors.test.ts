import { describe, expect, it } from "vitest";
import { rewriteHasClass } from "./has-class";
import { withHtmlDocument } from "./html-document";
import { isXPath, relativeToItem, selectAll, selectedText, selectText } from "./selectors";

const PAGE = `<html><body>
<div class="item  news
 first"><h3><a href="/a">First</a></h3><span class="date">1 May 2024</span></div>
<div class="item"><h3><a href="/b">Second <b>bold</b></a></h3><span class="date">2 May 2024</span></div>
<div class="items">Not an item</div>
</body></html>`;

function onPage<T>(use: (document: Document) => T): T {
  return withHtmlDocument(PAGE, "https://mfa.fictional.example/list", use);
}

describe("isXPath", () => {
  it("reads paths and parenthesised expressions as XPath, the rest as CSS", () => {
    expect(isXPath("//div")).toBe(true);
    expect(isXPath("/html/body")).toBe(true);
    expect(isXPath("(//a)[1]")).toBe(true);
    expect(isXPath(".//a/@href")).toBe(true);
    expect(isXPath("div.item > h3 a")).toBe(false);
    expect(isXPath(".item")).toBe(false);
  });
});

describe("rewriteHasClass", () => {
  it("rewrites one class to the standard contains(concat(...)) test", () => {
    expect(rewriteHasClass('//div[has-class("item")]')).toBe(
      "//div[contains(concat(' ', normalize-space(@class), ' '), ' item ')]",
    );
  });

  it("requires every class, given as several arguments or one argument with spaces", () => {
    const expected =
      "//div[(contains(concat(' ', normalize-space(@class), ' '), ' meta ') and contains(concat(' ', normalize-space(@class), ' '), ' submitted '))]";
    expect(rewriteHasClass('//div[has-class("meta", "submitted")]')).toBe(expected);
    expect(rewriteHasClass("//div[has-class('meta submitted')]")).toBe(expected);
  });

  it("matches whole class names on the page, across irregular white space", () => {
    onPage((document) => {
      expect(selectAll(document, '//div[has-class("item")]')).toHaveLength(2);
      expect(selectAll(document, '//div[has-class("first", "item")]')).toHaveLength(1);
      expect(selectAll(document, '//div[has-class("news first")]')).toHaveLength(1);
    });
  });
});

describe("relativeToItem", () => {
  it("prefixes '.' to top-level paths starting with //, also in unions and parentheses", () => {
    expect(relativeToItem("//h3/a/@href")).toBe(".//h3/a/@href");
    expect(relativeToItem("//a | //span")).toBe(".//a | .//span");
    expect(relativeToItem("(//a)[1]")).toBe("(.//a)[1]");
    expect(relativeToItem('//a[@title="x | //y"]')).toBe('.//a[@title="x | //y"]');
    expect(relativeToItem("./a")).toBe("./a");
    expect(relativeToItem("/html/body")).toBe("/html/body");
  });
});

describe("selectAll", () => {
  it("reads a leading // under an item as relative to that item", () => {
    onPage((document) => {
      const items = selectAll(document, '//div[has-class("item")]') as Element[];
      expect(items.map((item) => selectText(item, "//h3/a/@href"))).toEqual(["/a", "/b"]);
      expect(items.map((item) => selectText(item, "//a//text()"))).toEqual(["First", "Second bold"]);
    });
  });

  it("returns attributes, text nodes, elements and XPath string results", () => {
    onPage((document) => {
      const [attribute] = selectAll(document, "//a/@href");
      const texts = selectAll(document, "//span[@class='date']/text()");
      const [element] = selectAll(document, "//h3");
      expect(attribute && selectedText(attribute)).toBe("/a");
      expect(texts.map(selectedText)).toEqual(["1 May 2024", "2 May 2024"]);
      expect(element && typeof element !== "string" && element.nodeType).toBe(1);
      // A function call must be parenthesised to be read as XPath (issue 6: "/" or "(").
      expect(selectAll(document, "(string(//h3))")).toEqual(["First"]);
      expect(selectAll(document, "(count(//h3))")).toEqual(["2"]);
    });
  });

  it("evaluates CSS, with Scrapy's ::text and ::attr() endings", () => {
    onPage((document) => {
      expect(selectAll(document, "div.item h3 a")).toHaveLength(2);
      expect(selectAll(document, "div.item a::attr(href)").map(selectedText)).toEqual(["/a", "/b"]);
      expect(selectAll(document, "div.item a::text").map(selectedText)).toEqual(["First", "Second "]);
      expect(selectText(document, "span.date")).toBe("1 May 2024 2 May 2024");
    });
  });
});
