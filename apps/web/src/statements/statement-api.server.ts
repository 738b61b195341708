import type { LanguageCode } from "@communique/core/languages";
import { z } from "zod";
import type { WebLoadContext } from "../server/web-context";

const StatementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  country: z.object({ code: z.string(), name: z.string() }),
  date: z.string(),
  datePrecision: z.enum(["day", "month", "year"]),
  language: z.string(),
  url: z.string().nullable(),
});
export type ApiStatement = z.infer<typeof StatementSchema>;

/** One statement through the API, names in `lang`; null when it does not exist. */
export async function statementThroughApi(
  api: WebLoadContext["api"],
  id: string,
  lang: LanguageCode,
): Promise<ApiStatement | null> {
  const response = await api(`/api/statements/${encodeURIComponent(id)}?lang=${lang}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The API answered ${response.status} for statement ${id}`);
  return StatementSchema.parse(await response.json());
}
