import { parseFreeText } from "./free-text";
import { NoticeList } from "./notices";
import { type ParsedQuery, QUERY_LIMITS, QueryError, type QueryInput, type QueryTerm } from "./query-model";
import { replaceControlCharacters, splitWords, termFromPhrase, withoutQuotes } from "./text";

type Field = keyof QueryInput;

const FIELDS: readonly Field[] = ["q", "all", "exact", "any", "none"];

const FIELD_NAMES: Record<Field, string> = {
  q: "The search text",
  all: "The “all of these words” text",
  exact: "The “these exact words” text",
  any: "The “any of these words” text",
  none: "The “none of these words” text",
};

/**
 * Turns the free-text query and the advanced search fields into clauses the store compiles to a
 * tsquery. All fields combine with AND. Throws only QueryError, for input too large to accept.
 */
export function parseQuery(input: QueryInput): ParsedQuery {
  // Checked before any parsing so an oversized field costs nothing beyond counting it.
  for (const field of FIELDS) checkLength(field, input[field] ?? "");

  const notices = new NoticeList();
  const read = (field: Field): string => {
    const { text, removed } = replaceControlCharacters(input[field] ?? "");
    if (removed) notices.report("control_characters_removed");
    return text;
  };

  const free = parseFreeText(read("q"), notices.report);
  const clauses = [...free.clauses];
  const exclude = [...free.exclude];

  for (const word of advancedWords(read("all"))) clauses.push([{ type: "word", text: word }]);

  const exact = termFromPhrase(withoutQuotes(read("exact")));
  if (exact) clauses.push([exact]);

  const alternatives = advancedWords(read("any")).map((text): QueryTerm => ({ type: "word", text }));
  if (alternatives.length > 0) clauses.push(alternatives);

  // The free-text syntax serves here to honour quoted phrases; every term is excluded whatever its sign.
  const none = parseFreeText(read("none"), (code) => {
    if (code !== "dangling_operator") notices.report(code);
  });
  exclude.push(...none.clauses.flat(), ...none.exclude);

  const parsed: ParsedQuery = {
    clauses: dedupeClauses(clauses),
    exclude: dedupeTerms(exclude),
    notices: notices.notices,
  };
  checkTermCount(parsed);
  return parsed;
}

/** Neither clauses nor exclusions: nothing to search for. */
export function isEmptyQuery(parsed: ParsedQuery): boolean {
  return parsed.clauses.length === 0 && parsed.exclude.length === 0;
}

/** At least one clause a statement must match, as opposed to exclusions alone. */
export function hasPositiveTerms(parsed: ParsedQuery): boolean {
  return parsed.clauses.length > 0;
}

/**
 * Words of the "all" and "any" fields. Quotes mean nothing there, and an OR (or `|`) is the user
 * restating the field's own logic, so it is dropped rather than searched for.
 */
function advancedWords(text: string): string[] {
  return splitWords(withoutQuotes(text)).filter((word) => word !== "OR");
}

function checkLength(field: Field, text: string): void {
  if (text.length <= QUERY_LIMITS.maxChars) return;
  // Code points, not UTF-16 units, so the count matches what the user typed.
  let chars = 0;
  for (const _ of text) chars++;
  if (chars <= QUERY_LIMITS.maxChars) return;
  throw new QueryError(
    "query_too_long",
    `${FIELD_NAMES[field]} is too long (${chars} characters); the limit is ${QUERY_LIMITS.maxChars}.`,
    field,
  );
}

function checkTermCount(parsed: ParsedQuery): void {
  const terms = parsed.clauses.reduce((n, clause) => n + clause.length, 0) + parsed.exclude.length;
  if (terms <= QUERY_LIMITS.maxTerms) return;
  throw new QueryError(
    "too_many_terms",
    `The query has too many words and phrases (${terms}); the limit is ${QUERY_LIMITS.maxTerms}.`,
  );
}

function termKey(term: QueryTerm): string {
  return `${term.type}:${term.text.normalize("NFC").toLowerCase()}`;
}

function dedupeTerms(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = termKey(term);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Removes repeated terms within a clause, then clauses with the same set of terms as an earlier one. */
function dedupeClauses(clauses: QueryTerm[][]): QueryTerm[][] {
  const seen = new Set<string>();
  const result: QueryTerm[][] = [];
  for (const clause of clauses) {
    const terms = dedupeTerms(clause);
    const key = terms.map(termKey).sort().join("\u0000");
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(terms);
  }
  return result;
}
