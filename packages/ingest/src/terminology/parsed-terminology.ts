import {
  LANGUAGE_CODES,
  type LanguageCode,
  type TermConcept,
  termIdentity,
  toSimplified,
} from "@communique/core";

/** A concept read from an operator's file: `index` is its entry's position (0-based), `line` where it starts. */
export interface ParsedConcept extends TermConcept {
  index: number;
  line: number;
}

/** Something wrong in a file: an entry left out (with its id when it has one) or the file itself. */
export interface TerminologyFileProblem {
  line: number;
  id?: string;
  message: string;
}

export interface ParsedTerminology {
  /** The entries read whole, in file order. */
  concepts: ParsedConcept[];
  problems: TerminologyFileProblem[];
  /** Entries found, good or not (what "concepts read" counts). */
  entries: number;
  /** What was left out without being wrong: columns or languages other than the six. */
  notes: string[];
}

/** An entry as a parser collects it, before it becomes a concept. */
export interface EntryDraft {
  index: number;
  line: number;
  id?: string | undefined;
  domain?: string | undefined;
  source: string;
  /** Terms per language in the order given, the preferred one first. */
  terms: Map<LanguageCode, string[]>;
  /** Chinese terms in Traditional characters: used (converted) only when no Simplified one is given. */
  traditional: string[];
}

export function emptyDraft(index: number, line: number, source: string): EntryDraft {
  return { index, line, source, terms: new Map(), traditional: [] };
}

export function addTerms(draft: EntryDraft, language: LanguageCode, terms: readonly string[]): void {
  draft.terms.set(language, [...(draft.terms.get(language) ?? []), ...terms]);
}

/**
 * The concept an entry makes, or why it makes none: terms tidied (Unicode NFC, runs of spaces
 * made one) and repeated ones dropped; all six languages required; an id generated from the
 * English preferred term when the entry has none.
 */
export function finishEntry(draft: EntryDraft): ParsedConcept | TerminologyFileProblem {
  const terms: Partial<Record<LanguageCode, string[]>> = {};
  const missing: LanguageCode[] = [];
  for (const language of LANGUAGE_CODES) {
    let list = tidyTerms(draft.terms.get(language) ?? []);
    if (language === "zh" && !list.length) list = tidyTerms(draft.traditional.map(toSimplified));
    if (list.length) terms[language] = list;
    else missing.push(language);
  }
  const id = draft.id?.trim() || generatedId(terms.en?.[0]);
  if (missing.length) {
    return {
      line: draft.line,
      ...(id ? { id } : {}),
      message:
        missing.length === LANGUAGE_CODES.length
          ? `no term in any of the six languages (${LANGUAGE_CODES.join(", ")})`
          : `no term in ${missing.join(", ")}`,
    };
  }
  return {
    id: id!,
    terms,
    source: draft.source,
    ...(draft.domain?.trim() ? { domain: draft.domain.trim() } : {}),
    index: draft.index,
    line: draft.line,
  };
}

export function isProblem(value: ParsedConcept | TerminologyFileProblem): value is TerminologyFileProblem {
  return "message" in value;
}

/** Terms trimmed and deduplicated (as checkTerminology compares them), empty ones dropped, order kept. */
function tidyTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const tidy: string[] = [];
  for (const raw of terms) {
    const term = raw.normalize("NFC").replace(/\s+/g, " ").trim();
    const identity = termIdentity(term);
    if (!term || seen.has(identity)) continue;
    seen.add(identity);
    tidy.push(term);
  }
  return tidy;
}

/**
 * The id of an entry that has none: "imported/" and its English preferred term in kebab case
 * ("Climate change" → "imported/climate-change"), the same at every import of the file.
 */
export function generatedId(englishTerm: string | undefined): string | undefined {
  const slug = termIdentity(englishTerm ?? "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug ? `imported/${slug}` : undefined;
}
