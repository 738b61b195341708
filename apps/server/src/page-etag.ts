import { createHash } from "node:crypto";

/**
 * An ETag for a rendered page, and 304 for a visitor who has it. Each rendering carries a fresh
 * CSP nonce, so the page's bytes differ on every request: the tag is the hash of the page
 * without its nonce. A 304 carries no Content-Security-Policy (the caller removes it): the
 * browser keeps the stored page with its stored policy, whose nonce is the page's own.
 */
export async function withPageEtag(
  response: Response,
  nonce: string,
  ifNoneMatch: string | undefined,
): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  const tag = `W/"${createHash("sha256")
    .update(nonce ? body.replaceAll(nonce, "") : body)
    .digest("base64url")
    .slice(0, 27)}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", tag);
  if (ifNoneMatch && matches(ifNoneMatch, tag)) {
    const kept = new Headers({ ETag: tag });
    for (const name of ["Cache-Control", "Vary", "Content-Language"]) {
      const value = headers.get(name);
      if (value) kept.set(name, value);
    }
    // The language the page remembers is set on a 304 as on the page.
    for (const cookie of headers.getSetCookie()) kept.append("Set-Cookie", cookie);
    return new Response(null, { status: 304, headers: kept });
  }
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** If-None-Match's list (or *), compared weakly (RFC 9110 §13.1.2). */
function matches(header: string, tag: string): boolean {
  if (header.trim() === "*") return true;
  const opaque = tag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/** The pages worth a tag: a statement, read again and again, changes only when it is edited. */
export const TAGGED_PAGE = /^\/(?:[a-z]{2}\/)?statements\/[^/]+\/?$/;
