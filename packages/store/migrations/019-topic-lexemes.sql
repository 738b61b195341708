-- Issue 36, point 10: relevance ranks the most recent matches (RANK_CANDIDATES) and, whatever
-- their date, the statements naming the query in their title ('^' lexemes, migration 010). A
-- topic most spoken of decades ago lost: "apartheid" matches 3,072 General Debate speeches, and
-- its 500 most recent reach back to 1991 only, so the 1970s and 1980s speeches about it were
-- never ranked. Knowing which statements dwell on a word needs its count of occurrences, which
-- only the tsvector holds (GIN keeps none), and reading tsvectors is what the window bounds.
--
-- So a statement's body words that it uses often are also lexemes of their own, without
-- positions: '+apartheid' when the body says it 3 times or more (a passage on it, the grade the
-- relevance benchmark calls strong), '++apartheid' at 10 or more (a speech about it). The index
-- then answers "which statements dwell on the query" exactly, and relevance ranks the most recent
-- of each set beside the rest, however old (search-statements.ts). At most the 100 most used
-- words of a statement are marked: measured on the General Debate, 163 words a speech occur 3
-- times or more, which add about 7 % to a tsvector of 28.8 kB. No word begins with '+'.
CREATE FUNCTION cq_topic_lexemes(body tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(mark)), ''::tsvector) FROM (
    SELECT m.mark FROM (
      SELECT lexeme, cardinality(positions) AS n FROM unnest(body)
       WHERE lexeme !~ '^[~^+]' AND strpos(lexeme, ' ') = 0
       ORDER BY n DESC, lexeme LIMIT 100
    ) top, LATERAL (VALUES ('+' || top.lexeme, 3), ('++' || top.lexeme, 10)) AS m(mark, least_n)
     WHERE top.n >= m.least_n
  ) marks
$$;

CREATE OR REPLACE FUNCTION cq_statement_vector(language text, title_norm text, body_norm text, fold boolean,
                                               country_code text, group_slug text, year integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(t.v, 'A')
      || setweight(b.v, 'D')
      || cq_title_lexemes(t.v)
      || cq_topic_lexemes(b.v)
      || cq_filter_lexemes(country_code, group_slug, language, year)
    FROM (SELECT cq_to_tsvector(language, title_norm, fold) AS v) t,
         (SELECT cq_to_tsvector(language, body_norm, fold) AS v) b
$$;

-- Existing statements get their topic lexemes from the background re-analysis (migration 008's
-- list): search works meanwhile, ranking old topics only once they are done.
INSERT INTO statements_to_reanalyse (sid) SELECT sid FROM statements ON CONFLICT DO NOTHING;
