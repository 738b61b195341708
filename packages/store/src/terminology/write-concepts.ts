import {
  isAcronym,
  LANGUAGE_CODES,
  type TermConcept,
  type TerminologyProblem,
  type TermOrigin,
} from "@communique/core";
import type pg from "pg";
import { acronymKey, termKeys } from "./term-keys";

export interface ConceptWriteSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Concepts refused, with the reason; the others were written. */
  problems: TerminologyProblem[];
}

/**
 * Writes concepts (checked by checkTerminology) with their terms' lookup keys, replacing what a
 * concept of the same id had: writing the same concepts twice changes nothing. A concept with a
 * term its language's analysis reduces to nothing (only stop words: "the", "of the") is refused,
 * since no query could ever reach it through that term; but a term in capitals that reduces to
 * nothing (Spanish "LAS", French "AIE", Russian "ВАС") is kept as an acronym, looked up only as
 * typed in capitals, like the concept's `acronyms`.
 */
export async function writeConcepts(
  pool: pg.Pool,
  concepts: readonly (TermConcept & { index?: number })[],
  origin: TermOrigin,
  options: {
    /**
     * Leave out such terms instead of refusing their concept (an issuer's alias such as Russian
     * "Того", Spanish "La Haya"), each still reported.
     */
    dropUnsearchableTerms?: boolean;
    /** Count what would be added, updated and refused, and write nothing (`terms import --dry-run`). */
    dryRun?: boolean;
  } = {},
): Promise<ConceptWriteSummary> {
  const flat = concepts.flatMap((concept, c) =>
    LANGUAGE_CODES.flatMap((language) => [
      ...(concept.terms[language] ?? []).map((text, rank) => ({
        c,
        language,
        text: text.trim(),
        rank,
        form: false,
        acronym: false,
      })),
      // Lookup-only forms and acronyms rank after every term (FORM_RANK), and are never refused for.
      ...[
        ...(concept.forms?.[language] ?? []).map((text) => ({ text, acronym: false })),
        ...(concept.acronyms?.[language] ?? []).map((text) => ({ text, acronym: true })),
      ].map(({ text, acronym }, i) => ({
        c,
        language,
        text: text.trim(),
        rank: FORM_RANK + i,
        form: true,
        acronym,
      })),
    ]),
  );
  const keys = (await termKeys(pool, flat)).map((key, i) => {
    const term = flat[i]!;
    // A term in capitals its language cannot index is kept as an acronym, for the lookup only.
    if (!term.acronym && !key.key && !term.form && isAcronym(term.text)) {
      term.acronym = true;
      term.form = true;
      term.rank += FORM_RANK;
    }
    return term.acronym ? { ...key, key: acronymKey(term.text) } : key;
  });
  const problems: TerminologyProblem[] = [];
  const refused = new Set<number>();
  flat.forEach((term, i) => {
    if (keys[i]!.key || refused.has(term.c) || term.form) return;
    const concept = concepts[term.c]!;
    if (!options.dropUnsearchableTerms) refused.add(term.c);
    problems.push({
      index: concept.index ?? term.c,
      id: concept.id,
      message: `${term.language} “${term.text}” has only words too common to be indexed${options.dropUnsearchableTerms ? ": that term is left out" : ""}`,
    });
  });
  const kept = flat.map((term, i) => ({ ...term, ...keys[i]! })).filter((t) => t.key && !refused.has(t.c));
  const written = concepts.filter((_, c) => !refused.has(c));

  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows: before } = await client.query<{ id: string; signature: string }>(SIGNATURES_SQL, [
      written.map((c) => c.id),
    ]);
    const previous = new Map(before.map((r) => [r.id, r.signature]));
    await client.query(
      `INSERT INTO term_concepts (id, origin, domain, source)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (id) DO UPDATE SET origin = EXCLUDED.origin, domain = EXCLUDED.domain, source = EXCLUDED.source`,
      [
        written.map((c) => c.id),
        written.map(() => origin),
        written.map((c) => c.domain ?? null),
        written.map((c) => c.source),
      ],
    );
    await client.query("DELETE FROM terms WHERE concept_id = ANY($1::text[])", [written.map((c) => c.id)]);
    await client.query(
      `INSERT INTO terms (concept_id, language, term, rank, key, exact, form)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::text[], $7::bool[])
       ON CONFLICT DO NOTHING`,
      [
        kept.map((t) => concepts[t.c]!.id),
        kept.map((t) => t.language),
        kept.map((t) => t.text),
        kept.map((t) => t.rank),
        kept.map((t) => t.key),
        kept.map((t) => t.exact),
        kept.map((t) => t.form),
      ],
    );
    const { rows: after } = await client.query<{ id: string; signature: string }>(SIGNATURES_SQL, [
      written.map((c) => c.id),
    ]);
    await client.query(options.dryRun ? "ROLLBACK" : "COMMIT");
    let added = 0;
    let updated = 0;
    for (const row of after) {
      const was = previous.get(row.id);
      if (was === undefined) added++;
      else if (was !== row.signature) updated++;
    }
    return { added, updated, unchanged: after.length - added - updated, problems };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A lookup-only form's rank: after any concept's terms (a term's rank is its place in its list). */
const FORM_RANK = 1000;

/** Each concept as one comparable string, to tell added, changed and unchanged concepts apart. */
const SIGNATURES_SQL = `
  SELECT c.id, concat_ws('|', c.origin, c.domain, c.source,
           string_agg(t.language || ':' || t.rank || ':' || t.term, '|' ORDER BY t.language, t.rank)) AS signature
    FROM term_concepts c LEFT JOIN terms t ON t.concept_id = c.id
   WHERE c.id = ANY($1::text[]) GROUP BY c.id`;

/** Removes the concepts of an origin that are not among `keep` (a shipped concept that was dropped). */
export async function removeConceptsExcept(
  pool: pg.Pool,
  origin: TermOrigin,
  keep: readonly string[],
): Promise<number> {
  const { rowCount } = await pool.query(
    "DELETE FROM term_concepts WHERE origin = $1 AND NOT (id = ANY($2::text[]))",
    [origin, keep],
  );
  return rowCount ?? 0;
}
