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

export interface SnippetSource {
  text: string;
  language: LanguageCode;
}

/**
 * For each text, the original words around the best cluster of matches, HTML-escaped, with each
 * matched word in <mark>. Words are matched by their lexemes under the text's own language, so
 * "negotiations" is marked for the query "negotiation", and Arabic words whatever their
 * diacritics. One lexizing round trip per language serves the whole page.
 */
export async function buildSnippets(
  sources: readonly SnippetSource[],
  queryLexemes: ReadonlyMap<LanguageCode, ReadonlySet<string>>,
  lexizer: Lexizer,
): Promise<string[]> {
  const prepared = sources.map((source) => {
    const text = source.text.length > MAX_SCAN_CHARS ? source.text.slice(0, MAX_SCAN_CHARS) : source.text;
    const tokens = tokenizeForHighlight(text);
    const lexemes = queryLexemes.get(source.language) ?? new Set<string>();
    return { source, tokens, lexemes, candidates: candidateWords(tokens, source.text, lexemes) };
  });
  const wordsByLanguage = new Map<LanguageCode, Set<string>>();
  for (const p of prepared) {
    const words = wordsByLanguage.get(p.source.language) ?? new Set<string>();
    for (const word of p.candidates.values()) words.add(word);
    wordsByLanguage.set(p.source.language, words);
  }
  const lexized = new Map(
    await Promise.all(
      [...wordsByLanguage].map(
        async ([language, words]) => [language, await lexizer.lexize(language, words)] as const,
      ),
    ),
  );
  return prepared.map((p) => {
    const lexemesOfWord = lexized.get(p.source.language);
    const matched = new Set<number>();
    for (const [i, word] of p.candidates) {
      if (lexemesOfWord?.get(word)?.some((l) => p.lexemes.has(l))) matched.add(i);
    }
    return renderWindow(p.source.text, p.tokens, matched);
  });
}

/**
 * Stems are (nearly) substrings of their words in all six languages: this cheap filter keeps the
 * words sent to PostgreSQL down to the few that could match. Returns token index -> word in its
 * index-normalised form.
 */
function candidateWords(
  tokens: Token[],
  text: string,
  queryLexemes: ReadonlySet<string>,
): Map<number, string> {
  const candidates = new Map<number, string>();
  if (!queryLexemes.size) return candidates;
  const cores = [...queryLexemes].map((l) => foldForMatch(l)).map((l) => (l.length > 4 ? l.slice(0, -2) : l));
  tokens.forEach((token, i) => {
    if (cores.some((core) => token.folded.includes(core))) {
      candidates.set(i, normalizeForIndex(text.slice(token.start, token.end)));
    }
  });
  return candidates;
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
    for (let i = tokens.length - 1; i >= 0; i--) {
      const token = tokens[i]!;
      if (token.end <= end && token.start >= start) {
        end = token.end;
        break;
      }
    }
  }
  return [start, end];
}
