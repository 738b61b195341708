/**
 * Folds a name or a typed query into the form used for matching, so that what users can type on any
 * keyboard finds the official spelling: case, Latin accents, Arabic hamza seats and vowel marks, the
 * Russian ё and typographic punctuation (d’Amérique / d'Amérique, Guinea-Bissau / Guinea Bissau) are
 * all ignored.
 */
export function searchKey(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // Teh marbuta and alef maksura are routinely typed as heh and yeh; tatweel is only stretching.
      .replace(/ة/g, "ه")
      .replace(/ى/g, "ي")
      .replace(/ـ/g, "")
      .replace(/[\p{P}\p{S}\s]+/gu, " ")
      .trim()
  );
}
