-- A fixed one-in-sixteen sample of the search table, indexed on its own: the statements whose
-- hashint4(sid) & 15 is 0. Counting a search's facets costs about 0.25 µs per match (a heap
-- tuple visited and grouped), so "security" in half of 1M statements took 115 ms and "paix" with
-- its equivalents (632,000 matches) 151 ms, more than the rest of the search. Past
-- EXACT_COUNT_LIMIT matches the counts are estimated from this sample instead (facets.ts;
-- docs/decisions/019-estimated-counts.md): 29 ms for that "paix". The hash spreads the sample
-- evenly whatever order statements came in; the condition must be written exactly so in a query
-- for the planner to use this index.
CREATE INDEX IF NOT EXISTS statement_search_sample_idx ON statement_search USING gin (search_vector)
  WHERE (hashint4(sid) & 15) = 0;
