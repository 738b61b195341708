/** Pages rendered from Markdown in apps/web/content/pages/{lang}/{slug}.md. */
export const CONTENT_PAGES = [
  "about",
  "methodology",
  "privacy-policy",
  "contact",
  "disclaimer",
  "partners",
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

export function isContentPage(slug: string): slug is ContentPageSlug {
  return (CONTENT_PAGES as readonly string[]).includes(slug);
}
