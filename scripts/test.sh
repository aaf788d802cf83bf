#!/usr/bin/env bash
# `pnpm test`: every test. With arguments, they go straight to `vitest run` (one project or file).
#
# 1. builds the brands and the site (the SSR and end-to-end tests serve the real build);
# 2. runs every Vitest project (unit, integration on embedded PGlite, end-to-end in Chromium);
# 3. runs the server's integration suite again on a PostgreSQL server: TEST_DATABASE_URL when
#    set, otherwise a throwaway Debian PostgreSQL cluster when this machine has one and we are root.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then
  exec pnpm exec vitest run "$@"
fi

started=$(date +%s)
step() { printf '\n==> %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

step "build the brands and the site"
pnpm --silent build:site >/dev/null

# Each runner also writes a JSON report; the last line adds them up ("N passed, N failed").
reports=test-results/counts
rm -rf "$reports" && mkdir -p "$reports"
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$reports/$1.json"; }

step "vitest: every project (server suite on PGlite)"
# shellcheck disable=SC2046
pnpm exec vitest run $(vitest_json all)

step "playwright: per-brand aria snapshots and screenshots"
pnpm test:brands

cluster_started=""
stop_cluster() { [ -n "$cluster_started" ] && packages/server/scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; }
trap stop_cluster EXIT

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" = "0" ] && compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    if ! pg_lsclusters -h 2>/dev/null | awk '$3 == 5433 && $4 == "online"' | grep -q .; then
      packages/server/scripts/pg-test-cluster.sh start >/dev/null
      cluster_started=1
    fi
    export TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5433/app
  else
    printf '\n(skipped) server suite on PostgreSQL: set TEST_DATABASE_URL, or run as root with Debian PostgreSQL installed\n'
    node scripts/count-tests.mjs "$reports" test-results/brands/report.json
    exit 0
  fi
fi

step "vitest: server suite on PostgreSQL"
# shellcheck disable=SC2046
pnpm exec vitest run --project @jobboard/server $(vitest_json postgresql)

step "done"
node scripts/count-tests.mjs "$reports" test-results/brands/report.json
