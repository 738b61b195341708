import { paramNames } from "@communique/core/contract";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { DomainError } from "./errors";

/**
 * The API refuses a parameter it does not take (issue 35): a typo such as `contry=FR` answered
 * every statement, as if no filter had been asked. The 400 names it and lists what the call
 * takes. (Pages ignore what they do not know: an address is shared and pasted, and a page can
 * still show what it understood.)
 */
export function rejectUnknownParams(schema: z.ZodType): MiddlewareHandler {
  const known = new Set(paramNames(schema));
  const listed = [...known].join(", ") || "no parameter";
  return async (c, next) => {
    const names = [...new Set(new URL(c.req.url).searchParams.keys())];
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length) {
      const named = unknown.map((name) => (name ? `"${name}"` : "a parameter without a name")).join(", ");
      throw new DomainError(
        "invalid_parameter",
        `${unknown[0] || "request"}: this call does not take ${named}; it takes ${listed}`,
      );
    }
    await next();
  };
}
