import type { Queryable } from "../db/queryable";

/** What a source's feed or first listing page answered last time it was read whole (migration 013). */
export interface ListingValidators {
  /** The URL that answered, to which the validators belong. */
  fetchedUrl: string;
  etag: string | null;
  lastModified: string | null;
  /** Entries that answer held. */
  items: number;
}

export async function getListingValidators(
  db: Queryable,
  sourceId: string,
  url: string,
): Promise<ListingValidators | undefined> {
  const { rows } = await db.query<{
    fetched_url: string;
    etag: string | null;
    last_modified: string | null;
    items: number;
  }>(
    "SELECT fetched_url, etag, last_modified, items FROM listing_validators WHERE source_id = $1 AND url = $2",
    [sourceId, url],
  );
  const row = rows[0];
  return row
    ? { fetchedUrl: row.fetched_url, etag: row.etag, lastModified: row.last_modified, items: row.items }
    : undefined;
}

/** Keeps the validators of an answer; an answer without any forgets the old ones. */
export async function saveListingValidators(
  db: Queryable,
  sourceId: string,
  url: string,
  validators: ListingValidators,
): Promise<void> {
  if (!validators.etag && !validators.lastModified) {
    await db.query("DELETE FROM listing_validators WHERE source_id = $1 AND url = $2", [sourceId, url]);
    return;
  }
  await db.query(
    `INSERT INTO listing_validators (source_id, url, fetched_url, etag, last_modified, items)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source_id, url) DO UPDATE SET fetched_url = EXCLUDED.fetched_url, etag = EXCLUDED.etag,
       last_modified = EXCLUDED.last_modified, items = EXCLUDED.items, saved_at = now()`,
    [sourceId, url, validators.fetchedUrl, validators.etag, validators.lastModified, validators.items],
  );
}
