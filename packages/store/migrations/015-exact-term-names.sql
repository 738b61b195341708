-- Names as names (issue 33): each term is also kept in its exact form, folded only for case,
-- accents and spaces (cq_exact_term), beside its analysed key. A query's text that is a term's
-- exact form names that concept before any concept it only shares a stem with: French "Crimée"
-- is the place, "crime" the word, though the French stemmer reads both as 'crim'; Russian "Газа"
-- is Gaza and "газ" gas ('газ' both).
CREATE FUNCTION cq_exact_term(normalised text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(cq_fold(regexp_replace(btrim(normalised), '\s+', ' ', 'g')))
$$;

ALTER TABLE terms ADD COLUMN exact text;
CREATE INDEX terms_exact_idx ON terms (exact, language);

-- Terms written before have none: the shipped ones are written again at the next start (their
-- digest is forgotten); an operator's imported ones get theirs here (their text is stored as
-- imported, and the Node side normalisation of Arabic and Chinese is left to their next import).
UPDATE terms SET exact = cq_exact_term(term);
DELETE FROM terminology_state WHERE name = 'shipped';
