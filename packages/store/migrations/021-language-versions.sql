-- Issue 37, point 5 (decision 033): the versions of one statement in several languages, linked.
--
-- The versions a page names (`<link rel="alternate" hreflang>`, a language switcher's
-- `<a hreflang>`), as crawled: linked once the page they name is indexed, whichever comes first.
CREATE TABLE statement_alternates (
  statement_id text NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('ar', 'zh', 'en', 'fr', 'ru', 'es')),
  url text NOT NULL,
  PRIMARY KEY (statement_id, url)
);
CREATE INDEX statement_alternates_url_idx ON statement_alternates (url);

-- Statements that are versions of one another share a key: the sid of the group's first
-- statement. Only linked statements have a row (few), so that analytics can find the versions
-- among a search's matches from here, as joint statements from statement_cosigners.
CREATE TABLE statement_versions (
  sid integer PRIMARY KEY REFERENCES statements (sid) ON DELETE CASCADE,
  version_key integer NOT NULL
);
CREATE INDEX statement_versions_key_idx ON statement_versions (version_key);

-- The concepts of the terminology a statement's title names: its title's words and shingles (the
-- tsvector's weight-A lexemes, migration 010, read as the terms' keys: a word 'climat', a shingle
-- 'climat chang' as 'climat' <-> 'chang'). Two titles that name the same concepts in two languages
-- are a translation's likely pair. ts_filter keeps the title's lexemes in C; unnesting the whole
-- tsvector to find the '^' ones took about 0.4 ms a statement.
CREATE FUNCTION cq_title_concepts(v tsvector, language text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT t.concept_id ORDER BY t.concept_id), '{}')
    FROM unnest(ts_filter(v, '{a}')) u
    JOIN terms t ON t.language = cq_title_concepts.language
                AND t.key = '''' || replace(u.lexeme, ' ', ''' <-> ''') || ''''
$$;
