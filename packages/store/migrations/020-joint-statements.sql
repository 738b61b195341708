-- Issue 37, point 4 (decision 032): joint statements. A statement signed by several States is
-- one statement, issued by the ministry that published it first, that counts for each of its
-- signatories.
--
-- `signatories` is the list as read (issuer first when the text does not name it), in the
-- order named; `unread_signatories` what stood in a signatory's place but is no State we know
-- ("European Union", a misspelt name), kept for a person to check. NULL for a statement that is
-- not joint: nothing changes for the others.
ALTER TABLE statements ADD COLUMN signatories text[], ADD COLUMN unread_signatories text[];

-- The signatories other than the issuer, by their issuer number (countries.num), so that a
-- count per State can add them to the issuer's rows: one row per co-signatory, few in all.
CREATE TABLE statement_cosigners (
  sid integer NOT NULL REFERENCES statements (sid) ON DELETE CASCADE,
  country smallint NOT NULL,
  PRIMARY KEY (sid, country)
);
CREATE INDEX statement_cosigners_country_idx ON statement_cosigners (country, sid);

-- The co-signatories as filter lexemes of their own ('~scFR', '~sgafrican'; no word begins with
-- '~'), apart from the issuer's ('~cFR', migration 006): a search for France's statements ORs
-- the two ('~cFR' | '~scFR') and finds the joint statements France signed through the index,
-- while a count per issuer can still ask for the issuer's alone.
CREATE FUNCTION cq_cosigner_lexemes(signatories text[], issuer text) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT l.lexeme)), ''::tsvector)
    FROM countries k, LATERAL (VALUES ('~sc' || k.code), ('~sg' || k.group_slug)) AS l(lexeme)
   WHERE k.code = ANY(coalesce(signatories, '{}')) AND k.code <> issuer
$$;

-- Every publication of a statement: the ministry that issued it and, for a joint statement, each
-- signatory's ministry that published the same text (a page the crawler found to be a copy).
-- The statement keeps the first; this lists them all, with where and when each was read.
CREATE TABLE statement_publications (
  statement_id text NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
  country_code text NOT NULL REFERENCES countries (code),
  source text NOT NULL,
  url text NOT NULL,
  fetched_at timestamptz,
  PRIMARY KEY (statement_id, url)
);
