/**
 * Rewrites the phrase chains PostgreSQL produces (`'a' <-> 'b' <-> 'c'`) to use the pair lexemes
 * that cq_add_pairs indexes ('a b'). A two-word phrase becomes exactly one lexeme; a longer one
 * keeps its positional chain, ANDed after the pairs so the index narrows the candidates first.
 * A chain with gaps (stop words inside the phrase: `<2>`) keeps only its adjacent pairs as a
 * pre-filter. Anything that is not a plain chain is returned unchanged.
 */
export function withPhrasePairs(tsquery: string): string {
  const chain = /^'((?:[^']|'')*)'(?:\s*<(\d+|-)>\s*'((?:[^']|'')*)')+$/;
  if (!chain.test(tsquery.trim())) return tsquery;
  const lexemes: string[] = [];
  const gaps: number[] = [];
  for (const match of tsquery.matchAll(/'((?:[^']|'')*)'|<(\d+|-)>/g)) {
    if (match[1] !== undefined) lexemes.push(match[1]);
    else gaps.push(match[2] === "-" ? 1 : Number(match[2]));
  }
  const pairs: string[] = [];
  gaps.forEach((gap, i) => {
    if (gap === 1) pairs.push(`'${lexemes[i]} ${lexemes[i + 1]}'`);
  });
  if (lexemes.length === 2 && pairs.length === 1) return pairs[0]!;
  return pairs.length ? `${pairs.join(" & ")} & ( ${tsquery} )` : tsquery;
}
