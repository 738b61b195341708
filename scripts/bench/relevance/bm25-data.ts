import type pg from "pg";
import { connectToDataDir as connectAs } from "../bench-processes";
import type { Bm25Doc } from "./metrics";

/** A connection to the embedded PostgreSQL of a running benchmark server (its DATA_DIR). */
export function connectToDataDir(dataDir: string): Promise<pg.Client> {
  return connectAs(dataDir, "bench-relevance");
}

/** The lexemes of plainto_tsquery('english', q) for each query (its text form, unquoted). */
export async function englishQueryLexemes(
  client: pg.Client,
  queries: readonly string[],
): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ q: string; tsquery: string }>(
    `SELECT q, plainto_tsquery('english', q)::text AS tsquery FROM unnest($1::text[]) AS q`,
    [[...new Set(queries)]],
  );
  const lexemes = new Map<string, string[]>();
  for (const { q, tsquery } of rows) {
    const found = [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
    lexemes.set(q, [...new Set(found)]);
  }
  return lexemes;
}

/**
 * One pass over the statements (split over `connections` sessions by sid): each statement's
 * length (its positions, stop words excluded; PostgreSQL keeps at most 256 positions per lexeme
 * and none past 16,383, which only the longest speeches reach) and the frequency of each of
 * `lexemes` in it.
 */
export async function englishTermStats(
  dataDir: string,
  lexemes: readonly string[],
  connections = 2,
): Promise<Bm25Doc[]> {
  const parts = await Promise.all(
    Array.from({ length: connections }, async (_, part) => {
      const client = await connectToDataDir(dataDir);
      try {
        const { rows } = await client.query<{ id: string; length: number; tf: Record<string, number> }>(
          `SELECT s.id,
                  (SELECT coalesce(sum(array_length(t.positions, 1)), 0)::int FROM unnest(v) t) AS length,
                  (SELECT coalesce(jsonb_object_agg(t.lexeme, array_length(t.positions, 1)), '{}')
                     FROM unnest(v) t WHERE t.lexeme = ANY($1::text[])) AS tf
             FROM statements s CROSS JOIN LATERAL to_tsvector('english', s.title || ' ' || s.body) AS v
            WHERE s.sid % $2 = $3`,
          [[...new Set(lexemes)], connections, part],
        );
        return rows;
      } finally {
        await client.end();
      }
    }),
  );
  return parts.flat().map((row) => ({ id: row.id, length: row.length, tf: row.tf }));
}
