import type { Lexizer, MachineTranslator, SearchDatabase } from "@communique/store";

export interface Services {
  db: SearchDatabase;
  lexizer: Lexizer;
  /** The machine translation service (TRANSLATE_URL), when configured. */
  machine?: MachineTranslator | undefined;
  /** Whether the database answers, on a connection of its own (healthCheck); else through `db`. */
  health?: (() => Promise<boolean>) | undefined;
}

/** Hono context variables: set once the database is ready. */
export interface AppEnv {
  Variables: { services: Services };
}
