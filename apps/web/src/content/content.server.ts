import { escapeHtml } from "@communique/core/escape-html";
import type { LanguageCode } from "@communique/core/vocabulary";
import { Marked } from "marked";
import { type PageFrontMatter, parseFrontMatter } from "./front-matter";

// Bundled into the server build at build time: no file paths to resolve at run time.
const PAGE_FILES = import.meta.glob<string>("../../content/pages/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const ARTICLE_FILES = import.meta.glob<string>("../../content/articles/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface RenderedContent {
  slug: string;
  meta: PageFrontMatter;
  html: string;
}

/** Values the Markdown may reference: {product} inline, and block placeholders alone on a line. */
export interface ContentValues {
  product: string;
  blocks: Record<string, string>;
}

// Our own files, rendered on the server; raw HTML is not part of their format, so it is escaped.
const marked = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

export function renderMarkdown(body: string, values: ContentValues): string {
  // Substituted after rendering, so a product name is text, never Markdown.
  const html = marked.parse(body, { async: false }).replaceAll("{product}", () => escapeHtml(values.product));
  return html.replace(/<p>\{(\w+)\}<\/p>/g, (whole, name: string) =>
    Object.hasOwn(values.blocks, name) ? values.blocks[name]! : whole,
  );
}

function withProduct(meta: PageFrontMatter, product: string): PageFrontMatter {
  return {
    ...meta,
    title: meta.title.replaceAll("{product}", () => product),
    description: meta.description.replaceAll("{product}", () => product),
  };
}

function find(files: Record<string, string>, kind: string, lang: LanguageCode, slug: string) {
  const path = `../../content/${kind}/${lang}/${slug}.md`;
  const source = files[path];
  return source === undefined ? undefined : { path, source };
}

export function loadPage(
  lang: LanguageCode,
  slug: string,
  values: ContentValues,
): RenderedContent | undefined {
  const file = find(PAGE_FILES, "pages", lang, slug);
  if (!file) return undefined;
  const { meta, body } = parseFrontMatter(file.source, file.path);
  return { slug, meta: withProduct(meta, values.product), html: renderMarkdown(body, values) };
}

export function loadArticle(
  lang: LanguageCode,
  slug: string,
  values: ContentValues,
): RenderedContent | undefined {
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined;
  const file = find(ARTICLE_FILES, "articles", lang, slug);
  if (!file) return undefined;
  const { meta, body } = parseFrontMatter(file.source, file.path);
  return { slug, meta: withProduct(meta, values.product), html: renderMarkdown(body, values) };
}

export interface ArticleSummary {
  slug: string;
  meta: PageFrontMatter;
}

/** The language's articles, newest first. */
export function listArticles(lang: LanguageCode, product: string): ArticleSummary[] {
  const prefix = `../../content/articles/${lang}/`;
  return Object.entries(ARTICLE_FILES)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, source]) => ({
      slug: path.slice(prefix.length, -3),
      meta: withProduct(parseFrontMatter(source, path).meta, product),
    }))
    .sort((a, b) => (b.meta.date ?? "").localeCompare(a.meta.date ?? "") || a.slug.localeCompare(b.slug));
}
