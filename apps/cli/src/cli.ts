import { parseArgs } from "node:util";
import { CRAWL_USAGE, IMPORT_USAGE, SOURCES_USAGE, TERMS_USAGE } from "./commands/usage";
import type { CliIo } from "./io";

const USAGE = `Communiqué command line

Commands:
  import <file> [--source <name>]   Import statements from an NDJSON file (plain or .gz)
  sources add <file.json>           Add or update crawl sources from a source file
  sources list [--json]             List crawl sources with their health
  sources import-dp <urlconfig> [--disabled] [--pages <dir>]
                                    Load the Diplomatic Pulse configuration as sources
  sources enable <id>...            Switch sources on
  sources disable <id>... --reason <text>
                                    Switch sources off, saying why
  sources check <id> [--json]       Fetch a source once and show what each selector finds
  crawl --once [--source <id>]...   Crawl now (every enabled source, or those given) and exit
  crawl --worker                    Take crawl jobs from the shared queue until stopped
  terms import <file>               Load your own terminology from a CSV or TBX file

${IMPORT_USAGE}

${SOURCES_USAGE}

${CRAWL_USAGE}

${TERMS_USAGE}`;

/**
 * The command line, callable in any process: `argv` without node and the script, `io` the process's
 * streams, environment and signals (main.ts) or a test's recording. Resolves to the exit code: an
 * error no command caught is said in one line (its message, no stack) and gives 1.
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 64;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 64;
  }
  if (command !== "terms" && (parsed.values.format !== undefined || parsed.values["dry-run"])) {
    io.err(`--format and --dry-run are options of terms import only.\n\n${USAGE}`);
    return 64;
  }
  if (
    command !== "sources" &&
    (parsed.values.json ||
      parsed.values.disabled ||
      parsed.values.reason !== undefined ||
      parsed.values.pages !== undefined)
  ) {
    io.err(`--json, --disabled, --reason and --pages are options of sources commands.\n\n${USAGE}`);
    return 64;
  }
  switch (command) {
    case "import": {
      const sources = parsed.values.source ?? [];
      if (sources.length > 1 || parsed.values.once || parsed.values.worker) {
        io.err(IMPORT_USAGE);
        return 64;
      }
      const { runImport } = await import("./commands/import-command");
      return runImport(rest, sources[0] === undefined ? {} : { source: sources[0] }, io);
    }
    case "crawl": {
      const { runCrawl } = await import("./commands/crawl-command");
      return runCrawl(rest, parsed.values, io);
    }
    case "sources": {
      if (hasCrawlOptions(parsed.values)) {
        io.err(`--source, --once and --worker are not options of sources.\n\n${SOURCES_USAGE}`);
        return 64;
      }
      const { runSources } = await import("./commands/sources-command");
      return runSources(
        rest,
        {
          json: parsed.values.json ?? false,
          disabled: parsed.values.disabled ?? false,
          reason: parsed.values.reason,
          pages: parsed.values.pages,
        },
        io,
      );
    }
    case "terms": {
      if (hasCrawlOptions(parsed.values)) {
        io.err(`--source, --once and --worker are not options of terms.\n\n${TERMS_USAGE}`);
        return 64;
      }
      const { runTerms } = await import("./commands/terms-command");
      return runTerms(
        rest,
        {
          ...(parsed.values.format !== undefined ? { format: parsed.values.format } : {}),
          dryRun: parsed.values["dry-run"] ?? false,
        },
        io,
      );
    }
    default:
      io.err(`Unknown command "${command}".\n\n${USAGE}`);
      return 64;
  }
}

/** Whether the options of crawl (and import's --source) were given. */
function hasCrawlOptions(values: ReturnType<typeof parse>["values"]): boolean {
  return values.source !== undefined || Boolean(values.once) || Boolean(values.worker);
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: "string", multiple: true },
      once: { type: "boolean" },
      worker: { type: "boolean" },
      format: { type: "string" },
      "dry-run": { type: "boolean" },
      json: { type: "boolean" },
      reason: { type: "string" },
      disabled: { type: "boolean" },
      pages: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
