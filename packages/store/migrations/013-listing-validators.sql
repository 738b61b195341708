-- The validators (ETag, Last-Modified) of each source's feed or first listing page, from the last
-- run that read it whole and crawled everything it held: the next run sends them
-- (If-None-Match, If-Modified-Since), and an unchanged feed costs a 304 instead of a download and
-- a parse (issue 18). items is how many entries that answer held, reported again by a 304 run so
-- that the source's health does not read "found nothing". A source whose settings change loses
-- its validators (upsertSources), so new selectors always read the page again.
CREATE TABLE listing_validators (
  source_id text NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  url text NOT NULL,
  -- The URL that answered (after redirects), to which the validators belong.
  fetched_url text NOT NULL,
  etag text,
  last_modified text,
  items integer NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_id, url),
  CHECK (etag IS NOT NULL OR last_modified IS NOT NULL)
);
