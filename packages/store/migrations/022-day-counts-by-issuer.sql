-- Issue 37: "who has spoken" counts each member's statements in the period (no words), from the
-- per-day counts. The primary key puts the language second, so a list of issuers over a year
-- read every language's entries through the heap: at 1M statements, the African Union's 54
-- members over a year, 18 ms. This index holds what those counts read (issuer, days, n), in
-- the order they read it: an index-only scan, 7 ms. Built in under a second at 1M (367,000 rows).
CREATE INDEX IF NOT EXISTS statement_day_counts_issuer_idx
  ON statement_day_counts (country_code, date_start) INCLUDE (date_end, n);
