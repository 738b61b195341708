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
 * The kinds of object a migration makes in schema public: catalog, its namespace and owner
 * columns, how an object's name is written, the ALTER that names its kind, which of them, and
 * which dependencies mean that it goes with something else (an extension, 'e'; a sequence with
 * its column, 'a' or 'i'; a table's row type or an array type, 'i').
 */
const CATALOGS = [
  {
    catalog: "pg_class",
    prefix: "rel",
    name: "oid::regclass",
    alter: `CASE o.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END`,
    which: `o.relkind IN ('r', 'p', 'S', 'v', 'm')`,
    goesWith: `d.deptype = 'e' OR (o.relkind = 'S' AND d.deptype IN ('a', 'i'))`,
  },
  {
    catalog: "pg_proc",
    prefix: "pro",
    name: "oid::regprocedure",
    alter: `CASE o.prokind WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END`,
    which: "TRUE",
    goesWith: `d.deptype = 'e'`,
  },
  {
    catalog: "pg_type",
    prefix: "typ",
    name: "oid::regtype",
    alter: `'TYPE'`,
    which: `o.typtype IN ('d', 'e', 'r', 'm')`,
    goesWith: `d.deptype IN ('e', 'i')`,
  },
  {
    catalog: "pg_ts_dict",
    prefix: "dict",
    name: "oid::regdictionary",
    alter: `'TEXT SEARCH DICTIONARY'`,
    which: "TRUE",
    goesWith: `d.deptype = 'e'`,
  },
  {
    catalog: "pg_ts_config",
    prefix: "cfg",
    name: "oid::regconfig",
    alter: `'TEXT SEARCH CONFIGURATION'`,
    which: "TRUE",
    goesWith: `d.deptype = 'e'`,
  },
];

/**
 * Every object in schema public owned by someone else than the role (the setting
 * communique.app_role) and not going with something else, handed to it. Indexes follow their
 * tables; partitions are tables of their own.
 */
const REASSIGN_PUBLIC_OBJECTS = `
DO $$
DECLARE
  role_name text := current_setting('communique.app_role');
  item record;
BEGIN
  FOR item IN
    ${CATALOGS.map(
      (c) => `SELECT format('ALTER %s %s OWNER TO %I', ${c.alter}, o.${c.name}, role_name) AS sql
      FROM ${c.catalog} o
     WHERE o.${c.prefix}namespace = 'public'::regnamespace AND ${c.which}
       AND o.${c.prefix}owner <> (SELECT oid FROM pg_roles WHERE rolname = role_name)
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${c.catalog}'::regclass
                         AND d.objid = o.oid AND (${c.goesWith}))`,
    ).join("\n    UNION ALL\n    ")}
  LOOP
    EXECUTE item.sql;
  END LOOP;
END $$`;
