import {
  escapeHtml,
  foldForMatch,
  type LanguageCode,
  normalizeForIndex,
  tokenizeForHighlight,
} from "@communique/core";
import type { Lexizer } from "./lexizer";

export const SNIPPET_CHARS = 240;
/** Matches past this point of very long statements are not looked for: the lead is shown. */
const MAX_SCAN_CHARS = 100_000;

interface Token {
  start: number;
  end: number;
  folded: string;
}

/**
 * The original text around the best cluster of matches, HTML-escaped, with each matched word in
 * <mark>. Words are matched by their lexemes under the statement's own language, so "negotiations"
 * is marked for the query "negotiation", and Arabic words are marked whatever their diacritics.
 */
export async function buildSnippet(
  text: string,
  language: LanguageCode,
  queryLexemes: ReadonlySet<string>,
  lexizer: Lexizer,
): Promise<string> {
  const tokens = tokenizeForHighlight(text.length > MAX_SCAN_CHARS ? text.slice(0, MAX_SCAN_CHARS) : text);
  const matched = await findMatchedTokens(tokens, text, language, queryLexemes, lexizer);
  return renderWindow(text, tokens, matched);
}

async function findMatchedTokens(
  tokens: Token[],
  text: string,
  language: LanguageCode,
  queryLexemes: ReadonlySet<string>,
  lexizer: Lexizer,
): Promise<Set<number>> {
  const matched = new Set<number>();
  if (!queryLexemes.size) return matched;
  // Stems are (nearly) substrings of their words in all six languages: a cheap filter keeps the
  // round trip to PostgreSQL down to the few words that could match.
  const cores = [...queryLexemes].map((l) => foldForMatch(l)).map((l) => (l.length > 4 ? l.slice(0, -2) : l));
  const candidates = new Map<number, string>();
  tokens.forEach((token, i) => {
    if (cores.some((core) => token.folded.includes(core))) {
      candidates.set(i, normalizeForIndex(text.slice(token.start, token.end)));
    }
  });
  if (!candidates.size) return matched;
  const lexemes = await lexizer.lexize(language, new Set(candidates.values()));
  for (const [i, word] of candidates) {
    if (lexemes.get(word)?.some((l) => queryLexemes.has(l))) matched.add(i);
  }
  return matched;
}

function renderWindow(text: string, tokens: Token[], matched: Set<number>): string {
  const [from, to] = bestWindow(text, tokens, matched);
  let html = from > 0 ? "… " : "";
  let cursor = from;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.start < from || token.end > to || !matched.has(i)) continue;
    html += `${escapeHtml(text.slice(cursor, token.start))}<mark>${escapeHtml(text.slice(token.start, token.end))}</mark>`;
    cursor = token.end;
  }
  html += escapeHtml(text.slice(cursor, to)).replace(/\s+/g, " ");
  if (to < text.length) html += " …";
  return html.replace(/\s+/g, " ").trim();
}

/** Character range of about SNIPPET_CHARS around the densest run of matched words. */
function bestWindow(text: string, tokens: Token[], matched: Set<number>): [number, number] {
  const hits = [...matched].sort((a, b) => a - b);
  let start = 0;
  if (hits.length) {
    let best = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < hits.length; i++) {
      while (tokens[hits[i]!]!.end - tokens[hits[j]!]!.start > SNIPPET_CHARS * 0.7) j++;
      if (i - j + 1 > bestCount) {
        bestCount = i - j + 1;
        best = j;
      }
    }
    // Some context before the first match, cut at a word boundary.
    const firstHit = tokens[hits[best]!]!.start;
    start = Math.max(0, firstHit - Math.floor(SNIPPET_CHARS * 0.25));
    const startToken = tokens.find((t) => t.end > start);
    start = startToken && startToken.start <= firstHit ? startToken.start : firstHit;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const lastToken = [...tokens].reverse().find((t) => t.end <= end && t.start >= start);
    if (lastToken) end = lastToken.end;
  }
  return [start, end];
}
