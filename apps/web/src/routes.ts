import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./content/content-pages";

// Every page exists unprefixed (remembered language) and under /ar, /zh, /en, /fr, /ru, /es.
export default [
  index("routes/root-redirect.ts"),
  layout("layouts/home-layout.tsx", [route(":lang", "routes/home.tsx")]),
  layout("layouts/default-layout.tsx", [
    route(":lang?/search", "routes/search.tsx"),
    route(":lang?/statements/:id", "routes/statement.tsx"),
    route(":lang?/report", "routes/report.tsx"),
    route(":lang?/coverage", "routes/coverage.tsx"),
    route(":lang?/coverage/sources", "routes/coverage-sources.tsx"),
    ...CONTENT_PAGES.map((slug) =>
      route(`:lang?/${slug}`, "routes/content-page.tsx", { id: `page-${slug}` }),
    ),
    route(":lang?/articles", "routes/articles.tsx"),
    route(":lang?/articles/:slug", "routes/article.tsx"),
    route(":lang?/offline", "routes/offline.tsx"),
  ]),
  layout("layouts/analytics-layout.tsx", [
    route(":lang?/analytics", "routes/analytics.tsx"),
    route(":lang?/analytics-tool", "routes/analytics-tool.tsx"),
  ]),
  route("og/:image", "routes/og-image.ts"),
  route("sitemaps/pages.xml", "routes/sitemap-pages.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
