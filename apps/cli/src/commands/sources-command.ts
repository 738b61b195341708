import { constants } from "node:fs";
import { access, readFile, stat } from "node:fs/promises";
import { importDpConfig, JAVASCRIPT_REASON, parseSourceFile } from "@communique/ingest";
import {
  type Database,
  listSources,
  openDatabase,
  readStoreEnv,
  syncCountries,
  type UpsertSummary,
  upsertSources,
} from "@communique/store";
import { formatSourcesTable } from "./sources-table";

export const SOURCES_USAGE = `Usage: npm run cli -- sources add <file.json>
       npm run cli -- sources list
       npm run cli -- sources import-dp <urlconfig.json>

add        Adds or updates the sources of a source file (one source or an array; format in
           sources/README.md). Bad entries are reported and skipped; the good ones are kept.
list       Shows every source with its health: last success, last error, items per run, and a
           flag when its selectors stopped matching.
import-dp  Loads Diplomatic Pulse's urlconfig.json as a starting set. Sources whose pages need a
           browser are kept disabled, with the reason. Running it again changes nothing.`;

export async function runSources(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  const file = rest[0];
  if (sub === "list" && rest.length === 0) return withDatabase(list);
  if ((sub === "add" || sub === "import-dp") && file && rest.length === 1) {
    const text = await readText(file);
    if (text === null) return 66;
    return withDatabase((db) => (sub === "add" ? add(db, file, text) : importDp(db, file, text)));
  }
  console.error(
    sub && !["add", "list", "import-dp"].includes(sub)
      ? `Unknown sources command "${sub}".\n\n${SOURCES_USAGE}`
      : SOURCES_USAGE,
  );
  return 64;
}

async function add(db: Database, file: string, text: string): Promise<number> {
  const { sources, rejected } = parseSourceFile(text, "cli");
  for (const r of rejected)
    console.error(`entry ${r.index}${r.id ? ` (${r.id})` : ""}: ${r.reasons.join("; ")}`);
  const written = await upsertSources(db.pool, sources);
  console.log(`Sources from ${file}: ${counts(written)}, ${rejected.length} rejected.`);
  return rejected.length > 0 ? 2 : 0;
}

async function importDp(db: Database, file: string, text: string): Promise<number> {
  const { sources, rejected, tagsLeftOut } = importDpConfig(text);
  for (const r of rejected)
    console.error(
      `line ${r.line}${r.name ? ` (${r.name}${r.id ? `, ${r.id}` : ""})` : ""}: ${r.reasons.join("; ")}`,
    );
  const written = await upsertSources(db.pool, sources);
  const disabled = sources.filter((s) => !s.enabled).length;
  console.log(
    `Diplomatic Pulse sources from ${file}: ${sources.length} imported (${counts(written)}), ` +
      `${disabled} of them disabled, ${rejected.length} rejected.`,
  );
  if (disabled > 0) console.log(`Disabled because ${JAVASCRIPT_REASON}.`);
  if (tagsLeftOut > 0)
    console.log(`Left out: the "tag" setting (elements to strip from the body) of ${tagsLeftOut} sources.`);
  return rejected.length > 0 ? 2 : 0;
}

async function list(db: Database): Promise<number> {
  const sources = await listSources(db.pool);
  if (sources.length === 0) {
    console.log("No sources yet. Add some with: npm run cli -- sources add <file.json>");
    return 0;
  }
  console.log(formatSourcesTable(sources));
  const disabled = sources.filter((s) => !s.enabled).length;
  console.log(`\n${sources.length} sources, ${disabled} disabled.`);
  return 0;
}

function counts(written: UpsertSummary): string {
  return `${written.added.length} added, ${written.updated.length} updated, ${written.unchanged.length} unchanged`;
}

async function readText(file: string): Promise<string | null> {
  try {
    await access(file, constants.R_OK);
    if ((await stat(file)).isDirectory()) throw new Error("a directory");
    return await readFile(file, "utf8");
  } catch {
    console.error(`Cannot read ${file}: no such file, a directory, or no permission to read it.`);
    return null;
  }
}

async function withDatabase(work: (db: Database) => Promise<number>): Promise<number> {
  const db = await openDatabase(readStoreEnv(), { log: (m) => console.error(m) });
  try {
    // Sources reference countries by foreign key: the reference list must be there first.
    await syncCountries(db.pool);
    return await work(db);
  } finally {
    await db.close();
  }
}
