#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway Debian PostgreSQL 15 cluster on
# loopback, to prove the product works on an external PostgreSQL and not only the embedded one.
# Usage: scripts/with-postgres-15.sh <command...>
set -euo pipefail
PG_BIN=/usr/lib/postgresql/15/bin
[ -x "$PG_BIN/postgres" ] || { echo "PostgreSQL 15 is not installed (apt-get install postgresql-15)" >&2; exit 1; }
dir=$(mktemp -d /tmp/communique-pg15.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
# Trust authentication is acceptable only because the cluster listens on loopback, lives for one
# test run and holds nothing but test data.
as_postgres "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=''" start >/dev/null
echo "PostgreSQL 15 on 127.0.0.1:$port"
DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres" "$@"
