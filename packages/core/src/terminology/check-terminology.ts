import { LANGUAGE_CODES } from "../languages";
import { type TermConcept, termIdentity } from "./term-concept";

/** One thing wrong with a concept, said where it is. */
export interface TerminologyProblem {
  /** The concept's index in its file (0-based) and id. */
  index: number;
  id: string;
  message: string;
}

/** Terms longer than this are sentences, not terms. */
export const MAX_TERM_WORDS = 8;
export const MAX_TERM_CHARS = 120;

/**
 * The checks every terminology passes before it is searched with: each concept has all six
 * languages (unless `partial`), no term is empty or overlong, and within a language no term
 * belongs to two concepts (a query naming it could not say which to expand to). Returns the
 * concepts that passed and the problems of the others, so good entries are never lost to bad ones.
 */
export function checkTerminology(
  concepts: readonly TermConcept[],
  options: { partial?: boolean; taken?: ReadonlyMap<string, string> } = {},
): { accepted: TermConcept[]; problems: TerminologyProblem[] } {
  const problems: TerminologyProblem[] = [];
  const accepted: TermConcept[] = [];
  const owner = new Map<string, string>(options.taken);
  const ids = new Set<string>();
  concepts.forEach((concept, index) => {
    const checked = conceptProblem(concept, ids, owner, options.partial ?? false);
    if (typeof checked === "string") {
      problems.push({ index, id: concept.id, message: checked });
      return;
    }
    ids.add(concept.id);
    for (const key of checked) owner.set(key, concept.id);
    accepted.push(concept);
  });
  return { accepted, problems };
}

/** What is wrong with a concept, or the keys of its terms (language:identity) when nothing is. */
function conceptProblem(
  concept: TermConcept,
  ids: ReadonlySet<string>,
  owner: ReadonlyMap<string, string>,
  partial: boolean,
): string | string[] {
  if (!concept.id.trim()) return "the concept has no id";
  if (ids.has(concept.id)) return `the id “${concept.id}” is used by an earlier concept`;
  const missing = LANGUAGE_CODES.filter((l) => !(concept.terms[l] ?? []).some((t) => t.trim()));
  if (missing.length === LANGUAGE_CODES.length) return "the concept has no term";
  if (missing.length && !partial) return `no term in ${missing.join(", ")}`;
  const keys: string[] = [];
  for (const language of LANGUAGE_CODES) {
    for (const term of concept.terms[language] ?? []) {
      const problem = termProblem(term);
      if (problem) return `${language} “${term}”: ${problem}`;
      const key = `${language}:${termIdentity(term)}`;
      const other = owner.get(key);
      if (other !== undefined && other !== concept.id)
        return `${language} “${term}” is already a term of “${other}”`;
      keys.push(key);
    }
  }
  return keys;
}

function termProblem(term: string): string | undefined {
  if (!term.trim()) return "empty term";
  if (term.length > MAX_TERM_CHARS) return `longer than ${MAX_TERM_CHARS} characters`;
  if (term.trim().split(/\s+/).length > MAX_TERM_WORDS) return `more than ${MAX_TERM_WORDS} words`;
  if (/[\u0000-\u001f\u007f]/.test(term)) return "control characters";
  return undefined;
}
