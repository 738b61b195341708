/**
 * The commands' usage texts, apart from the commands: printing one (--help, a usage error) loads
 * no command and none of what it needs (the database, the crawler, the browser).
 */

export const IMPORT_USAGE = `Usage: npm run cli -- import <file> [--source <name>]

Imports statements from an NDJSON file, plain or gzipped: our format (docs/import-format.md) or
the UN General Debate Corpus format. Bad lines are reported with their number and skipped.
Running it again with the same file adds nothing.`;

export const SOURCES_USAGE = `Usage: npm run cli -- sources add <file.json>
       npm run cli -- sources list [--json]
       npm run cli -- sources import-dp <urlconfig.json> [--disabled] [--pages <dir>]
       npm run cli -- sources enable <id>...
       npm run cli -- sources disable <id>... --reason <text>
       npm run cli -- sources check <id> [--json]

add        Adds or updates the sources of a source file (one source or an array; format in
           sources/README.md). Bad entries are reported and skipped; the good ones are kept.
list       Shows every source with its health: last success, last error, items per run, a flag
           when it is failing, its selectors stopped matching or it went quiet for longer than
           its usual rhythm, then its URL, what changed, its last error's text and why it is
           disabled. --json prints the whole records (sources/README.md describes the fields).
import-dp  Loads Diplomatic Pulse's urlconfig.json as a starting set. Its javascript sources are
           read rendered in Chromium; a source whose configuration lacks a selector is kept
           disabled, with the reason. --disabled keeps every imported source disabled, so that a
           running site starts no crawl of them until you enable them. Running it again changes
           nothing. Then each source's selectors are run on its pages saved in --pages <dir>
           (by default the pages/ folder beside the file's folder, as in ../shared/data, when
           there is one), and it says, per source, whether they still match.
enable     Switches sources on (a source disabled for a reason the crawler cannot work round,
           such as a missing selector, will fail its runs: its health says so).
disable    Switches sources off, with the reason operators will read in sources list. Sources
           of the repository's sources/ folder are loaded again at every start: disable those
           in their file ("enabled": false).
check      Fetches a source's feed or listing once, as a crawl would (robots.txt, the delay, the
           limits; CRAWL_* settings), and prints what each selector found: the items, and for the
           first few their link, title and date (and whether the date can be read); then the
           first entry's page: its body (characters, the first 200), title and date. Nothing is
           saved. Exit 0 when every selector found something, 2 when one needs repairing, 69 when
           the listing could not be fetched, 66 for an unknown id. --json prints the whole check.`;

export const CRAWL_USAGE = `Usage: npm run cli -- crawl --once [--source <id>]...
       npm run cli -- crawl --worker

--once    Crawls now every enabled source (or only those given with --source), waits until
          each has been crawled, prints what each run did and exits: 0 when every source was
          read, 2 when one could not be.
--worker  Takes crawl jobs from the database's queue until stopped (Ctrl-C): run several
          workers, on one machine or many, against one DATABASE_URL. Each queues the sources
          that fall due. With workers, set CRAWL_IN_SERVER=0 for the web server.

Settings (README): CRAWL_CONTACT_URL, CRAWL_CONCURRENCY, CRAWL_ALLOW_PRIVATE, TESSERACT_PATH
(scanned PDFs are read by OCR when tesseract is installed).`;

export const TERMS_USAGE = `Usage: npm run cli -- terms import <file> [--format csv|tbx] [--dry-run]

Loads your own terminology: concepts with their terms in the six languages, which a search for
any of them expands to the others. From a CSV file (a header naming the columns id, ar, zh, en,
fr, ru, es, en_alt…) or a TBX termbase export (UNTERM, MultiTerm…): docs/terminology.md. The
format is told by the extension (.csv, .tsv, .txt; .tbx, .xml) unless --format gives it.
Each refused entry is reported with its line and reason and the good ones are kept (exit 2 when
any was refused). --dry-run checks and counts without writing anything. Your concepts come before
the shipped terminology; importing the same file again changes nothing.`;
