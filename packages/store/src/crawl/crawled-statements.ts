import type pg from "pg";
import { type Alternate, linkVersions, rememberAlternates } from "../statements/language-versions";
import { type StatementInput, writeStatements } from "../statements/write-statements";
import { type CrawlPageWrite, saveCrawlPage } from "./crawl-pages";

/** The identity of a statement's text (computed by ingest's crawl/dedupe). */
export interface StatementFingerprint {
  textHash: string;
  titleHash: string;
  /** Signed 64-bit SimHash; null for a short text. */
  simhash: bigint | null;
  bands: number[] | null;
}

/** An earlier statement of the same issuer that may be the same one. */
export interface DuplicateCandidate {
  statementId: string;
  /** Which lookup found it: the exact core text, the title, or a SimHash within 3 bits. */
  via: "text" | "title" | "simhash";
  title: string;
  body: string;
}

export interface CrawledStatement {
  statement: StatementInput;
  fingerprint: StatementFingerprint;
  /** Every canonical URL it was found under (its page, a PDF it links to...). */
  urls: string[];
  /** Its versions in other languages, as its page names them. */
  alternates?: Alternate[];
  /** The page record to write with it (statement id filled in here). */
  page: Omit<CrawlPageWrite, "statementId" | "status">;
}

export type SaveOutcome =
  | { outcome: "added" | "updated" | "unchanged"; statementId: string }
  | { outcome: "duplicate"; statementId: string };

/** Title candidates read at most: generic titles ("Press release") repeat. */
const MAX_TITLE_CANDIDATES = 20;
/** Same as ingest's NEAR_DUPLICATE_BITS. */
const SIMHASH_BITS = 3;

/**
 * Saves a crawled statement, unless it is one the index already has: under one of its URLs (then
 * that statement is updated in place), or as the same text of the same issuer under another URL
 * or date (then only the new URL is remembered, with `isSame` judging each candidate's text).
 * One transaction, and one issuer at a time across processes, so two workers meeting the same
 * text at once keep one statement.
 */
export async function saveCrawledStatement(
  db: Pick<pg.Pool, "connect">,
  crawled: CrawledStatement,
  isSame: (candidate: DuplicateCandidate) => boolean,
): Promise<SaveOutcome> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    // A joint statement may be a copy of another signatory's: the joint statements are checked
    // one at a time, before the issuer's lock (always in this order, so no two savers deadlock).
    if (crawled.statement.joint) await client.query("SELECT pg_advisory_xact_lock(hashtext('dedupe:joint'))");
    await client.query("SELECT pg_advisory_xact_lock(hashtext('dedupe:' || $1))", [
      crawled.statement.countryCode,
    ]);
    const outcome = await saveLocked(client, crawled, isSame);
    await client.query("COMMIT");
    return outcome;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function saveLocked(
  client: pg.PoolClient,
  crawled: CrawledStatement,
  isSame: (candidate: DuplicateCandidate) => boolean,
): Promise<SaveOutcome> {
  const { statement, fingerprint, urls, page } = crawled;
  const known = await client.query<{ statement_id: string; source: string; own: boolean }>(
    `SELECT u.statement_id, s.source, s.url = ANY($1) AS own
       FROM statement_urls u JOIN statements s ON s.id = u.statement_id
      WHERE u.url = ANY($1) ORDER BY s.url = ANY($1) DESC LIMIT 1`,
    [urls],
  );
  const found = known.rows[0];
  if (found && !found.own) {
    // An address of a copy: the statement is the one first indexed, and stays as it is.
    await rememberUrls(client, found.statement_id, urls);
    await saveCrawlPage(client, { ...page, status: "duplicate", statementId: found.statement_id });
    return { outcome: "duplicate", statementId: found.statement_id };
  }
  let statementId = found?.statement_id;
  // A statement stays with the source that first indexed it, whichever source meets it again.
  let source = found?.source ?? statement.source;
  // Whether this page, the first publication, takes the place of a copy indexed before it.
  let replacesCopy = false;
  if (!statementId) {
    // A joint statement is the same one wherever a signatory's ministry publishes it.
    const issuers = statement.joint
      ? [...new Set([statement.countryCode, ...statement.joint.signatories])]
      : [statement.countryCode];
    const duplicate = (await duplicateCandidates(client, issuers, fingerprint)).find(isSame);
    if (duplicate) {
      const indexed = await client.query<{ earlier: boolean; source: string; same_issuer: boolean }>(
        "SELECT $2::date < date_start AS earlier, source, country_code = $3 AS same_issuer FROM statements WHERE id = $1",
        [duplicate.statementId, statement.date.start, statement.countryCode],
      );
      // Another signatory's publication stays one: the statement keeps the issuer and source
      // that indexed it first, and lists this one among its publications.
      if (!indexed.rows[0]?.earlier || !indexed.rows[0].same_issuer) {
        await rememberUrls(client, duplicate.statementId, urls);
        if (!indexed.rows[0]?.same_issuer)
          await rememberPublication(client, duplicate.statementId, statement);
        await saveCrawlPage(client, { ...page, status: "duplicate", statementId: duplicate.statementId });
        return { outcome: "duplicate", statementId: duplicate.statementId };
      }
      // The same statement, published before the copy indexed first (a source's pages are fetched
      // side by side, and finish in any order): the first publication is the statement, with its
      // date, text and address, under the id it has; the copy's page becomes the duplicate.
      statementId = duplicate.statementId;
      source = indexed.rows[0].source;
      replacesCopy = true;
      await client.query(
        "UPDATE crawl_pages SET status = 'duplicate' WHERE statement_id = $1 AND status = 'indexed'",
        [statementId],
      );
    } else statementId = statement.id;
  }
  const counts = await writeStatements(client, [{ ...statement, id: statementId, source }]);
  await rememberUrls(client, statementId, urls);
  if (statement.joint) await rememberPublication(client, statementId, { ...statement, source });
  await client.query(
    `INSERT INTO statement_fingerprints (statement_id, country_code, text_hash, title_hash, simhash, bands)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (statement_id) DO UPDATE SET country_code = EXCLUDED.country_code,
       text_hash = EXCLUDED.text_hash, title_hash = EXCLUDED.title_hash, simhash = EXCLUDED.simhash,
       bands = EXCLUDED.bands`,
    [
      statementId,
      statement.countryCode,
      fingerprint.textHash,
      fingerprint.titleHash,
      fingerprint.simhash?.toString() ?? null,
      fingerprint.bands,
    ],
  );
  await saveCrawlPage(client, { ...page, status: "indexed", statementId });
  // Its versions in other languages: under the issuer's lock, so two versions crawled at once
  // see each other.
  await rememberAlternates(client, statementId, crawled.alternates ?? []);
  await linkVersions(client, statementId);
  // Two pages, one statement: counted as a duplicate, as when the first publication comes first.
  if (replacesCopy) return { outcome: "duplicate", statementId };
  const outcome = counts.added ? "added" : counts.updated ? "updated" : "unchanged";
  return { outcome, statementId };
}

async function rememberUrls(client: pg.PoolClient, statementId: string, urls: readonly string[]) {
  await client.query(
    `INSERT INTO statement_urls (url, statement_id) SELECT unnest($1::text[]), $2
     ON CONFLICT (url) DO NOTHING`,
    [urls, statementId],
  );
}

/** A publication of a joint statement: by which ministry, where, when it was read. */
async function rememberPublication(client: pg.PoolClient, statementId: string, statement: StatementInput) {
  if (!statement.url) return;
  await client.query(
    `INSERT INTO statement_publications (statement_id, country_code, source, url, fetched_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (statement_id, url) DO UPDATE SET fetched_at = EXCLUDED.fetched_at`,
    [statementId, statement.countryCode, statement.source, statement.url, statement.fetchedAt],
  );
}

async function duplicateCandidates(
  client: pg.PoolClient,
  countryCodes: string[],
  fingerprint: StatementFingerprint,
): Promise<DuplicateCandidate[]> {
  const { rows } = await client.query<{
    statement_id: string;
    via: DuplicateCandidate["via"];
    title: string;
    body: string;
  }>(
    `WITH found AS (
       (SELECT statement_id, 'text' AS via, 1 AS rank FROM statement_fingerprints
         WHERE country_code = ANY($1) AND text_hash = $2 LIMIT 5)
       UNION ALL
       (SELECT f.statement_id, 'title', 2 FROM statement_fingerprints f
          JOIN statements s ON s.id = f.statement_id
         WHERE f.country_code = ANY($1) AND f.title_hash = $3
         ORDER BY s.date_start DESC LIMIT ${MAX_TITLE_CANDIDATES})
       UNION ALL
       (SELECT statement_id, 'simhash', 3 FROM statement_fingerprints
         WHERE $4::int[] IS NOT NULL AND country_code = ANY($1) AND bands && $4::int[]
           AND bit_count((simhash # $5::bigint)::bit(64)) <= ${SIMHASH_BITS} LIMIT 20)
     ), first AS (
       SELECT DISTINCT ON (statement_id) statement_id, via, rank FROM found ORDER BY statement_id, rank
     )
     SELECT f.statement_id, f.via, s.title, s.body FROM first f JOIN statements s ON s.id = f.statement_id
      ORDER BY f.rank, s.date_start, s.id`,
    [
      countryCodes,
      fingerprint.textHash,
      fingerprint.titleHash,
      fingerprint.bands,
      fingerprint.simhash?.toString() ?? null,
    ],
  );
  return rows.map((r) => ({ statementId: r.statement_id, via: r.via, title: r.title, body: r.body }));
}
