import { z } from "zod";

/** Every error the API answers: a stable code to branch on, a message that says what to fix. */
export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "invalid_parameter" }),
      message: z.string().meta({ example: "size: must be a whole number from 1 to 100" }),
    }),
  })
  .meta({ id: "Error" });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export function errorBody(code: string, message: string): ErrorResponse {
  return { error: { code, message } };
}
