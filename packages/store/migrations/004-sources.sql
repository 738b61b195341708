-- The crawler's registry: where statements come from. An id is a stable slug chosen by whoever
-- wrote the source (a repository file, the CLI, or the Diplomatic Pulse import), so the same file
-- loaded twice updates its sources instead of duplicating them.
CREATE TABLE sources (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9._-]*$'),
  country_code text NOT NULL REFERENCES countries (code),
  kind text NOT NULL CHECK (kind IN ('rss', 'html', 'sitemap', 'json', 'pdf')),
  url text NOT NULL CHECK (url ~ '^https?://'),
  -- Null: detected from each page's text.
  language text CHECK (language IN ('ar', 'zh', 'en', 'fr', 'ru', 'es')),
  -- How often the source is due, in minutes: one number that sorts and adds to a timestamp
  -- (last run + interval), where a cron expression would need a parser on both sides. An hour by
  -- default: ministries publish a few statements a day, and it keeps us polite.
  schedule_minutes integer NOT NULL DEFAULT 60 CHECK (schedule_minutes BETWEEN 1 AND 10080),
  -- {item, link, title, date, body, next, follow}: CSS, or XPath when starting with "/" or "(".
  -- Kept as written (Scrapy's has-class() included): the extraction side interprets them.
  selectors jsonb NOT NULL DEFAULT '{}',
  -- How "03/04/2021" reads on this site; null when the site never writes all-numeric dates.
  numeric_date_order text CHECK (numeric_date_order IN ('day-first', 'month-first', 'year-first')),
  enabled boolean NOT NULL DEFAULT true,
  -- Why a source is off (e.g. its pages need a browser): kept so that nobody re-enables it blindly.
  disabled_reason text,
  origin text NOT NULL CHECK (origin IN ('repository', 'cli', 'diplomatic-pulse')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (enabled OR disabled_reason IS NOT NULL)
);

CREATE INDEX sources_country_idx ON sources (country_code);

-- One row per crawl of a source. Health (last success, last error, items per run, lag, selectors
-- that stopped matching) is computed from these rows rather than kept in counters on sources, so
-- it can never drift from what actually happened. A run is written once, when it ends: a crash
-- mid-run leaves no row rather than a half-updated counter.
CREATE TABLE crawl_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Runs go with their source: a source removed from the registry takes its history along.
  source_id text NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status text NOT NULL CHECK (status IN ('ok', 'error')),
  -- Entries found on the listing(s), and among them the statements not seen before.
  items_seen integer NOT NULL DEFAULT 0 CHECK (items_seen >= 0),
  items_new integer NOT NULL DEFAULT 0 CHECK (items_new >= 0 AND items_new <= items_seen),
  -- A short machine-readable cause ('http-404', 'timeout', 'robots', ...) for grouping, and the
  -- full message for the operator.
  error_reason text,
  error_message text,
  -- Publication time of the newest statement this run indexed: finished_at minus it is the lag.
  newest_published timestamptz,
  CHECK (status = 'ok' OR error_reason IS NOT NULL),
  CHECK (finished_at IS NULL OR finished_at >= started_at)
);

-- Health reads the latest runs of each source, newest first.
CREATE INDEX crawl_runs_source_started_idx ON crawl_runs (source_id, started_at DESC);
