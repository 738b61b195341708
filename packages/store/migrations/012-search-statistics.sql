-- The planner's statistics of the search vectors keep the 5,000 most common lexemes (target 500)
-- instead of 1,000. A lexeme outside the list is estimated at a fixed 0.5 % of the statements:
-- at 1M, words found in 1.5–3 % of them ("停火", "ceasefire", their equivalents) were estimated
-- at 5,000 matches each, so "停火" with its equivalents (148,000 matches) was estimated at 30,000,
-- and its 500 most recent matches were found by building the whole bitmap (121 ms) instead of
-- walking the date index (51 ms; index-walk.ts). The estimate also decides whether a search's
-- counts are taken in the sample first (search-statements.ts, decision 019). ANALYZE reads
-- 150,000 rows instead of 30,000: 56 s at 1M statements, once here and after each bulk import.
ALTER TABLE statement_search ALTER COLUMN search_vector SET STATISTICS 500;
ANALYZE statement_search;
