import type { Lexizer, SearchDatabase } from "@communique/store";

export interface Services {
  db: SearchDatabase;
  lexizer: Lexizer;
}

/** Hono context variables: set once the database is ready. */
export interface AppEnv {
  Variables: { services: Services };
}
