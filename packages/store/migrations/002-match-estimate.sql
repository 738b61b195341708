-- The planner's own estimate of how many statements a tsquery matches (from the tsvector
-- statistics ANALYZE gathers), as its EXPLAIN plan: search uses it to choose between walking
-- the date index and building the whole bitmap (docs/decisions/005-search-performance.md).
-- VOLATILE only because PostgreSQL allows EXPLAIN nowhere else; it reads nothing but statistics.
CREATE FUNCTION cq_estimate_matches(query text) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM statements s WHERE s.search_vector @@ %L::tsquery', query)
    INTO plan;
  RETURN plan;
END
$$;
