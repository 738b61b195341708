-- The crawler's state: a job queue shared by every crawling process, what it knows of each page it
-- fetched, every address a statement is known under, and fingerprints to find the same text twice.

-- One job per source that is due or being crawled. Any process may take a job (SKIP LOCKED); the
-- taker holds a lease it renews while it works, so a process killed mid-crawl loses its job only
-- until the lease runs out, when another (or its restart) takes it again.
CREATE TABLE crawl_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id text NOT NULL UNIQUE REFERENCES sources (id) ON DELETE CASCADE,
  -- The host the source lives on: two jobs on one host never run at once, whichever processes
  -- hold them, so the one-request-per-second rule holds across workers.
  host text NOT NULL,
  run_after timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((claimed_by IS NULL) = (lease_until IS NULL))
);

CREATE INDEX crawl_jobs_due_idx ON crawl_jobs (run_after);

-- What the crawler learnt from each article or document it fetched, by canonical URL: the
-- validators for a conditional request next time, and what became of it. A page already indexed
-- is not fetched again by the next run of its listing.
CREATE TABLE crawl_pages (
  url text PRIMARY KEY,
  source_id text NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  -- The URL that answered (after redirects), to which the validators belong.
  fetched_url text,
  etag text,
  last_modified text,
  status text NOT NULL CHECK (status IN ('indexed', 'duplicate', 'not-dated', 'needs-ocr', 'unreadable',
    'empty', 'failed')),
  -- Why a page is not indexed ('no date found', 'HTTP 404', ...), for the operator.
  detail text,
  statement_id text REFERENCES statements (id) ON DELETE SET NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  -- Pages that failed are tried again by later runs, a few times.
  failures integer NOT NULL DEFAULT 0
);

CREATE INDEX crawl_pages_source_idx ON crawl_pages (source_id, fetched_at DESC);
CREATE INDEX crawl_pages_statement_idx ON crawl_pages (statement_id);

-- Every canonical address a statement was found under: its own, and those of copies that were
-- recognised as the same statement (a second URL, or the text re-published under a new date).
CREATE TABLE statement_urls (
  url text PRIMARY KEY,
  statement_id text NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
  first_seen timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX statement_urls_statement_idx ON statement_urls (statement_id);

-- Near-duplicate detection (packages/ingest/src/crawl/dedupe). Only statements of the same issuer
-- are compared: two states publishing one joint text each issued it. Candidates come from index
-- lookups, never a scan: the same core text (an exact copy, whatever its dateline), the same title
-- (a re-publication), or a 64-bit SimHash within 3 bits, which shares at least one of its four
-- 16-bit bands exactly (pigeonhole). The texts of the candidates then decide.
CREATE TABLE statement_fingerprints (
  statement_id text PRIMARY KEY REFERENCES statements (id) ON DELETE CASCADE,
  country_code text NOT NULL,
  text_hash text NOT NULL,
  title_hash text NOT NULL,
  -- Null for a text too short to be judged by it.
  simhash bigint,
  -- band number * 65536 + the band's 16 bits.
  bands integer[] CHECK (cardinality(bands) = 4)
);

CREATE INDEX statement_fingerprints_text_idx ON statement_fingerprints (country_code, text_hash);
CREATE INDEX statement_fingerprints_title_idx ON statement_fingerprints (country_code, title_hash);
CREATE INDEX statement_fingerprints_bands_idx ON statement_fingerprints USING gin (bands);

-- The sanitized HTML of a crawled statement's body (an imported one has none): paragraphs, lists
-- and tables as the ministry wrote them, without scripts, styles, forms or remote resources.
ALTER TABLE statements ADD COLUMN body_html text;
