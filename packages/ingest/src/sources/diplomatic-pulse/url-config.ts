import { z } from "zod";

/**
 * One line of Diplomatic Pulse's urlconfig.json, which is in Elasticsearch bulk format: an
 * {"index": ...} line, then this. Unused fields (ssl, cookies, bs_element) pass through.
 */
export const DpConfigSchema = z.looseObject({
  name: z.string().trim().min(1),
  url: z.string().trim().min(1),
  content_type: z.string(),
  global: z.string().nullish(),
  link: z.string().nullish(),
  title: z.string().nullish(),
  posted_date: z.string().nullish(),
  statement: z.string().nullish(),
  us_date_format: z.string().nullish(),
  link_follow: z.string().nullish(),
  tag: z.string().nullish(),
});
export type DpConfig = z.infer<typeof DpConfigSchema>;

export interface DpLine {
  /** 1-based line number in the file, for messages. */
  line: number;
  value: unknown;
}

export interface DpLineError {
  line: number;
  reason: string;
}

/** The config lines of the bulk file, skipping its action lines and blank lines. */
export function readDpLines(text: string): { configs: DpLine[]; errors: DpLineError[] } {
  const configs: DpLine[] = [];
  const errors: DpLineError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value === "object" && value !== null && "index" in value) return;
      configs.push({ line: i + 1, value });
    } catch (error) {
      errors.push({ line: i + 1, reason: `not valid JSON: ${(error as Error).message}` });
    }
  });
  return { configs, errors };
}
