import { z } from "zod";

export const PageFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.iso.date().optional(),
});
export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;

/**
 * Splits a Markdown file into its YAML-like front matter (flat `key: value` lines, which is all
 * our files use) and its body; a file without valid front matter is an error, named by path.
 */
export function parseFrontMatter(source: string, path: string): { meta: PageFrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${path}: missing front matter (--- title/description ---)`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`${path}: front matter line without "key: value": ${line}`);
    fields[line.slice(0, colon).trim()] = unquote(line.slice(colon + 1).trim());
  }
  const parsed = PageFrontMatterSchema.safeParse(fields);
  if (!parsed.success)
    throw new Error(
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return { meta: parsed.data, body: match[2]! };
}

function unquote(value: string): string {
  if (
    value.length >= 2 &&
    ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))
  )
    return value.slice(1, -1);
  return value;
}
