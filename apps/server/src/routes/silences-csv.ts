import { SILENCES_CSV_COLUMNS, SilencesParamsSchema, silencesCsvRow } from "@communique/core/contract";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../app-context";
import { errorAnswer } from "../errors";
import { silencesOf } from "../operations/analytics-operations";
import { APPLIED_HEADERS, appliedHeaders } from "../operations/operation-route";
import { rejectUnknownParams } from "../unknown-params";
import { csvRecord, UTF8_BOM } from "./export-formats";

const route = createRoute({
  method: "get",
  path: "/api/analytics/silences.csv",
  operationId: "getAnalyticsSilencesCsv",
  tags: ["Analytics"],
  summary: "Who of a bloc or group spoke and who did not, as CSV",
  description: `The answer of GET /api/analytics/silences as CSV (RFC 4180, UTF-8 with a byte order mark), one row per member: ${SILENCES_CSV_COLUMNS.join(", ")}. Dates at their own precision (2024, 2024-03 or 2024-03-05).`,
  middleware: [rejectUnknownParams(SilencesParamsSchema)] as const,
  request: { query: SilencesParamsSchema as unknown as z.ZodObject },
  responses: {
    200: {
      description: "The members, those that spoke first",
      headers: APPLIED_HEADERS,
      content: { "text/csv": { schema: z.string() } },
    },
    400: errorAnswer("Invalid parameters, an unknown bloc or group (unknown_bloc), or no keyword"),
  },
});

export function registerSilencesCsv(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const params = c.req.valid("query" as never) as z.output<typeof SilencesParamsSchema>;
    const { answer, applied } = await silencesOf(c.get("operations"), params, {});
    const lines = [csvRecord(SILENCES_CSV_COLUMNS)];
    for (const member of answer.members) lines.push(csvRecord(silencesCsvRow(member)));
    const stem = `communique-silences-${answer.among.id}`;
    return c.body(`${UTF8_BOM}${lines.join("")}`, 200, {
      ...appliedHeaders(applied!),
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${stem}.csv"`,
    }) as never;
  });
}
