import pg from "pg";
import { DATABASE_ORIGIN, databaseOrigin, type SearchDatabase } from "./planner-settings";
import { isUnreachable } from "./read-replicas";

/**
 * The database as one request sees it: when the request's signal aborts (its client went away),
 * the query running for it is cancelled in PostgreSQL and nothing more is started. Without this,
 * a search whose visitor had left kept a connection and a core for seconds; under a crowd,
 * abandoned work was most of the work.
 *
 * A cancelled connection is closed, not returned to the pool: PostgreSQL's cancel request
 * arrives on a connection of its own, and could otherwise land on the next query of whoever
 * took the connection after us.
 */
export function cancelOnAbort(db: SearchDatabase, signal: AbortSignal): SearchDatabase {
  const database: SearchDatabase & { [DATABASE_ORIGIN]: object } = {
    [DATABASE_ORIGIN]: databaseOrigin(db),
    // Through a connection of its own, as pg.Pool.query does, so that it can be cancelled too.
    // A server that went away under the query (a read replica killed or shut down) is asked
    // again once: the read replicas have left it out by then, so the query runs elsewhere.
    query: (async (...args: unknown[]) => {
      for (let attempt = 1; ; attempt++) {
        const client = await database.connect();
        try {
          const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
          client.release();
          return result;
        } catch (error) {
          // As pg.Pool.query: a connection whose query failed is not handed out again.
          client.release(error as Error);
          if (attempt > 1 || signal.aborted || !isUnreachable(error)) throw error;
        }
      }
    }) as pg.Pool["query"],
    connect: (async () => {
      if (signal.aborted) throw gone(signal);
      const client = await db.connect();
      let cancelled = false;
      const onAbort = () => {
        cancelled = true;
        if ((client as unknown as WireClient)._getActiveQuery()) sendCancel(client);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      const release = client.release.bind(client);
      return new Proxy(client, {
        get(target, property, receiver) {
          if (property === "release")
            return (error?: Error | boolean) => {
              signal.removeEventListener("abort", onAbort);
              release(cancelled ? true : error);
            };
          if (property === "query")
            return (...args: unknown[]) => {
              // Nothing new is started for a client that has gone (a ROLLBACK fails quietly).
              if (cancelled) return Promise.reject(gone(signal));
              return (target.query as (...a: unknown[]) => unknown).apply(target, args);
            };
          return Reflect.get(target, property, receiver);
        },
      });
    }) as pg.Pool["connect"],
  };
  return database;
}

interface WireClient {
  host: string;
  port: number;
  processID: number;
  secretKey: number;
  _getActiveQuery(): unknown;
}

interface CancelConnection {
  connect(portOrPath: number | string, host?: string): void;
  cancel(processID: number, secretKey: number): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * PostgreSQL's cancel request for what `client` is running, sent on a connection of its own to the
 * server the client is connected to (a replica or the primary: what pg's Client.cancel does,
 * without the deprecated activeQuery it reads). It needs no credentials, only the key.
 */
function sendCancel(client: pg.PoolClient): void {
  const wire = client as unknown as WireClient;
  const canceller = new pg.Client({ host: wire.host, port: wire.port }) as pg.Client & {
    connection: CancelConnection;
  };
  const connection = canceller.connection;
  // An error there only means the query had ended first.
  connection.on("error", () => {});
  connection.on("connect", () => connection.cancel(wire.processID, wire.secretKey));
  if (canceller.host.startsWith("/")) connection.connect(`${canceller.host}/.s.PGSQL.${canceller.port}`);
  else connection.connect(canceller.port, canceller.host);
}

function gone(signal: AbortSignal): Error {
  const error = new Error("The client went away; its work was stopped.");
  error.name = "AbortError";
  error.cause = signal.reason;
  return error;
}
