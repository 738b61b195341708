/**
 * Repairs UTF-8 text that was decoded as Windows-1252 somewhere upstream ("â€”" for "—",
 * "Ã©" for "é"). Only runs that re-encode to valid UTF-8 are replaced, so correct text,
 * including real "Ã" in Portuguese or Vietnamese names, is left alone.
 */
const CP1252_HIGH: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const CONTINUATION = "[\\u0080-\\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]";
// A UTF-8 lead byte (0xC2-0xF4) shown as a Latin-1 letter, then its continuation bytes.
const MOJIBAKE_RUN = new RegExp(`[\\u00C2-\\u00F4]${CONTINUATION}{1,3}`, "g");
const QUICK_CHECK = /[\u00C2-\u00F4][\u0080-\u00BF\u2013-\u203A\u20AC\u0152-\u0178\u02C6\u02DC\u2122]/;

export function repairMojibake(text: string): string {
  if (!QUICK_CHECK.test(text)) return text;
  return text.replace(MOJIBAKE_RUN, (run) => {
    const bytes: number[] = [];
    for (const char of run) {
      const code = char.codePointAt(0)!;
      const byte = code <= 0xff ? code : CP1252_HIGH[char];
      if (byte === undefined) return run;
      bytes.push(byte);
    }
    const decoded = Buffer.from(bytes).toString("utf8");
    // One character that is not the replacement character means the bytes were a real sequence.
    return [...decoded].length === 1 && !decoded.includes("\uFFFD") ? decoded : run;
  });
}
