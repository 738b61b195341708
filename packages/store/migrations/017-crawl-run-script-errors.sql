-- Issue 35 point 9: a rendered source whose scripts throw may still show a page, emptier than it
-- should be. Each run keeps the errors its pages' scripts threw (the first few, one line each),
-- and health flags the source when its latest run has some. A constant default: no rewrite.
ALTER TABLE crawl_runs ADD COLUMN IF NOT EXISTS script_errors text[] NOT NULL DEFAULT '{}';
