import type { LanguageCode } from "@communique/core";
import type { Queryable } from "../db/queryable";

export type Translations = Map<string, Map<LanguageCode, string>>;

/** What the translation service already answered for these texts, per target language. */
export async function cachedTranslations(
  db: Queryable,
  texts: readonly string[],
  targets: readonly LanguageCode[],
): Promise<Translations> {
  const found: Translations = new Map();
  if (!texts.length) return found;
  const { rows } = await db.query<{ source_text: string; target: LanguageCode; translated: string }>(
    `SELECT source_text, target, translated FROM machine_translations
      WHERE source_text = ANY($1::text[]) AND target = ANY($2::text[])`,
    [texts, targets],
  );
  for (const row of rows) {
    const byTarget = found.get(row.source_text) ?? new Map<LanguageCode, string>();
    byTarget.set(row.target, row.translated);
    found.set(row.source_text, byTarget);
  }
  return found;
}

export async function saveTranslations(db: Queryable, translations: Translations): Promise<void> {
  const rows = [...translations].flatMap(([text, byTarget]) =>
    [...byTarget].map(([target, translated]) => ({ text, target, translated })),
  );
  if (!rows.length) return;
  await db.query(
    `INSERT INTO machine_translations (source_text, target, translated)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (source_text, target) DO UPDATE SET translated = EXCLUDED.translated, created_at = now()`,
    [rows.map((r) => r.text), rows.map((r) => r.target), rows.map((r) => r.translated)],
  );
}
