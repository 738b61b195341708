import { constants } from "node:fs";
import { access, readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  checkSavedPages,
  checkSource,
  fetcherFromEnv,
  importDpConfig,
  isImporterReason,
  NO_BROWSER_MESSAGE,
  parseSourceFile,
  readCrawlEnv,
  rendererFromEnv,
  renderingFetcher,
} from "@communique/ingest";
import {
  type Database,
  isFlagged,
  listSources,
  openDatabase,
  readStoreEnv,
  setSourcesEnabled,
  sourcesHealth,
  syncCountries,
  type UpsertSummary,
  upsertSources,
} from "@communique/store";
import type { CliIo } from "../io";
import { formatSourceCheck } from "./check-report";
import { formatSavedPagesReport } from "./saved-pages-report";
import { formatSourcesTable } from "./sources-table";
import { SOURCES_USAGE } from "./usage";

export interface SourcesOptions {
  /** sources list: the whole records as JSON. */
  json: boolean;
  /** sources import-dp: every imported source disabled. */
  disabled: boolean;
  /** sources disable: why. */
  reason?: string | undefined;
  /** sources import-dp: a folder of saved ministry pages to run the imported selectors on. */
  pages?: string | undefined;
}

export async function runSources(args: string[], options: SourcesOptions, io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  const misplaced =
    (options.json && sub !== "list" && sub !== "check") || (options.disabled && sub !== "import-dp")
      ? `${options.json ? "--json" : "--disabled"} is not an option of sources ${sub ?? ""}.\n\n`
      : "";
  if (misplaced) {
    io.err(`${misplaced}${SOURCES_USAGE}`);
    return 64;
  }
  if (options.pages !== undefined && sub !== "import-dp") {
    io.err(`--pages is an option of sources import-dp only.\n\n${SOURCES_USAGE}`);
    return 64;
  }
  if (options.pages !== undefined && !(await isDirectory(options.pages))) {
    io.err(`Cannot read the folder ${options.pages}: no such folder, or no permission to read it.`);
    return 66;
  }
  if (options.reason !== undefined && sub !== "disable") {
    io.err(`--reason is an option of sources disable only.\n\n${SOURCES_USAGE}`);
    return 64;
  }
  if (sub === "list" && rest.length === 0) return withDatabase(io, (db) => list(db, options.json, io));
  if (sub === "check" && rest.length === 1)
    return withDatabase(io, (db) => check(db, rest[0]!, options.json, io));
  if ((sub === "enable" || sub === "disable") && rest.length > 0) {
    const reason = options.reason?.trim();
    if (sub === "disable" && !reason) {
      io.err(
        `sources disable needs --reason "<why>": operators read it in sources list.\n\n${SOURCES_USAGE}`,
      );
      return 64;
    }
    return withDatabase(io, (db) => switchSources(db, rest, sub === "enable" ? null : reason!, io));
  }
  const disabled = options.disabled;
  const file = rest[0];
  if ((sub === "add" || sub === "import-dp") && file && rest.length === 1) {
    const text = await readText(file, io);
    if (text === null) return 66;
    // Diplomatic Pulse's file sits in sources/ of the shared data, its saved pages in pages/.
    const beside = path.join(path.dirname(path.resolve(file)), "..", "pages");
    const pages = options.pages ?? (sub === "import-dp" && (await isDirectory(beside)) ? beside : undefined);
    return withDatabase(io, (db) =>
      sub === "add" ? add(db, file, text, io) : importDp(db, file, text, disabled, pages, io),
    );
  }
  io.err(
    sub && !["add", "list", "import-dp", "enable", "disable", "check"].includes(sub)
      ? `Unknown sources command "${sub}".\n\n${SOURCES_USAGE}`
      : SOURCES_USAGE,
  );
  return 64;
}

async function add(db: Database, file: string, text: string, io: CliIo): Promise<number> {
  const { sources, rejected } = parseSourceFile(text, "cli");
  for (const r of rejected) io.err(`entry ${r.index}${r.id ? ` (${r.id})` : ""}: ${r.reasons.join("; ")}`);
  const written = await upsertSources(db.pool, sources);
  io.out(`Sources from ${file}: ${counts(written)}, ${rejected.length} rejected.`);
  return rejected.length > 0 ? 2 : 0;
}

async function importDp(
  db: Database,
  file: string,
  text: string,
  allDisabled: boolean,
  pagesDir: string | undefined,
  io: CliIo,
): Promise<number> {
  const imported = importDpConfig(text);
  const { rejected, tagsLeftOut } = imported;
  // A source an operator switched off (sources disable, or an import with --disabled) stays off,
  // with the operator's reason: importing again never switches on what a person switched off.
  const before = new Map(
    (
      await listSources(
        db.pool,
        imported.sources.map((s) => s.id),
      )
    ).map((s) => [s.id, s]),
  );
  const operatorReason = (id: string) => {
    const known = before.get(id);
    return known && !known.enabled && !isImporterReason(known.disabledReason) ? known.disabledReason : null;
  };
  const sources = imported.sources.map((s) => {
    const kept = operatorReason(s.id);
    if (kept) return { ...s, enabled: false, disabledReason: kept };
    // --disabled: every source off; one the import disables anyway keeps its own reason.
    return allDisabled && s.enabled ? { ...s, enabled: false, disabledReason: IMPORTED_DISABLED } : s;
  });
  for (const r of rejected)
    io.err(
      `line ${r.line}${r.name ? ` (${r.name}${r.id ? `, ${r.id}` : ""})` : ""}: ${r.reasons.join("; ")}`,
    );
  const written = await upsertSources(db.pool, sources);
  const disabled = sources.filter((s) => !s.enabled).length;
  io.out(
    `Diplomatic Pulse sources from ${file}: ${sources.length} imported (${counts(written)}), ` +
      `${disabled} of them disabled, ${rejected.length} rejected.`,
  );
  for (const [reason, n] of countBy(sources.filter((s) => !s.enabled).map((s) => s.disabledReason ?? "")))
    io.out(`${n} disabled because ${reason}.`);
  const rendered = sources.filter((s) => s.render).length;
  if (rendered > 0)
    io.out(
      `${rendered} rendered in a browser (Diplomatic Pulse javascript): they need Chromium (CHROMIUM_PATH or Debian's chromium).`,
    );
  if (tagsLeftOut > 0)
    io.out(`Left out: the "tag" setting (elements to strip from the body) of ${tagsLeftOut} sources.`);
  // A report, not a verdict: a site's redesign since a page was saved is what it is there to show.
  if (pagesDir !== undefined)
    io.out(formatSavedPagesReport(pagesDir, await checkSavedPages(pagesDir, sources)));
  return rejected.length > 0 ? 2 : 0;
}

async function list(db: Database, json: boolean, io: CliIo): Promise<number> {
  const sources = await sourcesHealth(db.pool);
  if (json) {
    await io.write(`${JSON.stringify(sources, null, 2)}\n`);
    return 0;
  }
  if (sources.length === 0) {
    io.out("No sources yet. Add some with: npm run cli -- sources add <file.json>");
    return 0;
  }
  io.out(formatSourcesTable(sources));
  const disabled = sources.filter((s) => !s.enabled).length;
  const flagged = sources.filter((s) => isFlagged(s.assessment)).length;
  io.out(`\n${sources.length} sources, ${disabled} disabled, ${flagged} flagged.`);
  return 0;
}

/** sources check: one fetch of the listing and of its first entry, with the crawl's settings. */
async function check(db: Database, id: string, json: boolean, io: CliIo): Promise<number> {
  const [source] = await listSources(db.pool, [id]);
  if (!source) {
    io.err(`No source "${id}" (see sources list).`);
    return 66;
  }
  const env = readCrawlEnv(io.env);
  const fetcher = fetcherFromEnv(env);
  // A JavaScript source is checked as it is crawled: rendered, every request of its pages through
  // the fetcher; what its scripts asked for and did not get is printed, for staticHosts.
  const renderer = source.render ? rendererFromEnv(env, fetcher) : undefined;
  try {
    if (source.render && !renderer) {
      io.err(`${source.id}: ${NO_BROWSER_MESSAGE}.`);
      return 69;
    }
    const refused: string[] = [];
    const scriptErrors: string[] = [];
    const pages = renderer
      ? renderingFetcher(fetcher, renderer, source, {
          refused: (r) => {
            const line = `${r.reason} ${r.url}`;
            if (!refused.includes(line)) refused.push(line);
          },
          scriptError: (pageUrl, message) => {
            const line = `${message} (${pageUrl})`;
            if (!scriptErrors.includes(line)) scriptErrors.push(line);
          },
        })
      : fetcher;
    const result = await checkSource(source, (url) => pages.fetchPage(url));
    if (json)
      await io.write(
        `${JSON.stringify(renderer ? { ...result, rendered: true, refused, scriptErrors } : result, null, 2)}\n`,
      );
    else {
      io.out(formatSourceCheck(source, result));
      if (renderer)
        io.out(
          refused.length
            ? `Rendered in Chromium; requests its scripts made that were refused:\n${refused.map((r) => `  - ${r}`).join("\n")}`
            : "Rendered in Chromium; no request of its scripts was refused.",
        );
      if (scriptErrors.length)
        io.out(
          `Its scripts threw errors (the site's front end is broken; its pages may show less than they should):\n${scriptErrors.map((e) => `  - ${e}`).join("\n")}`,
        );
    }
    if (!result.listing.fetch.ok) return 69;
    return result.problems.length > 0 || scriptErrors.length > 0 ? 2 : 0;
  } finally {
    await renderer?.close();
    await fetcher.close();
  }
}

function counts(written: UpsertSummary): string {
  return `${written.added.length} added, ${written.updated.length} updated, ${written.unchanged.length} unchanged`;
}

async function readText(file: string, io: CliIo): Promise<string | null> {
  try {
    await access(file, constants.R_OK);
    if ((await stat(file)).isDirectory()) throw new Error("a directory");
    return await readFile(file, "utf8");
  } catch {
    io.err(`Cannot read ${file}: no such file, a directory, or no permission to read it.`);
    return null;
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    await access(dir, constants.R_OK);
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function withDatabase(io: CliIo, work: (db: Database) => Promise<number>): Promise<number> {
  const db = await openDatabase(readStoreEnv(io.env), { log: (m) => io.err(m) });
  try {
    // Sources reference countries by foreign key: the reference list must be there first.
    await syncCountries(db.pool);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Why every source of an import with --disabled is off. */
const IMPORTED_DISABLED = "imported with --disabled: check it, then switch it on with sources enable";

function countBy(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts];
}

/** sources enable / disable (reason null: enable). Unknown ids are named; exit 2 if any. */
async function switchSources(db: Database, ids: string[], reason: string | null, io: CliIo): Promise<number> {
  const change = await setSourcesEnabled(
    db.pool,
    ids,
    reason === null ? { enabled: true } : { enabled: false, reason },
  );
  for (const id of change.unknown) io.err(`No source "${id}" (see sources list).`);
  const verb = reason === null ? "enabled" : "disabled";
  io.out(
    `${change.changed.length} ${verb}, ${change.unchanged.length} already ${verb}, ${change.unknown.length} unknown.`,
  );
  return change.unknown.length > 0 ? 2 : 0;
}
