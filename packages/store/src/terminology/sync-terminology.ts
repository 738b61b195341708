import { createHash } from "node:crypto";
import { checkTerminology, LANGUAGE_CODES, normalizeForIndex, type TermConcept } from "@communique/core";
import type pg from "pg";
import { countryConcepts, readBundledTerminology } from "./bundled-terminology";
import { removeConceptsExcept, writeConcepts } from "./write-concepts";

/**
 * Loads the issuers' names and the shipped terminology into the database when they changed since
 * the last start (a digest of the concepts and of their normalised terms, so a change of the
 * text normalisation reloads them too). Imported concepts are left alone.
 */
export async function syncTerminology(
  pool: pg.Pool,
  log: (message: string) => void = () => {},
): Promise<void> {
  const countries = countryConcepts();
  const bundled = readBundledTerminology();
  const digest = digestOf([...countries, ...bundled]);
  const { rows } = await pool.query<{ digest: string }>(
    "SELECT digest FROM terminology_state WHERE name = 'shipped'",
  );
  if (rows[0]?.digest === digest) return;

  // An operator's concept under a shipped id replaces the shipped one (terms import): left alone.
  const { rows: imported } = await pool.query<{ id: string }>(
    "SELECT id FROM term_concepts WHERE origin = 'imported'",
  );
  const overridden = new Set(imported.map((r) => r.id));
  const checked = checkTerminology(bundled.filter((c) => !overridden.has(c.id)));
  for (const problem of checked.problems) log(`Terminology: ${problem.id}: ${problem.message} (skipped)`);
  const written = [
    // "Того" (Togo) is a Russian stop word: that name is left out, not the country.
    await writeConcepts(pool, countries, "country", { dropUnsearchableTerms: true }),
    await writeConcepts(pool, checked.accepted, "bundled"),
  ];
  for (const problem of written.flatMap((w) => w.problems))
    log(`Terminology: ${problem.id}: ${problem.message} (skipped)`);
  await removeConceptsExcept(
    pool,
    "country",
    countries.map((c) => c.id),
  );
  await removeConceptsExcept(
    pool,
    "bundled",
    checked.accepted.map((c) => c.id),
  );
  await pool.query(
    `INSERT INTO terminology_state (name, digest) VALUES ('shipped', $1)
     ON CONFLICT (name) DO UPDATE SET digest = EXCLUDED.digest, loaded_at = now()`,
    [digest],
  );
  log(`Terminology: ${countries.length} issuers and ${checked.accepted.length} concepts loaded`);
}

function digestOf(concepts: readonly TermConcept[]): string {
  const hash = createHash("sha256");
  for (const concept of concepts) {
    hash.update(`${concept.id}\u0000${concept.source}\u0000${concept.domain ?? ""}\u0000`);
    for (const language of LANGUAGE_CODES) {
      for (const term of concept.terms[language] ?? [])
        hash.update(`${language}:${normalizeForIndex(term)}\u0000`);
    }
  }
  return hash.digest("hex");
}
