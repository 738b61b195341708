-- A statement's title words also as lexemes of their own, prefixed '^' ('^refug' for "refugees"
-- in a title), so that the index answers "which statements name the query in their title"
-- exactly, without reading any tsvector (GIN does not store weights: a weight-restricted query
-- such as 'refug':A is rechecked on every match's tsvector). Relevance ranks these beside the most
-- recent matches (search-statements.ts): a short release titled with the query is found however
-- old it is (docs/decisions/015-cross-language-search.md). No word begins with '^'.
CREATE FUNCTION cq_title_lexemes(title tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg('^' || lexeme)), ''::tsvector) FROM unnest(title)
$$;

CREATE OR REPLACE FUNCTION cq_statement_vector(language text, title_norm text, body_norm text, fold boolean,
                                               country_code text, group_slug text, year integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(t.v, 'A')
      || setweight(cq_to_tsvector(language, body_norm, fold), 'D')
      || cq_title_lexemes(t.v)
      || cq_filter_lexemes(country_code, group_slug, language, year)
    FROM (SELECT cq_to_tsvector(language, title_norm, fold) AS v) t
$$;

-- Existing statements get their title lexemes from the background re-analysis (migration 008's
-- list): search works meanwhile, ranking their titles only once they are done.
INSERT INTO statements_to_reanalyse (sid) SELECT sid FROM statements ON CONFLICT DO NOTHING;
