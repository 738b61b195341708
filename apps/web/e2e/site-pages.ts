/** Every page of the site, unprefixed (the home page is "" under a prefix, "/" redirects). */
export const SITE_PATHS = [
  "",
  "/search",
  "/search?q=climate&sort=recent",
  "/statements/fx-en-1",
  "/report",
  "/about",
  "/methodology",
  "/privacy-policy",
  "/analytics",
  "/analytics-tool",
  "/articles",
  "/articles/how-to-search",
  "/contact",
  "/disclaimer",
  "/partners",
] as const;
