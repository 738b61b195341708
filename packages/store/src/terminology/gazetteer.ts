import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  isAcronym,
  LANGUAGE_CODES,
  type LanguageCode,
  MAX_TERM_CHARS,
  MAX_TERM_WORDS,
  type TermConcept,
  termIdentity,
} from "@communique/core";
import { z } from "zod";

/**
 * The shipped gazetteer (issue 33): the names of states, places and organisations in the six
 * languages, as open data with their source (docs/gazetteer.md). Loaded with the terminology, so
 * that a name typed in one language is searched with its forms in the others.
 */
export const GAZETTEER_DIR = fileURLToPath(new URL("../../gazetteer", import.meta.url));

const Names = z.array(z.string());
const PerLanguage = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, Names])) as Record<LanguageCode, typeof Names>,
);
const Named = z.object({ id: z.string().min(1), source: z.string().min(1).optional() });
const PlaceOrOrganization = Named.extend(PerLanguage.shape).extend({ type: z.string().min(1) });
const State = Named.extend({
  code: z.string().regex(/^[A-Z]{2}$/),
  names: PerLanguage,
  adjectives: PerLanguage,
});

/**
 * A form left out of the names on purpose, with the reason. `capitals`: the form names the entry
 * when typed in capitals, and only its small letters are a common word ("US", "WHO").
 */
const Risky = z.object({
  id: z.string().min(1),
  lang: z.enum(LANGUAGE_CODES),
  form: z.string().min(1),
  why: z.string().min(1),
  capitals: z.literal(true).optional(),
});

const FileHead = z.object({
  format: z.literal("communique-gazetteer"),
  version: z.literal(1),
  kind: z.enum(["state", "place", "organization"]),
  title: z.string().min(1),
  source: z.string().min(1),
  entries: z.array(z.unknown()),
  risky: z.array(Risky).optional(),
});

/** What was wrong with an entry (it was left out) or a file (none of it loaded). */
export interface GazetteerProblem {
  file: string;
  /** The line of the file where the entry starts (1 for the file itself). */
  line: number;
  id?: string;
  message: string;
}

export interface Gazetteer {
  /** Places and organisations, each a concept of its names. */
  concepts: (TermConcept & { where: string })[];
  /** A state's names beyond its M49, UNTERM and CLDR names (abbreviations, short and old names). */
  stateNames: Map<string, Partial<Record<LanguageCode, string[]>>>;
  /**
   * Forms in capitals left out of the names because in small letters they are a common word
   * ("US", French "EAU", "WHO"), by entry id ("state/US", "organization/who"): they name the entry
   * only when typed in capitals (TermConcept.acronyms).
   */
  acronyms: Map<string, Partial<Record<LanguageCode, string[]>>>;
  /** A state's adjectives (Palestinian, palestinien, палестинский…), by its code: its demonym concept. */
  adjectives: Map<string, { names: Partial<Record<LanguageCode, string[]>>; where: string }>;
  problems: GazetteerProblem[];
}

/**
 * Reads every gazetteer file of `dir`. An entry with a missing language, a form given twice (in
 * the entry or by another), or an empty form is reported with its file and line and left out; the
 * other entries load. Adjectives are not names of their State ("French" is not "France": measured
 * against the judged names set, decision 026): each State's are a concept of their own.
 */
export function readGazetteer(dir = GAZETTEER_DIR): Gazetteer {
  const gazetteer: Gazetteer = {
    concepts: [],
    stateNames: new Map(),
    acronyms: new Map(),
    adjectives: new Map(),
    problems: [],
  };
  const owner = new Map<string, string>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), "utf8");
    const problem = (message: string, line = 1, id?: string) =>
      gazetteer.problems.push({ file, line, ...(id ? { id } : {}), message });
    let head: z.infer<typeof FileHead>;
    try {
      const parsed = FileHead.safeParse(JSON.parse(text));
      if (!parsed.success) {
        problem(z.prettifyError(parsed.error));
        continue;
      }
      head = parsed.data;
    } catch (error) {
      problem(`not JSON: ${(error as Error).message}`);
      continue;
    }
    for (const risky of head.risky ?? []) {
      if (!risky.capitals) continue;
      if (!isAcronym(risky.form)) {
        problem(
          `${risky.lang} “${risky.form}” is marked "capitals" but is not a word in capitals`,
          1,
          risky.id,
        );
        continue;
      }
      const acronyms = gazetteer.acronyms.get(risky.id) ?? {};
      acronyms[risky.lang] = [...(acronyms[risky.lang] ?? []), risky.form.trim()];
      gazetteer.acronyms.set(risky.id, acronyms);
    }
    const lines = entryLines(text, head.entries.length);
    head.entries.forEach((raw, i) => {
      const line = lines[i] ?? 1;
      const id = (raw as { id?: unknown })?.id;
      const report = (message: string) => {
        problem(message, line, typeof id === "string" ? id : undefined);
      };
      if (head.kind === "state") {
        const parsed = State.safeParse(raw);
        if (!parsed.success) {
          report(z.prettifyError(parsed.error));
          return;
        }
        const names = claimed(parsed.data.id, parsed.data.names, owner, report, true);
        if (names) gazetteer.stateNames.set(parsed.data.code, names);
        const adjectives = Object.fromEntries(
          LANGUAGE_CODES.map((l) => [l, parsed.data.adjectives[l].map((a) => a.trim()).filter(Boolean)]),
        );
        if (Object.values(adjectives).some((a) => a.length))
          gazetteer.adjectives.set(parsed.data.code, { names: adjectives, where: `${file}:${line}` });
        return;
      }
      const parsed = PlaceOrOrganization.safeParse(raw);
      if (!parsed.success) {
        report(z.prettifyError(parsed.error));
        return;
      }
      const entry = parsed.data;
      const terms = claimed(entry.id, entry, owner, report, false);
      if (!terms) return;
      gazetteer.concepts.push({
        id: entry.id,
        domain: `gazetteer/${head.kind}`,
        source: entry.source ?? head.source,
        terms,
        where: `${file}:${line}`,
      });
    });
  }
  return gazetteer;
}

/**
 * An entry's forms per language, each claimed for it (its identity: case, accents and letter
 * variants folded); undefined, with the problem reported, when one is empty, was claimed before,
 * or a language has none (`optional`: a state may have no form beyond its official names).
 */
function claimed(
  id: string,
  forms: Record<LanguageCode, string[]>,
  owner: Map<string, string>,
  report: (message: string) => void,
  optional: boolean,
): Partial<Record<LanguageCode, string[]>> | undefined {
  const missing = LANGUAGE_CODES.filter((l) => !forms[l].length);
  if (missing.length && !optional) return void report(`no name in ${missing.join(", ")}`);
  const keys: string[] = [];
  for (const language of LANGUAGE_CODES) {
    for (const form of forms[language]) {
      if (!termIdentity(form)) return void report(`${language}: an empty name`);
      const key = `${language}:${termIdentity(form)}`;
      const other = owner.get(key) ?? (keys.includes(key) ? id : undefined);
      if (other) return void report(`${language} “${form}” is given twice (also in “${other}”)`);
      keys.push(key);
    }
  }
  for (const key of keys) owner.set(key, id);
  // An official name longer than a term may be (MAX_TERM_WORDS: "Office of the United Nations
  // High Commissioner for Refugees") stays in the file, for readers, and is not searched: no query
  // is looked up in spans that long, and its acronym and short names are. A language whose names
  // are all that long is left without (the concept is searched in the others).
  const searchable = (form: string) =>
    form.length <= MAX_TERM_CHARS && form.trim().split(/\s+/).length <= MAX_TERM_WORDS;
  return Object.fromEntries(LANGUAGE_CODES.map((l) => [l, forms[l].filter(searchable)]));
}

/** The line each of the file's entries starts on: the line of each `"id":` in order. */
function entryLines(text: string, count: number): number[] {
  const lines: number[] = [];
  const pattern = /"id"\s*:/g;
  let match: RegExpExecArray | null;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual regex loop.
  while ((match = pattern.exec(text)) && lines.length < count) {
    lines.push(text.slice(0, match.index).split("\n").length);
  }
  return lines;
}
