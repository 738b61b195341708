-- The Arabic analysis changed (docs/decisions/014-arabic-analysis.md): ta marbuta is kept for the
-- stemmer and a few spellings are rewritten into the forms it handles (packages/core/src/text/
-- arabic.ts). That part of the analysis runs in the application (normalizeForIndex) before
-- PostgreSQL's, so SQL alone cannot redo it: this migration lists the statements whose search
-- row holds the old analysis, and the application re-analyses them in batches once the database
-- is open (reanalyseStatements, started by openDatabase), taking each off the list. A later
-- change of the analysis done in the application lists its statements here the same way.
CREATE TABLE statements_to_reanalyse (
  sid integer PRIMARY KEY REFERENCES statements (sid) ON DELETE CASCADE
);

-- Every statement with Arabic script in its title or body, whatever its language (an Arabic name
-- in a French statement went through the same normalisation): the Arabic block and the
-- presentation forms, which NFKC turns into Arabic letters. Measured: 2 s per 100,000 statements
-- of 3,000 characters, nearly all of it reading the texts.
INSERT INTO statements_to_reanalyse (sid)
SELECT sid FROM statements
 WHERE title ~ '[\u0610-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]' OR body ~ '[\u0610-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]';

-- A statement's search vector, from its title and body as normalizeForIndex left them: the title's
-- words weigh A, the body's D, then the lexemes of its filters. The one expression for both
-- writing a statement (writeStatements) and re-analysing it (reanalyseStatements), so the two
-- cannot drift apart. `fold`: whether either text holds a letter unaccent would change.
CREATE FUNCTION cq_statement_vector(language text, title_norm text, body_norm text, fold boolean,
                                    country_code text, group_slug text, year integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(cq_to_tsvector(language, title_norm, fold), 'A')
      || setweight(cq_to_tsvector(language, body_norm, fold), 'D')
      || cq_filter_lexemes(country_code, group_slug, language, year)
$$;
