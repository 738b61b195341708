import {
  REPORT_MAX_ITEMS,
  ReportNoteSchema,
  ReportTitleSchema,
  StatementIdSchema,
} from "@communique/core/contract";

/**
 * A share link: `/{lang}/report?ids=a,b,c` names the statements in their order, which the server
 * looks up (so the shared report renders without JavaScript, as links made before titles did);
 * the title and notes, when there are any, travel in the fragment, which browsers never send to a
 * server: the reader's words go from one browser to another and stay out of every log.
 *
 * The fragment is `{title, notes}` as JSON, deflated and in base64url: a note in Arabic takes
 * about 2.7 characters a letter instead of 6 percent-escaped. Deflate's checksum makes a
 * hand-edited or truncated fragment fail as a whole rather than yield other words; `v=2` in the
 * query says a fragment belongs to the link, so one cut off entirely is noticed too.
 */

/** Past this, a link is no longer something to paste in a message; notes are left out of it. */
export const MAX_FRAGMENT_CHARS = 100_000;
/** Inflating a fragment stops here: a small fragment must not unpack into gigabytes. */
const MAX_INFLATED_BYTES = 4 * 1024 * 1024;
const WITH_FRAGMENT = "2";

export interface SharedWords {
  title: string;
  /** The notes by statement id; statements without a note are not in it. */
  notes: ReadonlyMap<string, string>;
}

/** What a link's fragment gave: the words that are valid, and what was wrong with the rest. */
export interface ReadFragment extends SharedWords {
  /** `cut`: the link promised a fragment that is not there; `damaged`: it cannot be read at all; `partial`: some of it was not valid and was left out. */
  problem: "cut" | "damaged" | "partial" | null;
}

export interface ShareLink {
  url: string;
  /** The notes did not fit in a link and were left out (the title and statements are in it). */
  notesLeftOut: boolean;
}

export async function shareLink(
  origin: string,
  lang: string,
  report: { title: string; items: readonly { id: string; note: string }[] },
): Promise<ShareLink> {
  const ids = report.items.map((item) => item.id).join(",");
  const title = report.title.trim();
  const notes = report.items.filter((item) => item.note.trim()).map((item) => [item.id, item.note]);
  const page = (fragment: string) => {
    const query = new URLSearchParams({ ids });
    if (!fragment) return `${origin}/${lang}/report?${query}`;
    query.set("v", WITH_FRAGMENT);
    return `${origin}/${lang}/report?${query}#${fragment}`;
  };
  if (!title && !notes.length) return { url: page(""), notesLeftOut: false };
  const full = await encodeFragment({ t: title, n: notes });
  if (full.length <= MAX_FRAGMENT_CHARS) return { url: page(full), notesLeftOut: false };
  return { url: page(title ? await encodeFragment({ t: title, n: [] }) : ""), notesLeftOut: true };
}

/** The ids a link's query names, in order, once each, at most as many as a report holds. */
export function sharedIds(query: URLSearchParams): string[] {
  const ids = (query.get("ids") ?? "").split(",").map((id) => id.trim());
  return [...new Set(ids)].filter((id) => StatementIdSchema.safeParse(id).success).slice(0, REPORT_MAX_ITEMS);
}

/** Reads the title and notes a link carries; never throws, whatever the link holds. */
export async function readFragment(query: URLSearchParams, hash: string): Promise<ReadFragment> {
  const none = { title: "", notes: new Map<string, string>() };
  const fragment = hash.replace(/^#/, "");
  if (!fragment) return { ...none, problem: query.get("v") === WITH_FRAGMENT ? "cut" : null };
  let value: unknown;
  try {
    value = JSON.parse(await decode(fragment));
  } catch {
    return { ...none, problem: "damaged" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ...none, problem: "damaged" };
  const { t, n } = value as { t?: unknown; n?: unknown };
  let partial = false;
  const title = ReportTitleSchema.safeParse(t ?? "");
  if (!title.success) partial = true;
  const notes = new Map<string, string>();
  if (Array.isArray(n)) {
    for (const entry of n) {
      const id = StatementIdSchema.safeParse(Array.isArray(entry) ? entry[0] : undefined);
      const note = ReportNoteSchema.safeParse(Array.isArray(entry) ? entry[1] : undefined);
      if (id.success && note.success) notes.set(id.data, note.data);
      else partial = true;
    }
  } else if (n !== undefined) partial = true;
  return { title: title.success ? title.data.trim() : "", notes, problem: partial ? "partial" : null };
}

/** JSON, deflated, in base64url: what a link's fragment holds. */
export async function encodeFragment(value: unknown): Promise<string> {
  const deflated = await pipe(
    new TextEncoder().encode(JSON.stringify(value)),
    new CompressionStream("deflate"),
  );
  let binary = "";
  for (const byte of deflated) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function decode(fragment: string): Promise<string> {
  if (fragment.length > MAX_FRAGMENT_CHARS || !/^[A-Za-z0-9_-]+$/.test(fragment))
    throw new Error("not a fragment");
  const binary = atob(fragment.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const inflated = await pipe(bytes, new DecompressionStream("deflate"), MAX_INFLATED_BYTES);
  return new TextDecoder("utf-8", { fatal: true }).decode(inflated);
}

/** Runs bytes through a (de)compression stream; a truncated or altered input rejects. */
async function pipe(
  input: Uint8Array,
  transform: CompressionStream | DecompressionStream,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  // Errors surface through the reader; these promises must not go unhandled meanwhile.
  writer.write(input as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error("too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
