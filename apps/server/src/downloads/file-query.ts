import { LangParam } from "@communique/core/contract";
import { z } from "@hono/zod-openapi";

/** A file's query: its format, and the interface language of what the file says around the text. */
export function fileQuerySchema<F extends readonly [string, ...string[]]>(
  formats: F,
  example: F[number],
  langDescription: string,
) {
  return z.object({
    format: z.enum(formats).openapi({ description: "The file's format.", example }),
    lang: LangParam.meta({ description: langDescription }),
  });
}
