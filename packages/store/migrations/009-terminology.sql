-- Cross-language search (docs/decisions/015-cross-language-search.md). A concept has terms in
-- the six languages; a query clause that names one of them is searched with all of them.
-- Concepts come from the reference list of issuers (origin 'country': M49 names and CLDR/UNTERM
-- aliases), from the terminology shipped in packages/store/terminology ('bundled'), and from
-- an operator's own files (`terms import`, 'imported').
CREATE TABLE term_concepts (
  id text PRIMARY KEY,
  origin text NOT NULL CHECK (origin IN ('country', 'bundled', 'imported')),
  domain text,
  source text NOT NULL
);

-- `key` is the term as its own language's analysis sees it (the folded phraseto_tsquery text,
-- e.g. 'climat' <-> 'chang'), so a query finds a term whatever its inflection: "sanciones"
-- finds "sanción". Looked up by (key, language): a query's language is unknown, so each of its
-- spans is analysed in every language and each analysis is looked up under its own language.
CREATE TABLE terms (
  concept_id text NOT NULL REFERENCES term_concepts (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('ar', 'zh', 'en', 'fr', 'ru', 'es')),
  term text NOT NULL,
  -- Order within the concept's language: 0 is the preferred term.
  rank smallint NOT NULL,
  key text NOT NULL CHECK (key <> ''),
  PRIMARY KEY (concept_id, language, term)
);
CREATE INDEX terms_key_idx ON terms (key, language);

-- What was last loaded of the shipped terminology and the issuers' names (a digest of the files
-- and of the analysis), so a start reloads them only when they changed.
CREATE TABLE terminology_state (
  name text PRIMARY KEY,
  digest text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Answers of the optional machine translation service (TRANSLATE_URL), so a clause is sent at
-- most once per target language.
CREATE TABLE machine_translations (
  source_text text NOT NULL,
  target text NOT NULL CHECK (target IN ('ar', 'zh', 'en', 'fr', 'ru', 'es')),
  translated text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_text, target)
);
