-- Inflected forms of names, for the lookup only (issue 33): Russian declines a name and its
-- stemmer reads the forms apart ("Вьетнам" 'вьетн', "Вьетнама" 'вьетнам'; "Балканы" 'балка',
-- "на Балканах" 'балкан'). A name's Russian forms are stored beside its terms, flagged, so that a
-- query in any case finds the name; they are never shown or searched as equivalents.
ALTER TABLE terms ADD COLUMN form boolean NOT NULL DEFAULT false;
DELETE FROM terminology_state WHERE name = 'shipped';
