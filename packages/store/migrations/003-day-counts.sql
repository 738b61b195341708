-- Statements counted by date period, issuer and language, kept up to date by triggers: the
-- analytics' "share of all statements of each period" needs these totals under any filter, and
-- counting them from the statements table reads every row (about 60 ms at 100k, ten times that
-- at 1M); from here it reads a few thousand narrow rows. Statement-level triggers with transition
-- tables add one grouped upsert per written batch, not one per row.
CREATE TABLE statement_day_counts (
  date_start date NOT NULL,
  date_end date NOT NULL,
  country_code text NOT NULL,
  language text NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  -- Issuer first: a country or group filter reads only its issuers' entries.
  PRIMARY KEY (country_code, language, date_start, date_end)
);

INSERT INTO statement_day_counts (date_start, date_end, country_code, language, n)
SELECT date_start, date_end, country_code, language, count(*) FROM statements GROUP BY 1, 2, 3, 4;

-- Keys are taken in one order so that concurrent writers lock them in the same order.
CREATE FUNCTION cq_day_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statement_day_counts AS d (date_start, date_end, country_code, language, n)
  SELECT date_start, date_end, country_code, language, count(*) FROM added GROUP BY 1, 2, 3, 4 ORDER BY 3, 4, 1, 2
  ON CONFLICT (country_code, language, date_start, date_end) DO UPDATE SET n = d.n + EXCLUDED.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION cq_day_counts_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statement_day_counts d SET n = d.n - g.n
    FROM (SELECT date_start, date_end, country_code, language, count(*)::int AS n
            FROM removed GROUP BY 1, 2, 3, 4 ORDER BY 3, 4, 1, 2) g
   WHERE (d.date_start, d.date_end, d.country_code, d.language) = (g.date_start, g.date_end, g.country_code, g.language);
  -- A second statement, so that it sees the first one's counts; only the keys just touched.
  DELETE FROM statement_day_counts d
   WHERE d.n = 0
     AND (d.date_start, d.date_end, d.country_code, d.language) IN
         (SELECT date_start, date_end, country_code, language FROM removed);
  RETURN NULL;
END
$$;

-- An update moves a statement from its old period, issuer and language to its new ones: remove
-- the old rows, add the new (a row whose keys did not change comes out even).
CREATE FUNCTION cq_day_counts_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- An import's INSERT ... ON CONFLICT DO UPDATE fires this for every batch, most often with no
  -- row updated.
  IF NOT EXISTS (SELECT 1 FROM added) THEN
    RETURN NULL;
  END IF;
  -- Decreases as updates (an insert of a negative count would break the CHECK before any
  -- conflict is found), then increases as upserts. Transition tables cannot be passed to a
  -- function, so each statement nets them itself.
  UPDATE statement_day_counts d SET n = d.n + c.n
    FROM (SELECT * FROM (SELECT date_start, date_end, country_code, language, sum(n)::int AS n FROM (
            SELECT date_start, date_end, country_code, language, count(*)::int AS n FROM added GROUP BY 1, 2, 3, 4
            UNION ALL
            SELECT date_start, date_end, country_code, language, -count(*)::int FROM removed GROUP BY 1, 2, 3, 4
          ) c GROUP BY 1, 2, 3, 4) net WHERE n < 0 ORDER BY 3, 4, 1, 2) c
   WHERE (d.date_start, d.date_end, d.country_code, d.language) = (c.date_start, c.date_end, c.country_code, c.language);
  INSERT INTO statement_day_counts AS d (date_start, date_end, country_code, language, n)
  SELECT * FROM (SELECT date_start, date_end, country_code, language, sum(n)::int AS n FROM (
            SELECT date_start, date_end, country_code, language, count(*)::int AS n FROM added GROUP BY 1, 2, 3, 4
            UNION ALL
            SELECT date_start, date_end, country_code, language, -count(*)::int FROM removed GROUP BY 1, 2, 3, 4
          ) c GROUP BY 1, 2, 3, 4) net WHERE n > 0 ORDER BY 3, 4, 1, 2
  ON CONFLICT (country_code, language, date_start, date_end) DO UPDATE SET n = d.n + EXCLUDED.n;
  DELETE FROM statement_day_counts d
   WHERE d.n = 0
     AND (d.date_start, d.date_end, d.country_code, d.language) IN
         (SELECT date_start, date_end, country_code, language FROM removed);
  RETURN NULL;
END
$$;

CREATE TRIGGER statements_day_counts_insert AFTER INSERT ON statements
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cq_day_counts_add();
CREATE TRIGGER statements_day_counts_update AFTER UPDATE ON statements
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cq_day_counts_move();
CREATE TRIGGER statements_day_counts_delete AFTER DELETE ON statements
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION cq_day_counts_remove();
