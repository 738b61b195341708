import "@communique/core/require-supported-node";
import { parseArgs } from "node:util";
import { CRAWL_USAGE, runCrawl } from "./commands/crawl-command";
import { IMPORT_USAGE, runImport } from "./commands/import-command";
import { runSources, SOURCES_USAGE } from "./commands/sources-command";
import { runTerms, TERMS_USAGE } from "./commands/terms-command";

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

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 64;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.log(USAGE);
    return parsed.values.help ? 0 : 64;
  }
  if (command !== "terms" && (parsed.values.format !== undefined || parsed.values["dry-run"])) {
    console.error(`--format and --dry-run are options of terms import only.\n\n${USAGE}`);
    return 64;
  }
  if (
    command !== "sources" &&
    (parsed.values.json ||
      parsed.values.disabled ||
      parsed.values.reason !== undefined ||
      parsed.values.pages !== undefined)
  ) {
    console.error(`--json, --disabled, --reason and --pages are options of sources commands.\n\n${USAGE}`);
    return 64;
  }
  switch (command) {
    case "import": {
      const sources = parsed.values.source ?? [];
      if (sources.length > 1 || parsed.values.once || parsed.values.worker) {
        console.error(IMPORT_USAGE);
        return 64;
      }
      return runImport(rest, sources[0] === undefined ? {} : { source: sources[0] });
    }
    case "crawl":
      return runCrawl(rest, parsed.values);
    case "sources":
      if (parsed.values.source !== undefined || parsed.values.once || parsed.values.worker) {
        console.error(`--source, --once and --worker are not options of sources.\n\n${SOURCES_USAGE}`);
        return 64;
      }
      return runSources(rest, {
        json: parsed.values.json ?? false,
        disabled: parsed.values.disabled ?? false,
        reason: parsed.values.reason,
        pages: parsed.values.pages,
      });
    case "terms":
      if (parsed.values.source !== undefined || parsed.values.once || parsed.values.worker) {
        console.error(`--source, --once and --worker are not options of terms.\n\n${TERMS_USAGE}`);
        return 64;
      }
      return runTerms(rest, {
        ...(parsed.values.format !== undefined ? { format: parsed.values.format } : {}),
        dryRun: parsed.values["dry-run"] ?? false,
      });
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 64;
  }
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
