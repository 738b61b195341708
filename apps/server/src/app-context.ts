import type { Lexizer, Queryable } from "@communique/store";

export interface Services {
  db: Queryable;
  lexizer: Lexizer;
}

/** Hono context variables: set once the database is ready. */
export interface AppEnv {
  Variables: { services: Services };
}
