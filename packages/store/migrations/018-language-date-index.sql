-- Issue 33: a query read in one language (as typed) is held to that language's statements by the
-- language column (buildSearchFilter). Its most recent matches are found by walking a date index
-- and testing each row's tsvector; walking the whole date index, every other language's row was
-- read and tested too (its tsvector from TOAST) before being dropped. This index walks one
-- language's statements only: at 1M statements "refugees OR migrants OR asylum" read 2,532 rows
-- for its 500 most recent matches instead of 4,577 (page 72 -> 50 ms). About 16 MB per 500,000
-- statements, built in under a second at 1M.
CREATE INDEX IF NOT EXISTS statement_search_language_date_idx
  ON statement_search (language, date_start DESC, sid);
