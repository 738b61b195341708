import { createHash } from "node:crypto";
import {
  checkTerminology,
  LANGUAGE_CODES,
  type LanguageCode,
  normalizeForIndex,
  type TermConcept,
  termIdentity,
} from "@communique/core";
import type pg from "pg";
import { adjectiveForms } from "./adjective-forms";
import { countryConcepts, readBundledTerminology } from "./bundled-terminology";
import { type Gazetteer, readGazetteer } from "./gazetteer";
import { russianForms, russianPeopleNouns } from "./russian-forms";
import { removeConceptsExcept, writeConcepts } from "./write-concepts";

/**
 * Loads the issuers' names, the gazetteer and the shipped terminology into the database when they changed since
 * the last start (a digest of the concepts and of their normalised terms, so a change of the
 * text normalisation reloads them too). Imported concepts are left alone.
 */
export async function syncTerminology(
  pool: pg.Pool,
  log: (message: string) => void = () => {},
): Promise<void> {
  const gazetteer = readGazetteer();
  const merged = withGazetteer(countryConcepts(), readBundledTerminology(), gazetteer);
  const countries = merged.countries.map(withRussianForms);
  const bundled = merged.bundled.map((c) => (c.domain?.startsWith("gazetteer/") ? withRussianForms(c) : c));
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
  for (const problem of merged.problems) log(`Gazetteer: ${problem} (skipped)`);
  // Partial: a gazetteer's organisation whose only French name is longer than a term is searched
  // in its other languages (the shipped files themselves are checked whole by their tests).
  const checked = checkTerminology(
    bundled.filter((c) => !overridden.has(c.id)),
    { partial: true },
  );
  for (const problem of checked.problems) log(`Terminology: ${problem.id}: ${problem.message} (skipped)`);
  const written = [
    // "Того" (Togo) is a Russian stop word: that name is left out, not the country.
    await writeConcepts(pool, countries, "country", { dropUnsearchableTerms: true }),
    // A name of the gazetteer may be all stop words in its language (Spanish "La Haya"): the
    // name is left out, and the place keeps its other languages.
    await writeConcepts(pool, checked.accepted, "bundled", { dropUnsearchableTerms: true }),
  ];
  for (const problem of written.flatMap((w) => w.problems))
    log(`Terminology: ${problem.id}: ${problem.message}`);
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

/**
 * The gazetteer joined to the issuers' names and the shipped terminology, so that no name belongs
 * to two concepts: a place or organisation none of whose names is already a term is a concept of
 * its own; one that shares names with one concept (NATO, already in un-system.json; the African
 * Union, an issuer) adds its other names to that concept; one that shares names with two is left
 * out, and said. Problems are written `file:line id: reason`.
 */
export function withGazetteer(
  countries: readonly TermConcept[],
  bundled: readonly TermConcept[],
  gazetteer: Gazetteer,
): { countries: TermConcept[]; bundled: TermConcept[]; problems: string[] } {
  const problems = gazetteer.problems.map(
    (p) => `${p.file}:${p.line}${p.id ? ` ${p.id}` : ""}: ${p.message}`,
  );
  const concepts = new Map<string, TermConcept>();
  for (const concept of [...countries, ...bundled]) concepts.set(concept.id, structuredClone(concept));
  const owner = new Map<string, string>();
  for (const concept of concepts.values())
    for (const language of LANGUAGE_CODES)
      for (const term of concept.terms[language] ?? [])
        owner.set(`${language}:${termIdentity(term)}`, concept.id);
  // A state's other names ("UK", "США"), each where it is no other concept's term: French "EAU"
  // (the UAE) is "eau", water.
  for (const [code, names] of gazetteer.stateNames) {
    const country = concepts.get(`country:${code}`);
    if (!country) {
      problems.push(`state/${code}: no such issuer`);
      continue;
    }
    for (const language of LANGUAGE_CODES) {
      for (const name of names[language] ?? []) {
        const key = `${language}:${termIdentity(name)}`;
        const other = owner.get(key);
        if (other === country.id) continue;
        if (other) {
          problems.push(`state/${code}: ${language} “${name}” is already a term of “${other}”`);
          continue;
        }
        country.terms[language] = [...(country.terms[language] ?? []), name];
        country.source =
          "UN M49 names; CLDR and UNTERM short names; the gazetteer's other names (docs/gazetteer.md)";
        owner.set(key, country.id);
      }
    }
  }
  const added: TermConcept[] = [];
  /** The concept each place or organisation ended in: its own, or the one it joined. */
  const joined = new Map<string, string>();
  for (const entry of gazetteer.concepts) {
    const keyed = LANGUAGE_CODES.flatMap((language) =>
      (entry.terms[language] ?? []).map((term) => ({
        language,
        term,
        key: `${language}:${termIdentity(term)}`,
      })),
    );
    const owners = [...new Set(keyed.map((k) => owner.get(k.key)).filter((id) => id !== undefined))];
    if (owners.length > 1) {
      problems.push(
        `${entry.where} ${entry.id}: its names are terms of ${owners.map((o) => `“${o}”`).join(" and ")}`,
      );
      continue;
    }
    const { where: _, ...concept } = entry;
    const target = owners[0] ? concepts.get(owners[0])! : { ...concept, terms: {} };
    joined.set(entry.id, target.id);
    for (const { language, term, key } of keyed) {
      if (owner.has(key)) continue;
      target.terms[language] = [...(target.terms[language] ?? []), term];
      owner.set(key, target.id);
    }
    if (!owners[0]) added.push(target);
  }
  const byId = (list: readonly TermConcept[]) => list.map((c) => concepts.get(c.id)!);
  const all = new Map([...concepts.values(), ...added].map((c) => [c.id, c]));
  // Names in capitals ("US", "WHO"): each given to its entry's concept once.
  const acronymOwner = new Map<string, string>();
  for (const [id, acronyms] of gazetteer.acronyms) {
    const state = /^state\/([A-Z]{2})$/.exec(id);
    const concept = all.get(state ? `country:${state[1]}` : (joined.get(id) ?? ""));
    if (!concept) {
      problems.push(`${id}: a form in capitals for no such entry`);
      continue;
    }
    for (const language of LANGUAGE_CODES) {
      for (const acronym of acronyms[language] ?? []) {
        const other = acronymOwner.get(`${language}:${acronym}`);
        if (other) {
          problems.push(`${id}: ${language} “${acronym}” is already a form in capitals of “${other}”`);
          continue;
        }
        acronymOwner.set(`${language}:${acronym}`, concept.id);
        concept.acronyms = {
          ...concept.acronyms,
          [language]: [...(concept.acronyms?.[language] ?? []), acronym],
        };
      }
    }
  }
  const demonyms = demonymConcepts(gazetteer, concepts, owner, problems);
  return { countries: byId(countries), bundled: [...byId(bundled), ...added, ...demonyms], problems };
}

/**
 * Each State's adjectives as a concept of their own (`demonym:PS`: Palestinian, palestinien,
 * palestino, палестинский, فلسطيني, 巴勒斯坦人), so that "Syrian refugees" is translated word for
 * word and "палестинцев" finds "Palestinians": never the State's name, which is another concept.
 * Chinese says the people by the short name and 人; Russian the people by a noun made from the
 * adjective (russianPeopleNouns); English, French, Spanish and Arabic inflect it (adjectiveForms, so that
 * "palestinos" is the adjective, not "Palestina"): both lookup-only. An adjective that is already another concept's term
 * is left out, and said; a concept left with one language is not made.
 */
function demonymConcepts(
  gazetteer: Gazetteer,
  concepts: ReadonlyMap<string, TermConcept>,
  owner: Map<string, string>,
  problems: string[],
): TermConcept[] {
  const made: TermConcept[] = [];
  for (const [code, { names, where }] of gazetteer.adjectives) {
    const country = concepts.get(`country:${code}`);
    if (!country) continue;
    const id = `demonym:${code}`;
    const zhName = [...(country.terms.zh ?? [])].sort((a, b) => [...a].length - [...b].length)[0];
    const wanted: Partial<Record<LanguageCode, string[]>> = {
      ...names,
      zh: names.zh?.length ? names.zh : zhName ? [`${zhName}人`] : [],
    };
    const terms: Partial<Record<LanguageCode, string[]>> = {};
    for (const language of LANGUAGE_CODES) {
      for (const term of wanted[language] ?? []) {
        const key = `${language}:${termIdentity(term)}`;
        const other = owner.get(key);
        if (other) {
          problems.push(
            `${where} state/${code}: the adjective ${language} “${term}” is already a term of “${other}”`,
          );
          continue;
        }
        owner.set(key, id);
        terms[language] = [...(terms[language] ?? []), term];
      }
    }
    if (Object.keys(terms).length < 2) continue;
    const forms: Partial<Record<LanguageCode, string[]>> = {
      ru: (terms.ru ?? []).flatMap(russianPeopleNouns),
    };
    for (const language of ["en", "fr", "es", "ar"] as const)
      forms[language] = (terms[language] ?? []).flatMap((a) => adjectiveForms(language, a));
    made.push({
      id,
      domain: "gazetteer/demonym",
      source: "The gazetteer's adjectives of the States (docs/gazetteer.md)",
      terms,
      forms,
    });
  }
  return made;
}

/** A name's concept with the Russian cases of its Russian terms, for the lookup (migration 016). */
function withRussianForms(concept: TermConcept): TermConcept {
  const forms = [...(concept.forms?.ru ?? []), ...(concept.terms.ru ?? []).flatMap(russianForms)];
  return forms.length ? { ...concept, forms: { ...concept.forms, ru: [...new Set(forms)] } } : concept;
}

function digestOf(concepts: readonly TermConcept[]): string {
  const hash = createHash("sha256");
  for (const concept of concepts) {
    hash.update(`${concept.id}\u0000${concept.source}\u0000${concept.domain ?? ""}\u0000`);
    for (const language of LANGUAGE_CODES) {
      for (const term of concept.terms[language] ?? [])
        hash.update(`${language}:${normalizeForIndex(term)}\u0000`);
      for (const form of concept.forms?.[language] ?? [])
        hash.update(`${language}~${normalizeForIndex(form)}\u0000`);
      for (const acronym of concept.acronyms?.[language] ?? []) hash.update(`${language}^${acronym}\u0000`);
    }
  }
  return hash.digest("hex");
}
