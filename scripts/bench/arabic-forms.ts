/**
 * Arabic word forms through the analysis: `npx tsx scripts/bench/arabic-forms.ts [--detail]`.
 *
 * For each family of forms in arabic-forms.json, stems every form with PostgreSQL's Arabic
 * stemmer after the normalisation of normalizeForIndex, and after the one used before
 * docs/decisions/014-arabic-analysis.md (the letter-by-letter fold that highlighting still uses,
 * foldForMatch: ة → ه, every hamza seat folded), and counts the pairs of forms that meet (a
 * one-word query for the first finds a statement with the second): formal with formal, and an
 * informal query with a formal statement. --detail prints every form's stem, before → after.
 * Uses the database of DATA_DIR / DATABASE_URL (only PostgreSQL's own 'arabic' configuration).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { foldForMatch, normalizeForIndex } from "@communique/core";
import { openDatabase, readStoreEnv } from "@communique/store";

interface Family {
  formal: string[];
  informal: string[];
}

const { values } = parseArgs({ options: { detail: { type: "boolean", default: false } } });
const { families } = JSON.parse(readFileSync(new URL("arabic-forms.json", import.meta.url), "utf8")) as {
  families: Family[];
};

type Stems = Map<string, string>;

async function main() {
  const db = await openDatabase(readStoreEnv(), { migrate: false, reanalyse: false });
  try {
    const words = [...new Set(families.flatMap((f) => [...f.formal, ...f.informal]))];
    const stems = async (normalise: (word: string) => string): Promise<Stems> => {
      const { rows } = await db.pool.query<{ stem: string }>(
        `SELECT array_to_string(tsvector_to_array(to_tsvector('arabic', w)), ' ') AS stem
           FROM unnest($1::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n`,
        [words.map(normalise)],
      );
      return new Map(words.map((w, i) => [w, rows[i]!.stem]));
    };
    const before = await stems(foldForMatch);
    const after = await stems(normalizeForIndex);
    console.log(`${families.length} families, ${words.length} forms`);
    for (const [name, s] of [
      ["before", before],
      ["after", after],
    ] as const) {
      const formal = meetings(s, (f) => f.formal);
      const informal = meetings(s, (f) => f.informal);
      console.log(
        `${name}: formal meets formal ${formal.met}/${formal.pairs}, informal query meets formal ${informal.met}/${informal.pairs}`,
      );
    }
    if (values.detail) {
      for (const f of families) {
        const line = [...f.formal, ...f.informal.map((w) => `*${w}`)].map((w) => {
          const word = w.replace("*", "");
          return `${w} ${before.get(word)}→${after.get(word)}`;
        });
        console.log(line.join("  "));
      }
    }
  } finally {
    await db.close();
  }
}

/** Pairs (query, statement) of a family, the query among `queries(f)` and the statement formal, that share a stem. */
function meetings(stems: Stems, queries: (f: Family) => string[]): { met: number; pairs: number } {
  let met = 0;
  let pairs = 0;
  for (const f of families) {
    for (const q of queries(f)) {
      for (const d of f.formal) {
        if (q === d) continue;
        pairs++;
        if (stems.get(q) === stems.get(d)) met++;
      }
    }
  }
  return { met, pairs };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
