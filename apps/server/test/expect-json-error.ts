import { expect } from "vitest";

/**
 * Asserts an error answer of a download route: the status, JSON (never a half-made file: no
 * Content-Disposition), the documented shape with `code`; returns its message.
 */
export async function expectJsonError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("content-disposition")).toBeNull();
  const body = await response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  return body.error.message;
}
