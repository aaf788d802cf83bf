#!/bin/sh
# A throwaway PostgreSQL 15 cluster on 127.0.0.1:5433 for the server's integration suite (CI and
# local runs). Run as root. Idempotent: `start` twice is fine, `stop` when absent is fine.
#
#   packages/server/scripts/pg-test-cluster.sh start
#   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5433/app pnpm exec vitest run --project @jobboard/server
#   packages/server/scripts/pg-test-cluster.sh stop
#
# Role "app" owns database "app" and has CREATEDB: each test suite creates and drops its own
# database, so suites run in parallel without seeing each other.
set -eu

VERSION="${PG_VERSION:-15}"
NAME="${PG_CLUSTER:-ci}"
PORT="${PG_PORT:-5433}"
DIR="${PG_DIR:-/tmp/pgci}"

psql_admin() { su postgres -c "psql -X -q -p $PORT -v ON_ERROR_STOP=1 $*"; }

case "${1:-}" in
  start)
    if ! command -v pg_createcluster >/dev/null 2>&1; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      # The package starts its default cluster; the tests do not need it.
      pg_ctlcluster "$VERSION" main stop 2>/dev/null || true
    fi
    if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $NAME"; then
      install -d -o postgres -g postgres "$DIR"
      pg_createcluster "$VERSION" "$NAME" -d "$DIR/data" -p "$PORT" -- --auth-local=trust --auth-host=scram-sha-256 >/dev/null
      # Tests only: trade durability for speed.
      cat >> "/etc/postgresql/$VERSION/$NAME/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
CONF
    fi
    pg_ctlcluster "$VERSION" "$NAME" start 2>/dev/null || pg_ctlcluster "$VERSION" "$NAME" status >/dev/null
    psql_admin "-c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app') THEN CREATE ROLE app LOGIN PASSWORD 'app' CREATEDB; ELSE ALTER ROLE app CREATEDB; END IF; END \\\$\\\$\""
    if [ "$(su postgres -c "psql -X -tA -p $PORT -c \"SELECT 1 FROM pg_database WHERE datname = 'app'\"")" != "1" ]; then
      psql_admin "-c 'CREATE DATABASE app OWNER app'"
    fi
    echo "TEST_DATABASE_URL=postgres://app:app@127.0.0.1:$PORT/app"
    ;;
  stop)
    if pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -qx "$VERSION $NAME"; then
      pg_ctlcluster "$VERSION" "$NAME" stop 2>/dev/null || true
      pg_dropcluster "$VERSION" "$NAME"
    fi
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
