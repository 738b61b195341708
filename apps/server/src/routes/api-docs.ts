import { escapeHtml } from "@communique/core";
import type { OpenApiDocument } from "../api-document";

/**
 * A readable reference rendered on the server from the same OpenAPI document: no script, no
 * third-party assets, so it works offline and under the strict CSP.
 */
export function renderApiDocs(doc: OpenApiDocument): string {
  const sections: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {}) as [string, Operation][]) {
      if (!op || typeof op !== "object" || !("responses" in op)) continue;
      const params = (op.parameters ?? []) as Parameter[];
      const rows = params
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(schemaText(p.schema))}</td><td>${escapeHtml(p.description ?? p.schema?.description ?? "")}</td></tr>`,
        )
        .join("");
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<li><code>${status}</code> ${escapeHtml((r as { description?: string }).description ?? "")}</li>`,
        )
        .join("");
      sections.push(`<section id="${escapeHtml(`${method}-${path}`)}">
<h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>` : ""}
<h3>Responses</h3><ul>${responses}</ul></section>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? "")}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are JSON: <code>{"error": {"code", "message"}}</code>.</p>
${sections.join("\n")}</main></body></html>`;
}

export const API_DOCS_CSS = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","PingFang SC","Microsoft YaHei",sans-serif;color:#1a1a1a;background:#fff;margin:0}
main{max-width:60rem;margin:0 auto;padding:2rem 1.5rem}h1 small{font-size:.5em;color:#555}section{border-top:1px solid #ddd;padding-block:1rem}
.method{display:inline-block;font-size:.8em;background:#0b4f8a;color:#fff;padding:.1em .5em;border-radius:3px}
table{border-collapse:collapse;width:100%;font-size:.9em}th,td{text-align:start;border-bottom:1px solid #eee;padding:.35em .5em;vertical-align:top}
code{font-family:ui-monospace,Menlo,Consolas,monospace}a{color:#0b4f8a}`;

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { type?: string | string[]; enum?: unknown[]; anyOf?: unknown[]; description?: string };
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: unknown[];
  responses: Record<string, unknown>;
}

function schemaText(schema: Parameter["schema"]): string {
  if (!schema) return "";
  if (schema.enum) return schema.enum.join(" | ");
  if (schema.anyOf) return "string (repeatable)";
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "");
}
