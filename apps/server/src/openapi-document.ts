import type { OpenApiDocument } from "./api-document";
import { createApp } from "./app";

export type { OpenApiDocument };

/**
 * The document as the server serves it, built in-process from the app (no database, no socket):
 * for the lint (scripts/lint/openapi.ts) and the generated client (npm run generate:client).
 */
export async function openApiDocument(publicOrigin?: string): Promise<OpenApiDocument> {
  // Services that never resolve: the document is served while the database starts.
  const app = createApp({ services: new Promise(() => {}), productName: "Communiqué", publicOrigin });
  const response = await app.request("/api/openapi.json");
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}
