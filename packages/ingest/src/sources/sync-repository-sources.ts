import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Queryable, type UpsertSummary, upsertSources } from "@communique/store";
import { loadRepositorySources, type RepositoryRejection } from "./repository-sources";

/** The repository's sources/ folder. */
export const REPOSITORY_SOURCES_DIR = fileURLToPath(new URL("../../../../sources", import.meta.url));

/**
 * Loads the repository's source files into the registry (at every start of a crawling process),
 * so a source added to sources/ by a maintainer is crawled without a manual step. Bad entries are
 * returned for the caller to report; the good ones are written.
 */
export async function syncRepositorySources(
  db: Queryable,
  dir = REPOSITORY_SOURCES_DIR,
): Promise<{ written: UpsertSummary; rejected: RepositoryRejection[] }> {
  if (!existsSync(dir)) return { written: { added: [], updated: [], unchanged: [] }, rejected: [] };
  const { sources, rejected } = await loadRepositorySources(dir);
  return { written: await upsertSources(db, sources), rejected };
}

export function describeRejection(r: RepositoryRejection): string {
  return `${path.join("sources", r.file)}, entry ${r.index}${r.id ? ` (${r.id})` : ""}: ${r.reasons.join("; ")}`;
}
