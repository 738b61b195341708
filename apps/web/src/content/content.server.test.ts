import { LANGUAGE_CODES } from "@communique/core/vocabulary";
import { describe, expect, it } from "vitest";
import { type ContentValues, listArticles, loadArticle, loadPage, renderMarkdown } from "./content.server";
import { CONTENT_PAGES, isContentPage } from "./content-pages";

const PRODUCT = "Fictional Gazette";
const CONTACT_BLOCK = '<p class="fictional-contact">Write to nobody@example.invalid</p>';
const MAP_BLOCK = '<p class="fictional-map">An imaginary note about imaginary maps.</p>';
const VALUES: ContentValues = {
  product: PRODUCT,
  blocks: { contact: CONTACT_BLOCK, mapDisclaimer: MAP_BLOCK },
};
const ARTICLE_SLUGS = ["dates-and-precision", "how-to-search", "un-general-debate-corpus"];

describe("CONTENT_PAGES", () => {
  it("lists the six Markdown pages", () => {
    expect([...CONTENT_PAGES]).toEqual([
      "about",
      "methodology",
      "privacy-policy",
      "contact",
      "disclaimer",
      "partners",
    ]);
  });

  it("recognises its own slugs and nothing else", () => {
    expect(isContentPage("privacy-policy")).toBe(true);
    expect(isContentPage("articles")).toBe(false);
    expect(isContentPage("About")).toBe(false);
  });
});

describe("loadPage", () => {
  for (const lang of LANGUAGE_CODES) {
    describe(`in ${lang}`, () => {
      it.each(CONTENT_PAGES)("renders %s with a title and the product name substituted", (slug) => {
        const page = loadPage(lang, slug, VALUES);
        expect(page).toBeDefined();
        expect(page!.slug).toBe(slug);
        expect(page!.meta.title.trim()).not.toBe("");
        expect(page!.meta.description.trim()).not.toBe("");
        expect(page!.meta.title).not.toContain("{product}");
        expect(page!.meta.description).not.toContain("{product}");
        expect(page!.html).not.toContain("{product}");
        expect(page!.html).toContain(PRODUCT);
        expect(page!.html).not.toMatch(/\{\w+\}/);
      });

      it("puts the contact block in the contact page, in place of its paragraph", () => {
        const html = loadPage(lang, "contact", VALUES)!.html;
        expect(html).toContain(CONTACT_BLOCK);
        expect(html).not.toContain("<p>{contact}</p>");
        expect(html).not.toContain(MAP_BLOCK);
      });

      it("puts the map disclaimer block in the disclaimer page", () => {
        const html = loadPage(lang, "disclaimer", VALUES)!.html;
        expect(html).toContain(MAP_BLOCK);
        expect(html).not.toContain(CONTACT_BLOCK);
      });
    });
  }

  it("leaves a block paragraph as it is when no value is given for it", () => {
    const html = loadPage("en", "contact", { product: PRODUCT, blocks: {} })!.html;
    expect(html).toContain("<p>{contact}</p>");
  });

  it("returns undefined for a page that does not exist", () => {
    expect(loadPage("en", "imaginary-page", VALUES)).toBeUndefined();
    expect(loadPage("en", "how-to-search", VALUES)).toBeUndefined();
  });

  it("does not reach outside the pages folder through the slug", () => {
    expect(loadPage("en", "../articles/en/how-to-search", VALUES)).toBeUndefined();
    expect(loadPage("en", "../../pages/en/about", VALUES)).toBeUndefined();
  });
});

describe("renderMarkdown", () => {
  it("escapes a raw HTML block instead of passing it through", () => {
    const html = renderMarkdown("<script>x</script>", VALUES);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;x&#60;/script&#62;");
  });

  it("escapes inline HTML inside a paragraph", () => {
    expect(renderMarkdown('Some <img src="x" onerror="alert(1)"> text', VALUES)).toBe(
      "<p>Some &#60;img src=&#34;x&#34; onerror=&#34;alert(1)&#34;&#62; text</p>\n",
    );
  });

  it("renders Markdown with the product name substituted inline", () => {
    expect(renderMarkdown("## About {product}\n\n**{product}** is made up.", VALUES)).toBe(
      "<h2>About Fictional Gazette</h2>\n<p><strong>Fictional Gazette</strong> is made up.</p>\n",
    );
  });

  it("replaces a placeholder alone in its paragraph with the block, but not one inside a sentence", () => {
    expect(renderMarkdown("Before\n\n{contact}\n\nReach us at {contact}.", VALUES)).toBe(
      `<p>Before</p>\n${CONTACT_BLOCK}\n<p>Reach us at {contact}.</p>\n`,
    );
  });

  it("renders GitHub-flavoured Markdown links and lists", () => {
    expect(renderMarkdown("- [Made-up link](/en/about)\n- item", VALUES)).toBe(
      '<ul>\n<li><a href="/en/about">Made-up link</a></li>\n<li>item</li>\n</ul>\n',
    );
  });
});

describe("listArticles", () => {
  it.each(LANGUAGE_CODES)("lists the same three articles in %s, sorted", (lang) => {
    expect(listArticles(lang, PRODUCT).map((article) => article.slug)).toEqual(ARTICLE_SLUGS);
  });

  it("gives every listed article its front matter, with the product name substituted", () => {
    const howTo = listArticles("en", PRODUCT).find((article) => article.slug === "how-to-search");
    expect(howTo?.meta.title).toBe("How to search Fictional Gazette");
    expect(howTo?.meta.description).toBe(
      "A practical guide to writing queries, using advanced search, filters and sorting, and keeping, following and sharing your searches.",
    );
    expect(howTo?.meta.date).toBe("2026-11-21");
  });

  it("puts the newest article first", () => {
    for (const lang of LANGUAGE_CODES) {
      const dates = listArticles(lang, PRODUCT).map((article) => article.meta.date ?? "");
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});

describe("loadArticle", () => {
  it.each(LANGUAGE_CODES)("loads every listed article in %s with the product name substituted", (lang) => {
    for (const slug of ARTICLE_SLUGS) {
      const article = loadArticle(lang, slug, { product: PRODUCT, blocks: {} });
      expect(article?.slug).toBe(slug);
      expect(article!.meta.title.trim()).not.toBe("");
      expect(article!.meta.title).not.toContain("{product}");
      expect(article!.html).not.toContain("{product}");
      expect(article!.html).toContain(PRODUCT);
    }
  });

  it("substitutes the product name in the title", () => {
    expect(loadArticle("en", "how-to-search", VALUES)?.meta.title).toBe("How to search Fictional Gazette");
  });

  it("rejects slugs that could leave the articles folder", () => {
    expect(loadArticle("en", "..", VALUES)).toBeUndefined();
    expect(loadArticle("en", "../pages/en/about", VALUES)).toBeUndefined();
    expect(loadArticle("en", "../../pages/en/about", VALUES)).toBeUndefined();
    expect(loadArticle("en", "en/how-to-search", VALUES)).toBeUndefined();
    expect(loadArticle("en", "how-to-search/", VALUES)).toBeUndefined();
  });

  it("rejects unknown, empty and differently spelt slugs", () => {
    expect(loadArticle("en", "imaginary-article", VALUES)).toBeUndefined();
    expect(loadArticle("en", "", VALUES)).toBeUndefined();
    expect(loadArticle("en", "How-To-Search", VALUES)).toBeUndefined();
    expect(loadArticle("en", "how-to-search.md", VALUES)).toBeUndefined();
    expect(loadArticle("en", "about", VALUES)).toBeUndefined();
  });
});
