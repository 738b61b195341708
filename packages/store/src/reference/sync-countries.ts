import { COUNTRIES } from "@communique/core";
import type { Queryable } from "../db/queryable";

/**
 * The reference list lives in code (packages/core) and is copied into the database at every
 * start, so statements can reference countries by foreign key and a code change needs no
 * migration. Rows are never deleted: statements may still point at them.
 */
export async function syncCountries(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO countries (code, kind, group_slug, iso3, names)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, group_slug = EXCLUDED.group_slug,
       iso3 = EXCLUDED.iso3, names = EXCLUDED.names
     WHERE (countries.kind, countries.group_slug, countries.iso3, countries.names)
       IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.group_slug, EXCLUDED.iso3, EXCLUDED.names)`,
    [
      COUNTRIES.map((c) => c.code),
      COUNTRIES.map((c) => c.kind),
      COUNTRIES.map((c) => c.group),
      COUNTRIES.map((c) => c.iso3),
      COUNTRIES.map((c) => JSON.stringify(c.names)),
    ],
  );
}
