import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRIES, LANGUAGE_CODES, type LanguageCode, type TermConcept } from "@communique/core";
import { z } from "zod";

/** The shipped terminology: one JSON file per domain (format in docs/terminology.md). */
export const TERMINOLOGY_DIR = fileURLToPath(new URL("../../terminology", import.meta.url));

const Terms = z.array(z.string().min(1)).min(1);
const ConceptSchema = z.object({
  id: z.string().min(1),
  ar: Terms,
  zh: Terms,
  en: Terms,
  fr: Terms,
  ru: Terms,
  es: Terms,
  source: z.string().optional(),
});
export const TerminologyFileSchema = z.object({
  format: z.literal("communique-terminology"),
  version: z.literal(1),
  domain: z.string().min(1),
  title: z.string().min(1),
  /** Where the equivalences come from, said once for the file (a concept may say it for itself). */
  source: z.string().min(1),
  concepts: z.array(ConceptSchema),
});

/** Every concept of the shipped files, in file order; a malformed file throws, naming it. */
export function readBundledTerminology(dir = TERMINOLOGY_DIR): TermConcept[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  return files.flatMap((file) => {
    const parsed = TerminologyFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    const { domain, source, concepts } = parsed.data;
    return concepts.map((concept) => ({
      id: concept.id,
      domain,
      source: concept.source ?? source,
      terms: Object.fromEntries(LANGUAGE_CODES.map((l) => [l, concept[l]])) as Record<LanguageCode, string[]>,
    }));
  });
}

/** Aliases this short ("EU", "UA", "АС") are words or articles in some language: not looked up. */
const MIN_ALIAS_CHARS = 3;
/**
 * A Chinese character is a syllable with its meaning: two make a name (美国, 英国, 伊朗, 朝鲜 are
 * the names people type, and the three-letter rule above left them out: issue 33).
 */
const MIN_HAN_ALIAS_CHARS = 2;

/**
 * Each state and organisation as a concept: its UN M49 name in each language first, then the
 * CLDR and UNTERM short names written in that language ("Royaume-Uni", "Великобритания"). The
 * gazetteer adds the other names people type ("UK", "США": withGazetteer).
 */
export function countryConcepts(): TermConcept[] {
  return COUNTRIES.map((country) => ({
    id: `country:${country.code}`,
    domain: "issuers",
    source: "UN M49 names; CLDR and UNTERM short names",
    terms: Object.fromEntries(
      LANGUAGE_CODES.map((language) => {
        const names = [country.names[language], ...(country.localAliases[language] ?? [])].filter(
          (name, i) =>
            i === 0 || [...name].length >= (language === "zh" ? MIN_HAN_ALIAS_CHARS : MIN_ALIAS_CHARS),
        );
        return [language, [...new Set(names)]];
      }),
    ),
  }));
}
