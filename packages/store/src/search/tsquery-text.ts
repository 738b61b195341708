/**
 * Composition of tsquery texts. Operands are parenthesised so precedence never depends on what
 * PostgreSQL produced for them (phraseto_tsquery yields `<->` chains, plainto_tsquery `&` chains).
 */
export function anyOf(parts: readonly string[]): string {
  const operands = unique(parts.filter((p) => p !== ""));
  // A | (A & '~lfr') is A: a word searched as typed in every language makes its equivalent tied
  // to one language (compile-query) redundant, and the filter lexeme's posting list is long.
  const present = operands.filter((p) => {
    const tied = /^('(?:[^']|'')*') & '~[^']*'$/.exec(p);
    return !tied || !operands.includes(tied[1]!);
  });
  if (present.length <= 1) return present[0] ?? "";
  return present.map((p) => `( ${p} )`).join(" | ");
}

export function allOf(parts: readonly string[]): string {
  const present = unique(parts.filter((p) => p !== ""));
  if (present.length <= 1) return present[0] ?? "";
  return present.map((p) => `( ${p} )`).join(" & ");
}

/**
 * The word lexemes a tsquery text names, e.g. `'unit' <-> 'nation'` or `'unit nation'` give unit
 * and nation: shingle lexemes (cq_add_shingles: pairs and triples) are split back into their words.
 */
export function lexemesOf(tsquery: string): string[] {
  const lexemes: string[] = [];
  for (const match of tsquery.matchAll(/'((?:[^']|'')*)'/g)) {
    // Filter lexemes ('~lfr') say where to look, not what to highlight.
    if (match[1]!.startsWith("~")) continue;
    lexemes.push(...match[1]!.replaceAll("''", "'").split(" "));
  }
  return lexemes;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * A tsquery with its shingle lexemes ('unit nation', cq_add_shingles) written back as the phrases
 * they stand for ( 'unit' <-> 'nation' ). Shingles carry no positions, so cover density
 * (ts_rank_cd) scores a statement matched through them as zero; its words have positions.
 */
export function unshingled(tsquery: string): string {
  return tsquery.replace(/'((?:[^']|'')*)'/g, (whole, lexeme: string) =>
    lexeme.includes(" ")
      ? `( ${lexeme
          .split(" ")
          .map((word) => `'${word}'`)
          .join(" <-> ")} )`
      : whole,
  );
}
