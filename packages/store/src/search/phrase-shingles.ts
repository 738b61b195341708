/**
 * Rewrites the phrase chains PostgreSQL produces (`'a' <-> 'b' <-> 'c'`) to use the shingle
 * lexemes that cq_add_shingles indexes (pairs 'a b' and triples 'a b c', migration 006). A phrase
 * of two or three adjacent words becomes exactly one lexeme, which the GIN index answers without
 * reading any tsvector. A longer chain, or one with gaps (stop words inside the phrase: `<2>`),
 * keeps its positional check, ANDed after the shingles of its adjacent runs so the index narrows
 * the candidates first. Anything that is not a plain chain is returned unchanged.
 */
export function withPhraseShingles(tsquery: string): string {
  const chain = /^'((?:[^']|'')*)'(?:\s*<(\d+|-)>\s*'((?:[^']|'')*)')+$/;
  if (!chain.test(tsquery.trim())) return tsquery;
  const lexemes: string[] = [];
  const gaps: number[] = [];
  for (const match of tsquery.matchAll(/'((?:[^']|'')*)'|<(\d+|-)>/g)) {
    if (match[1] !== undefined) lexemes.push(match[1]);
    else gaps.push(match[2] === "-" ? 1 : Number(match[2]));
  }
  // Runs of adjacent words, each covered by its shingles: itself when it is two or three words
  // long, else its overlapping triples.
  const runs: string[][] = [];
  let run = [lexemes[0]!];
  gaps.forEach((gap, i) => {
    if (gap === 1) run.push(lexemes[i + 1]!);
    else {
      runs.push(run);
      run = [lexemes[i + 1]!];
    }
  });
  runs.push(run);
  const shingles = runs.flatMap((words) => {
    if (words.length < 2) return [];
    if (words.length <= 3) return [`'${words.join(" ")}'`];
    return words.slice(0, -2).map((_, i) => `'${words.slice(i, i + 3).join(" ")}'`);
  });
  if (runs.length === 1 && lexemes.length <= 3) return shingles[0]!;
  return shingles.length ? `${shingles.join(" & ")} & ( ${tsquery} )` : tsquery;
}
