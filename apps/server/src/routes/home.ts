import { escapeHtml } from "@communique/core";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";

/**
 * The root page until the web app exists: what this is, how many statements it holds, and
 * where the API and its documentation are. Server-rendered, no script, styled by /api/docs.css.
 */
export function registerHome(app: OpenAPIHono<AppEnv>, productName: string) {
  app.get("/", async (c) => {
    let count = "";
    try {
      const { rows } = await c
        .get("services")
        .db.query<{ n: number }>("SELECT count(*)::int AS n FROM statements");
      count = `<p>${rows[0]!.n.toLocaleString("en")} statements indexed.</p>`;
    } catch {
      count = "<p>The database is starting.</p>";
    }
    const name = escapeHtml(productName);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title>
<link rel="stylesheet" href="/api/docs.css"></head><body><main>
<h1>${name}</h1>
<p>Search the official statements of UN member states, observer states and intergovernmental organisations, in Arabic, Chinese, English, French, Russian and Spanish.</p>
${count}
<ul>
<li><a href="/api/docs">API documentation</a> (<a href="/api/openapi.json">OpenAPI</a>)</li>
<li>Try: <a href="/api/search?q=%22climate+change%22&amp;sort=recent">/api/search?q="climate change"&amp;sort=recent</a></li>
<li><a href="/api/countries">Countries and organisations</a>, <a href="/api/groups">groups</a></li>
</ul>
</main></body></html>`);
  });
}
