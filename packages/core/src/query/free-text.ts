import type { ReportNotice } from "./notices";
import type { QueryTerm } from "./query-model";
import { cleanWord, isMinus, isOrSymbol, isWordSeparator, quoteFamily, termFromPhrase } from "./text";

export type FreeTextToken = { kind: "term"; term: QueryTerm; negated: boolean } | { kind: "or" };

/**
 * Splits Google-like search text into terms and OR operators. Never fails: imperfect input is read
 * the most plausible way and reported. A generator, so notices come out in the order of the text.
 */
export function* tokenizeFreeText(text: string, report: ReportNotice): Generator<FreeTextToken> {
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (isOrSymbol(c)) {
      yield { kind: "or" };
      i++;
      continue;
    }
    if (isWordSeparator(c)) {
      i++;
      continue;
    }
    // Only a minus that starts a token negates; inside a word it is a hyphen (co-operation).
    const negated = isMinus(c);
    if (negated) i++;

    const family = i < chars.length ? quoteFamily(chars[i]!) : -1;
    if (family !== -1) {
      let close = i + 1;
      while (close < chars.length && quoteFamily(chars[close]!) !== family) close++;
      const closed = close < chars.length;
      if (!closed) report("unbalanced_quote");
      const term = termFromPhrase(chars.slice(i + 1, close).join(""));
      if (term) yield { kind: "term", term, negated };
      else if (closed) report("empty_phrase");
      i = close + 1;
      continue;
    }

    const start = i;
    while (i < chars.length && !endsWord(chars[i]!)) i++;
    const raw = chars.slice(start, i).join("");
    if (raw === "OR" && !negated) {
      yield { kind: "or" };
      continue;
    }
    const word = cleanWord(raw);
    if (word !== null) yield { kind: "term", term: { type: "word", text: word }, negated };
    else if (negated) report("lone_minus");
  }
}

function endsWord(c: string): boolean {
  return isWordSeparator(c) || quoteFamily(c) !== -1;
}

export interface FreeTextQuery {
  clauses: QueryTerm[][];
  exclude: QueryTerm[];
}

/**
 * OR joins the positive terms directly on either side into one clause, so it binds tighter than the
 * implicit AND. An exclusion cannot be an alternative (the model has no "a OR NOT b"), so an OR next
 * to one is dangling like an OR at either end.
 */
export function parseFreeText(text: string, report: ReportNotice): FreeTextQuery {
  const clauses: QueryTerm[][] = [];
  const exclude: QueryTerm[] = [];
  let lastClause: QueryTerm[] | null = null;
  let pendingOr = false;
  for (const token of tokenizeFreeText(text, report)) {
    if (token.kind === "or") {
      if (lastClause === null || pendingOr) report("dangling_operator");
      else pendingOr = true;
      continue;
    }
    if (token.negated) {
      if (pendingOr) report("dangling_operator");
      pendingOr = false;
      lastClause = null;
      exclude.push(token.term);
    } else if (pendingOr && lastClause !== null) {
      lastClause.push(token.term);
      pendingOr = false;
    } else {
      lastClause = [token.term];
      clauses.push(lastClause);
    }
  }
  if (pendingOr) report("dangling_operator");
  return { clauses, exclude };
}
