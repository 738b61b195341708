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

/**
 * A tsquery tied to the statements of some languages by their filter lexemes (migration 006):
 * `'peac' & '~len'`, `( 'climat' <-> 'chang' ) & ( '~len' | '~lfr' )`.
 */
export function tiedTo(tsquery: string, languages: readonly string[]): string {
  const single = /^'(?:[^']|'')*'$/.test(tsquery.trim());
  const operand = single ? tsquery.trim() : `( ${tsquery} )`;
  const ties = languages.map((l) => `'~l${l}'`);
  return `${operand} & ${ties.length === 1 ? ties[0] : `( ${ties.join(" | ")} )`}`;
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

/**
 * The operands of a tsquery text's top-level OR (`|` outside parentheses and quotes; `&`, `<->`
 * and `!` bind tighter), or the text alone when it has none.
 */
export function topLevelAlternatives(tsquery: string): string[] {
  const arms: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < tsquery.length; i++) {
    const c = tsquery[i];
    // A quote inside a lexeme is doubled (''): two toggles, the state is unchanged.
    if (c === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      arms.push(tsquery.slice(start, i));
      start = i + 1;
    }
  }
  arms.push(tsquery.slice(start));
  return arms.map(stripOuterParentheses).filter((arm) => arm !== "");
}

/** `( x )` as `x` when the parentheses enclose the whole text. */
function stripOuterParentheses(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("(") || !trimmed.endsWith(")")) return trimmed;
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i];
    if (c === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0 && i < trimmed.length - 1) return trimmed;
  }
  return trimmed.slice(1, -1).trim();
}

/**
 * A tsquery with its equivalents' language ties (`'peac' & '~len'`, compile-query) left out, where
 * only the words matter: for estimates, since the planner takes the two lexemes as independent and
 * multiplies their shares (47% × 60% for "peace" in English, where an English word is found in
 * English statements: underestimated, "paix" with its equivalents, 63% of the statements at 100k,
 * was sorted whole in 64 ms instead of walked), and for ranking, since the filter lexeme has no
 * position and cover density scored every statement found through a tied word as zero.
 */
export function withoutLanguageTies(tsquery: string): string {
  return tsquery.replace(/ & \( '~l[a-z]+'(?: \| '~l[a-z]+')* \)/g, "").replace(/ & '~l[a-z]+'/g, "");
}

/**
 * Whether a tsquery keeps a positional operator (a phrase with a gap, 'alto' <2> 'fueg', or one
 * longer than the word triples indexed: withPhraseShingles), which GIN cannot decide: every
 * candidate's tsvector is read from TOAST to check it.
 */
export function checksPositions(tsquery: string): boolean {
  return /<(?:\d+|-)>/.test(tsquery.replace(/'(?:[^']|'')*'/g, "''"));
}
