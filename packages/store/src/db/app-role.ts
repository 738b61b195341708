import pg from "pg";

/**
 * The role the product connects as to the embedded database: it logs in, owns the product's
 * database and what is in it (so it can migrate, import and search), and nothing else: not a
 * superuser, it cannot create roles or databases, read or write the server's files, run programs
 * (COPY ... PROGRAM) or load code. A query an attacker managed to shape would have only the
 * product's own data to reach. The superuser stays for the few things only it may do: creating
 * the database and this role, and counting the server's other clients before stopping it.
 */
export const APP_ROLE = "communique";

/**
 * Creates the role if needed (its password kept in step with `password`), gives it the database,
 * and hands it what an earlier version created as the superuser in the database's public schema:
 * tables, sequences, views, functions, types and text search objects (extensions' objects stay
 * with the extension). Idempotent; `adminUrl` is a superuser connection to `database`.
 */
export async function ensureAppRole(adminUrl: string, database: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // One process at a time: two starts on one DATA_DIR (a site and an import) could race here.
    await client.query("SELECT pg_advisory_lock(4242003)");
    const { rowCount } = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [APP_ROLE]);
    const attributes = "LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS";
    const literal = (await client.query<{ l: string }>("SELECT quote_literal($1) AS l", [password])).rows[0]!
      .l;
    await client.query(
      `${rowCount ? "ALTER" : "CREATE"} ROLE ${APP_ROLE} WITH ${attributes} PASSWORD ${literal}`,
    );
    await client.query(`ALTER DATABASE "${database}" OWNER TO ${APP_ROLE}`);
    await client.query(`ALTER SCHEMA public OWNER TO ${APP_ROLE}`);
    await client.query("SELECT set_config('communique.app_role', $1, false)", [APP_ROLE]);
    await client.query(REASSIGN_PUBLIC_OBJECTS);
  } finally {
    await client.end();
  }
}

/**
 * Every object in schema public owned by someone else than the role (the setting
 * communique.app_role) and not part of an extension, handed to it. Indexes and the sequences of
 * identity and serial columns follow their tables; partitions are tables of their own.
 */
const REASSIGN_PUBLIC_OBJECTS = `
DO $$
DECLARE
  role_name text := current_setting('communique.app_role');
  item record;
BEGIN
  FOR item IN
    SELECT format('ALTER %s %s OWNER TO %I',
                  CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                                 WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
                  c.oid::regclass, role_name) AS sql
      FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'S', 'v', 'm')
       AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                         AND (d.deptype = 'e' OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO %I', CASE p.prokind WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END,
                  p.oid::regprocedure, role_name)
      FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace
       AND p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                         AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, role_name)
      FROM pg_type t
     WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('d', 'e', 'r', 'm')
       AND t.typowner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                         AND d.objid = t.oid AND d.deptype IN ('e', 'i'))
    UNION ALL
    SELECT format('ALTER TEXT SEARCH DICTIONARY %s OWNER TO %I', x.oid::regdictionary, role_name)
      FROM pg_ts_dict x
     WHERE x.dictnamespace = 'public'::regnamespace
       AND x.dictowner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_ts_dict'::regclass
                         AND d.objid = x.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER TEXT SEARCH CONFIGURATION %s OWNER TO %I', x.oid::regconfig, role_name)
      FROM pg_ts_config x
     WHERE x.cfgnamespace = 'public'::regnamespace
       AND x.cfgowner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_ts_config'::regclass
                         AND d.objid = x.oid AND d.deptype = 'e')
  LOOP
    EXECUTE item.sql;
  END LOOP;
END $$`;
