import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "@communique/core";
import { z } from "@hono/zod-openapi";
import { ApiError } from "../api-error";

/** A parameter that may be repeated (`country=FR&country=DE`) or comma-separated (`country=FR,DE`). */
export function repeatable(description: string, example?: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ description, example, param: { style: "form", explode: true } });
}

export function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

export const LangParam = z
  .enum(LANGUAGE_CODES)
  .default("en")
  .openapi({ description: "Language of country and group names in the answer." });

export function parseLanguages(values: string[], field: string): LanguageCode[] {
  return values.map((value) => {
    const code = value.toLowerCase();
    if (!isLanguageCode(code)) {
      throw new ApiError(
        400,
        "invalid_parameter",
        `${field}: "${value}" is not one of ${LANGUAGE_CODES.join(", ")}`,
      );
    }
    return code;
  });
}
