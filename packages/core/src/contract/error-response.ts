import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../errors";

const CODES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** Every error the API answers: a stable code to branch on, a message that says what to fix. */
export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(CODES).meta({
        example: "invalid_parameter",
        description: `Stable, to branch on: ${CODES.map((code) => `${code} (${ERROR_CODES[code]})`).join("; ")}.`,
      }),
      message: z.string().meta({ example: "size: must be a whole number from 1 to 100" }),
    }),
  })
  .meta({ id: "Error" });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export function errorBody(code: ErrorCode, message: string): ErrorResponse {
  return { error: { code, message } };
}
