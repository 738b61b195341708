import type { AppLoadContext } from "react-router";
import type { WebLoadContext } from "./web-context";

/**
 * The context the production server passes; under `npm run dev` (Vite, no hosting server) a
 * stand-in that reaches the API process over HTTP and reads the same settings.
 */
export function webContext(context: AppLoadContext | undefined): WebLoadContext {
  if (context && typeof context.api === "function") return context;
  const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
  return {
    nonce: "",
    settings: { product: process.env.PRODUCT_NAME || "Communiqué", contactEmail: process.env.CONTACT_EMAIL },
    api: (path) => fetch(`${apiOrigin}${path}`),
  };
}
