/**
 * Path patterns of robots.txt (RFC 9309 §2.2.2-2.2.3): `*` matches any run of characters, a final
 * `$` anchors the end, anything else is a prefix. Both sides are brought to one percent-encoded
 * form first, so `/foo/bar/ツ`, `/foo/bar/%E3%83%84` and `/foo/bar/%e3%83%84` compare equal, as do
 * `%62az` and `baz`, and an escaped `%2A` or `%24` in a pattern stands for a literal `*` or `$`.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE = /^%[0-9A-Fa-f]{2}/;

function encodeOctets(char: string): string {
  return [...new TextEncoder().encode(char)]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");
}

/**
 * One canonical spelling: escapes of unreserved characters decoded, other escapes upper-cased,
 * non-ASCII and controls encoded as UTF-8. In a pattern, a bare `*` and a final `$` keep their
 * meaning; in a URL path they are literal characters and get encoded like the pattern's escapes.
 */
export function normaliseRobotsPath(text: string, kind: "pattern" | "path"): string {
  let out = "";
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    if (char === "%") {
      const escaped = ESCAPE.exec(chars.slice(i, i + 3).join(""))?.[0];
      if (escaped) {
        const decoded = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
        out += UNRESERVED.test(decoded) ? decoded : escaped.toUpperCase();
        i += 2;
        continue;
      }
      out += char;
    } else if (char === "*") {
      out += kind === "pattern" ? "*" : "%2A";
    } else if (char === "$") {
      out += kind === "pattern" && i === chars.length - 1 ? "$" : "%24";
    } else if (char <= " " || char >= "\u007f") {
      out += encodeOctets(char);
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * Whether a normalised pattern matches a normalised path. Each `*`-separated piece is found at its
 * leftmost place after the previous one, which is enough for `*`-only patterns and keeps the cost
 * linear in the path for each piece, so a hostile `/*a*a*a*a*b` cannot make the crawler spin.
 */
export function matchesRobotsPattern(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = pieces[0] ?? "";
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let position = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = path.indexOf(piece, position);
    if (found < 0) return false;
    position = found + piece.length;
  }
  const last = pieces[pieces.length - 1] ?? "";
  if (!anchored) return path.indexOf(last, position) >= 0;
  return path.length - last.length >= position && path.endsWith(last);
}
