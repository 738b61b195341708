import type pg from "pg";

/** A pool or a single client: what store functions need to run a query. */
export type Queryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;
