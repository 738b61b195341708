import { z } from "zod";

/** A query-string value as the API's validator hands it over: one string, or several when repeated. */
export type QueryValue = string | string[];

/**
 * The query string as an object, the way Hono's validator reads it (a repeated name gives an
 * array, a single one a string): the web parses its own address with the same schemas and gets
 * the same answer as the API.
 */
export function queryRecord(params: URLSearchParams): Record<string, QueryValue> {
  const record: Record<string, QueryValue> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** The values of a parameter that may be repeated (`country=FR&country=DE`) or comma-separated. */
export function listOf(value: QueryValue | undefined): string[] {
  if (value === undefined) return [];
  const values = (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/**
 * A repeatable parameter, read as a list of distinct trimmed values. With `values`, the document
 * lists the values it takes (an enum); the check itself is the caller's (a country's code in any
 * case, several in one value separated by commas), and says which value is wrong.
 */
export function listParam(description: string, example?: string, values?: readonly string[]) {
  const listed = values ? { enum: [...values] } : {};
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({
      description,
      example,
      param: { style: "form", explode: true },
      ...(values
        ? {
            anyOf: [
              { type: "string", ...listed },
              { type: "array", items: { type: "string", ...listed } },
            ],
          }
        : {}),
    })
    .transform(listOf);
}

/** A free-text parameter as typed ("" when absent): the query parser measures and reads it whole. */
export function textParam(description: string, example?: string) {
  return z
    .string()
    .optional()
    .meta({ description, example })
    .transform((value) => value ?? "");
}

/**
 * A whole number in a range, documented as an integer; absent or empty gives `fallback`. Any
 * other value is refused with one message that says the range.
 */
export function intParam(options: { min: number; max?: number; fallback: number; description: string }) {
  const { min, max, fallback, description } = options;
  const message = `must be a whole number from ${min} to ${max === undefined ? "…" : max}`;
  let schema = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  if (max !== undefined) schema = schema.max(max, { error: message });
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    schema.default(fallback).meta({ description, example: fallback }),
  );
}

/** An ISO day, checked to exist (no 30 February). */
export function dayParam(description: string, example?: string) {
  return z
    .string()
    .meta({ description, example, format: "date" })
    .refine(isIsoDay, {
      error: (issue) => `"${String(issue.input)}" is not a date in the form YYYY-MM-DD`,
    })
    .optional();
}

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The parameter names a query schema takes: its object's keys, under its refinements and transforms. */
export function paramNames(schema: z.ZodType): string[] {
  let inner: unknown = schema;
  for (let depth = 0; depth < 8 && inner; depth++) {
    const shape = (inner as { shape?: Record<string, unknown> }).shape;
    if (shape) return Object.keys(shape);
    inner = (inner as { in?: unknown }).in ?? (inner as { def?: { innerType?: unknown } }).def?.innerType;
  }
  return [];
}
