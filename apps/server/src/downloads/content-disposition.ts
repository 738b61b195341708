/** Characters no file system takes in a name, and control characters. */
const UNSAFE_IN_FILENAME = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * Letters and digits of the id in ASCII, accents dropped: the name every client understands. An id
 * in another script keeps only its digits, so it says what the file is (`kind`) too.
 */
export function asciiSlug(id: string, kind = "statement"): string {
  const unaccented = id.normalize("NFKD").replace(/\p{M}+/gu, "");
  const slug = unaccented
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 120);
  if (!slug) return kind;
  return /[^\x00-\x7f]/.test(unaccented) ? `${kind}-${slug}` : slug;
}

/** RFC 5987 ext-value characters: encodeURIComponent leaves ' ( ) * as they are. */
function encodeExtValue(value: string): string {
  // A lone surrogate (a title cut inside a character) has no UTF-8: encodeURIComponent would
  // throw. It becomes U+FFFD, as a UTF-8 decoder would make of it.
  return encodeURIComponent(value.toWellFormed()).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with an ASCII `filename` for old clients and the id itself, in UTF-8, as
 * `filename*` (RFC 6266), which clients that know it prefer.
 */
export function attachmentDisposition(id: string, extension: string, kind = "statement"): string {
  const unicodeName = id.replace(UNSAFE_IN_FILENAME, "-").replace(/^\.+/, "") || kind;
  return `attachment; filename="${asciiSlug(id, kind)}.${extension}"; filename*=UTF-8''${encodeExtValue(`${unicodeName}.${extension}`)}`;
}
