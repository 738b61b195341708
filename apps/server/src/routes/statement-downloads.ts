import { StatementIdSchema } from "@communique/core/contract";
import { getStatement } from "@communique/store";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { attachmentDisposition } from "../downloads/content-disposition";
import { fileQuerySchema } from "../downloads/file-query";
import { renderDocx } from "../downloads/render-docx";
import {
  DOWNLOAD_CONTENT_TYPES,
  DOWNLOAD_FORMATS,
  type DownloadFormat,
  renderHtml,
  renderText,
  statementDownload,
} from "../downloads/statement-download";
import { DomainError, errorAnswer } from "../errors";
import { publicOrigin } from "../public-origin";
import { rejectUnknownParams } from "../unknown-params";

/** The HTML file is opened from disk or a download bar, not served as a page: it may style itself, nothing more. */
export const DOWNLOAD_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const DownloadQuerySchema = fileQuerySchema(
  DOWNLOAD_FORMATS,
  "docx",
  "Interface language: metadata labels, dates, the issuer's name and the citation.",
);

const route = createRoute({
  middleware: [rejectUnknownParams(DownloadQuerySchema)] as const,
  method: "get",
  path: "/api/statements/{id}/download",
  operationId: "downloadStatement",
  tags: ["Statements"],
  summary: "Download a statement with a citation",
  description: [
    "The whole statement as a file to keep: `txt` (UTF-8 text), `html` (a standalone HTML5 document",
    "in the statement's language and direction) or `docx` (Word). Each gives the title, issuer, date",
    "(as precise as the source: a year-only date is just the year), language and original URL, the",
    "body, and a citation in the interface language `lang` that names this site, the statement's page",
    "on it and the day it was retrieved (UTC). Sent as an attachment named after the id.",
  ].join(" "),
  request: {
    params: z.object({ id: StatementIdSchema }),
    query: DownloadQuerySchema,
  },
  responses: {
    200: {
      description: "The statement as a file (`Content-Disposition: attachment`)",
      headers: z.object({
        "Content-Disposition": z.string().openapi({
          example: `attachment; filename="UNGDC-FRA-79-2024.docx"; filename*=UTF-8''UNGDC-FRA-79-2024.docx`,
        }),
      }),
      content: {
        [DOWNLOAD_CONTENT_TYPES.txt]: { schema: z.string() },
        [DOWNLOAD_CONTENT_TYPES.html]: { schema: z.string() },
        [DOWNLOAD_CONTENT_TYPES.docx]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    400: errorAnswer("An unknown format or language, or an overlong id"),
    404: errorAnswer("No such statement"),
  },
});

async function render(format: DownloadFormat, download: ReturnType<typeof statementDownload>) {
  if (format === "txt") return renderText(download);
  if (format === "html") return renderHtml(download);
  return new Uint8Array(await renderDocx(download));
}

export function registerStatementDownloads(
  app: OpenAPIHono<AppEnv>,
  options: { productName: string; publicOrigin?: string | undefined },
) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { format, lang } = c.req.valid("query");
    const statement = await getStatement(c.get("services").db, id, lang);
    if (!statement) throw new DomainError("not_found", `No statement has the id "${id}"`, 404);
    const origin = publicOrigin(c, options.publicOrigin);
    const download = statementDownload({
      statement,
      lang,
      product: options.productName,
      statementUrl: `${origin}/${lang}/statements/${encodeURIComponent(statement.id)}`,
      now: new Date(),
    });
    const headers: Record<string, string> = {
      "Content-Type": DOWNLOAD_CONTENT_TYPES[format],
      "Content-Disposition": attachmentDisposition(statement.id, format),
    };
    if (format === "html") headers["Content-Security-Policy"] = DOWNLOAD_HTML_CSP;
    return c.body(await render(format, download), 200, headers);
  });
}
