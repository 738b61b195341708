-- Text search: one configuration per UN language (plain copies of PostgreSQL's own).
-- Accents are folded AFTER stemming (cq_to_tsvector): the Spanish and French stemmers need the
-- accents to find suffixes ("negociación" -> "negoci", but "negociacion" -> "negociacion").
-- Arabic letter variants and Chinese segmentation are handled before PostgreSQL sees the text
-- (packages/core/src/text), identically for documents and queries.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION cq_en (COPY = english);
CREATE TEXT SEARCH CONFIGURATION cq_fr (COPY = french);
CREATE TEXT SEARCH CONFIGURATION cq_es (COPY = spanish);
CREATE TEXT SEARCH CONFIGURATION cq_ru (COPY = russian);
CREATE TEXT SEARCH CONFIGURATION cq_ar (COPY = arabic);
-- Chinese arrives segmented into space-separated words; 'simple' keeps each word whole.
CREATE TEXT SEARCH CONFIGURATION cq_zh (COPY = simple);

CREATE FUNCTION cq_search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE language
    WHEN 'ar' THEN 'cq_ar' WHEN 'zh' THEN 'cq_zh' WHEN 'en' THEN 'cq_en'
    WHEN 'fr' THEN 'cq_fr' WHEN 'ru' THEN 'cq_ru' WHEN 'es' THEN 'cq_es'
  END::regconfig
$$;

-- Folds accents in the lexemes of a tsvector or tsquery text (positions, weights and operators
-- are ASCII and pass through). Declared immutable: the unaccent rules are fixed for a database.
CREATE FUNCTION cq_fold(analysed text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, analysed)
$$;

-- Adjacent word pairs ("shingles") as extra lexemes: 'unit nation' for "United Nations". A two-word
-- phrase query then becomes one lexeme that the GIN index answers exactly, instead of a positional
-- check that must read every candidate's whole tsvector (measured: 172 ms for 10,900 matches).
CREATE FUNCTION cq_add_pairs(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v || coalesce((
    SELECT array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme))
      FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) a
      JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) b ON b.pos = a.pos + 1
  ), ''::tsvector)
$$;

-- The words of a text as indexed, before pairs: stemmed, then accents folded. For French and
-- Spanish the accent-less spelling of each accented word is analysed too (without positions),
-- so a query typed without accents ("negociacion", "Mexico") still matches; analysing only those
-- words, not the whole text again, keeps imports fast.
CREATE FUNCTION cq_words_tsvector(language text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT cq_fold(to_tsvector(cq_search_config(language), content)::text)::tsvector
    || CASE WHEN language IN ('fr', 'es') THEN
         strip(cq_fold(to_tsvector(cq_search_config(language), cq_fold(
           (SELECT coalesce(string_agg(m[1], ' '), '') FROM regexp_matches(content, '([[:alpha:]]*[^[:ascii:][:space:][:punct:][:digit:]][[:alpha:]]*)', 'g') AS m)
         ))::text)::tsvector)
       ELSE ''::tsvector END
$$;

-- The one way a text is indexed: its words and their adjacent pairs.
CREATE FUNCTION cq_to_tsvector(language text, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT cq_add_pairs(cq_words_tsvector(language, content))
$$;

-- Reference data: kept in sync from packages/core at every start.
CREATE TABLE countries (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('member', 'observer', 'organization', 'former')),
  group_slug text NOT NULL CHECK (group_slug IN ('african', 'asia-pacific', 'latin-american-caribbean',
    'western-european-other', 'eastern-european', 'non-member', 'igo')),
  iso3 text,
  names jsonb NOT NULL
);

-- A statement's date is a period: a day, a month or a year (a corpus that gives only the year
-- must not be shown as 1 January). date_start/date_end bound it; filters keep a statement only
-- when the whole period lies inside the requested range.
-- Column order matters for facets: fixed-width columns first, then the two short texts that
-- facets group by, so reading them from a row needs no walk over the variable-length ones
-- (measured: grouping by year cost twice as much when it sat behind eight text columns).
CREATE TABLE statements (
  year smallint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  country_code text NOT NULL REFERENCES countries (code),
  language text NOT NULL CHECK (language IN ('ar', 'zh', 'en', 'fr', 'ru', 'es')),
  id text PRIMARY KEY,
  date_precision text NOT NULL CHECK (date_precision IN ('day', 'month', 'year')),
  source text NOT NULL,
  url text,
  title text NOT NULL,
  body text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}',
  content_hash text NOT NULL,
  fetched_at timestamptz,
  indexed_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector NOT NULL,
  CHECK (date_end >= date_start)
);

-- Narrow heap rows (long body and tsvector moved to TOAST) make the scans behind counts and
-- facets of common terms touch few pages.
ALTER TABLE statements SET (toast_tuple_target = 128);

CREATE INDEX statements_search_idx ON statements USING gin (search_vector);
CREATE INDEX statements_date_idx ON statements (date_start DESC, id);
CREATE INDEX statements_country_date_idx ON statements (country_code, date_start DESC);
