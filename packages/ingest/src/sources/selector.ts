import { z } from "zod";

const CLOSING: Record<string, string> = { ")": "(", "]": "[" };

/**
 * Catches what a hand-written selector most often gets wrong (an unclosed bracket or quote)
 * without a CSS or XPath engine here: the extraction side compiles selectors, and reports there
 * what this cannot see.
 */
export function selectorProblem(selector: string): string | null {
  const open: string[] = [];
  let quote: string | null = null;
  for (const char of selector) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "(" || char === "[") {
      open.push(char);
    } else if (char in CLOSING && open.pop() !== CLOSING[char]) {
      return `unbalanced "${char}"`;
    }
  }
  if (quote) return `unclosed ${quote} quote`;
  if (open.length > 0) return `unclosed "${open.at(-1)}"`;
  return null;
}

export const SelectorSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(1000)
  .refine((s) => !/[\r\n]/.test(s), "must be on one line")
  .superRefine((s, ctx) => {
    const problem = selectorProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: `${problem} in ${s}` });
  });

export const SelectorsSchema = z.strictObject({
  item: SelectorSchema.optional(),
  link: SelectorSchema.optional(),
  title: SelectorSchema.optional(),
  date: SelectorSchema.optional(),
  body: SelectorSchema.optional(),
  next: SelectorSchema.optional(),
  follow: SelectorSchema.optional(),
});
