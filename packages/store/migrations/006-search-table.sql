-- Full-text search moves to a narrow table of its own (docs/decisions/011-search-table.md).
-- Counting the matches of a common word (facets, analytics) visits every matching row: at 1M
-- statements, half a million. A row of the statements table carries the record (id, title, URL,
-- hashes...: ~200 bytes besides what TOAST holds); a row here carries only what search filters,
-- sorts and counts on, as fixed-width numbers (~70 bytes), and the tsvector in TOAST.

-- A small stable number per issuer, for the search table. Assigned once and never changed (a
-- statement's facet holds it); a new issuer takes the next one.
CREATE SEQUENCE countries_num_seq AS smallint;
ALTER TABLE countries ADD COLUMN num smallint;
UPDATE countries c SET num = n.num
  FROM (SELECT code, row_number() OVER (ORDER BY code) AS num FROM countries) n WHERE n.code = c.code;
SELECT setval('countries_num_seq', coalesce((SELECT max(num) FROM countries), 0) + 1, false);
ALTER TABLE countries ALTER COLUMN num SET DEFAULT nextval('countries_num_seq'),
  ALTER COLUMN num SET NOT NULL, ADD CONSTRAINT countries_num_key UNIQUE (num),
  -- Ten bits of a facet (cq_facet).
  ADD CONSTRAINT countries_num_range CHECK (num BETWEEN 1 AND 1023);
ALTER SEQUENCE countries_num_seq OWNED BY countries.num;

-- The languages as numbers 0-5, in packages/core's order.
CREATE FUNCTION cq_language_num(language text) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (array_position(ARRAY['ar', 'zh', 'en', 'fr', 'ru', 'es'], language) - 1)::smallint
$$;

-- A date period as one number: days since 1900-01-01, times four, plus the precision (0 day,
-- 1 month, 2 year). Counts per period group on it (one integer hashes faster than two dates).
CREATE FUNCTION cq_period(date_start date, date_precision text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (date_start - DATE '1900-01-01') * 4
         + CASE date_precision WHEN 'day' THEN 0 WHEN 'month' THEN 1 ELSE 2 END
$$;

-- What the search facets count by, as one number: year, issuer and language.
CREATE FUNCTION cq_facet(year integer, country_num smallint, language_num smallint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((year - 1900) << 13) | (country_num << 3) | language_num
$$;

-- Word shingles: every adjacent pair ('unit nation') and triple ('unit nation general') of a
-- text's words, beside the words. A phrase of up to three words is then one exact lexeme that
-- GIN answers without reading any tsvector; a positional check (which reads the tsvector of every
-- candidate from TOAST: about 1 s for 25,000 candidates at 1M statements) is left for longer
-- phrases and phrases with stop words inside, whose candidates these lexemes narrow first.
-- Lexemes without positions (French and Spanish accent-less variants) are not words in sequence.
CREATE FUNCTION cq_add_shingles(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The words in text order, each with the next two (lead): no array subscripts, which on a text[]
  -- walk the array from its start (measured: twice the cost of the whole analysis).
  SELECT v || coalesce((
    SELECT array_to_tsvector(array_cat(
             array_agg(w.l || ' ' || w.l1) FILTER (WHERE w.p1 = w.pos + 1),
             array_agg(w.l || ' ' || w.l1 || ' ' || w.l2) FILTER (WHERE w.p1 = w.pos + 1 AND w.p2 = w.pos + 2)))
      FROM (SELECT x.lexeme AS l, x.pos, lead(x.lexeme) OVER t AS l1, lead(x.pos) OVER t AS p1,
                   lead(x.lexeme, 2) OVER t AS l2, lead(x.pos, 2) OVER t AS p2
              FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) x
            WINDOW t AS (ORDER BY x.pos)) w), ''::tsvector)
$$;

-- Lexemes that say who issued a statement, in which language and year ('~cFR', '~gafrican',
-- '~lfr', '~y2023'; no word begins with '~'), so that a search's filters are ANDed into its
-- tsquery and the GIN index intersects them with the words, instead of visiting every match of
-- the words to filter it (measured at 100k: 'security' in the African group in 2023, 20 ms
-- through a filter, 7 ms through the index). A group's lexeme follows its members
-- (syncCountries rewrites it if a country changes group).
CREATE FUNCTION cq_filter_lexemes(country_code text, group_slug text, language text, year integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY['~c' || country_code, '~g' || group_slug, '~l' || language, '~y' || year])
$$;

CREATE OR REPLACE FUNCTION cq_to_tsvector(language text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT cq_add_shingles(cq_words_tsvector(language, content))
$$;

-- The same, for a text that holds no letter unaccent would change (the writer checks: most
-- English, Arabic, Chinese and Russian statements): folding would give the same lexemes, and
-- skipping it saves a sixth of the analysis.
CREATE FUNCTION cq_to_tsvector(language text, content text, fold boolean) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN fold THEN cq_to_tsvector(language, content)
              ELSE cq_add_shingles(to_tsvector(cq_search_config(language), content)) END
$$;

DROP FUNCTION cq_add_pairs(tsvector);

ALTER TABLE statements ADD COLUMN sid integer GENERATED BY DEFAULT AS IDENTITY;
ALTER TABLE statements ADD CONSTRAINT statements_sid_key UNIQUE (sid);

-- Hash-partitioned in two: the GIN bitmap of a common word, which one process builds before a
-- parallel scan can start, is then built by two at once, one partition each (at 1M statements
-- the bitmap of a word in half of them takes 40 ms to build). More partitions cost more than
-- they save on two cores: at 100k, 15 ms for two partitions, 18 for four, 14.5 for none.
CREATE TABLE statement_search (
  sid integer NOT NULL REFERENCES statements (sid) ON DELETE CASCADE,
  period integer NOT NULL,
  facet integer NOT NULL,
  country smallint NOT NULL,
  language smallint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  search_vector tsvector NOT NULL,
  PRIMARY KEY (sid)
) PARTITION BY HASH (sid);

CREATE TABLE statement_search_0 PARTITION OF statement_search FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE statement_search_1 PARTITION OF statement_search FOR VALUES WITH (MODULUS 2, REMAINDER 1);
-- The tsvector always in TOAST, so that a heap page holds ~100 rows.
ALTER TABLE statement_search_0 SET (toast_tuple_target = 128);
ALTER TABLE statement_search_1 SET (toast_tuple_target = 128);

-- Shingles of existing statements from their words' positions (at a title's end and its body's
-- start a shingle may span the two: harmless, and gone when the statement is next written).
INSERT INTO statement_search (sid, period, facet, country, language, date_start, date_end, search_vector)
SELECT s.sid, cq_period(s.date_start, s.date_precision),
       cq_facet(s.year, c.num, cq_language_num(s.language)), c.num, cq_language_num(s.language),
       s.date_start, s.date_end,
       cq_add_shingles(s.search_vector) || cq_filter_lexemes(c.code, c.group_slug, s.language, s.year)
  FROM statements s JOIN countries c ON c.code = s.country_code;

CREATE INDEX statement_search_vector_idx ON statement_search USING gin (search_vector);
CREATE INDEX statement_search_date_idx ON statement_search (date_start DESC, sid);

ALTER TABLE statements DROP COLUMN search_vector;
DROP INDEX statements_date_idx;

-- The planner's estimate of a tsquery's matches, now on the search table.
CREATE OR REPLACE FUNCTION cq_estimate_matches(query text) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM statement_search x WHERE x.search_vector @@ %L::tsquery', query)
    INTO plan;
  RETURN plan;
END
$$;
