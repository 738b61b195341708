import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SourceRecord } from "@communique/store";
import { parseSourceFile, type RejectedSource } from "./source-file";

export interface RepositoryRejection extends RejectedSource {
  file: string;
}

export interface RepositorySources {
  sources: SourceRecord[];
  rejected: RepositoryRejection[];
}

/**
 * The source files kept in the repository (the root sources/ folder): every *.json file, in name
 * order. A bad entry is reported and skipped; an id already defined by an earlier file too.
 */
export async function loadRepositorySources(dir: string): Promise<RepositorySources> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  const sources: SourceRecord[] = [];
  const rejected: RepositoryRejection[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    const parsed = parseSourceFile(await readFile(path.join(dir, file), "utf8"), "repository", ids);
    rejected.push(...parsed.rejected.map((r) => ({ file, ...r })));
    sources.push(...parsed.sources);
  }
  return { sources, rejected };
}
