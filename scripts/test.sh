#!/usr/bin/env bash
# `pnpm test`: every test. With arguments, they go straight to `vitest run` (one project or file).
#
# 1. builds the brands and the site once (the SSR and end-to-end tests serve the real build),
#    with fast precompression: the tests check the .gz and .br files, not their ratio; a
#    throwaway PostgreSQL cluster starts meanwhile (step 3);
# 2. seeds the demo data once into a DATA_DIR that the test servers start from;
# 3. runs every Vitest project (unit, integration on embedded PGlite, end-to-end in Chromium
#    against one shared server) and, in the same queue, the server test files whose behaviour
#    can differ on a PostgreSQL server (packages/server/vitest.config.ts says which and why) on
#    TEST_DATABASE_URL when set, otherwise on a throwaway Debian PostgreSQL cluster when this
#    machine has one and we are root; and
# 4. at the same time, the per-brand snapshot tests (Playwright). Browser files wait on Chromium
#    and on servers as much as they compute: side by side the runners keep both cores busy (the
#    snapshots' output is printed when they end).
# Each step prints how long it took and the processor time it used (all its processes); the
# last lines add up the tests ("N passed, N failed"). A runner that fails does not stop the
# later ones: every step runs and is timed, and the script exits non-zero at the end, naming
# the steps that failed.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then
  exec pnpm exec vitest run "$@"
fi

started=$(date +%s)
step_started=$started
step_name=""
timings=()
# Processor seconds used so far by this script's finished children (their own children included):
# a step's share tells its work from its waiting, whatever else the machine runs.
cpu_seconds() {
  local stat
  stat=$(cat /proc/$$/stat 2>/dev/null) || {
    echo 0
    return
  }
  stat=${stat##*) }
  # shellcheck disable=SC2086
  set -- $stat
  echo $(((${14} + ${15}) / $(getconf CLK_TCK)))
}
step_cpu=$(cpu_seconds)
# That figure misses what is not reaped through this script's children: Chromium's renderer and
# GPU processes (a browser of four visits used 4.3 processor seconds, of which its launcher
# was credited 1.3). So each step also says how busy the whole machine was (/proc/stat: other
# load included, none on a CI runner): whether its cores were idle.
machine_ticks() {
  local _cpu user nice system idle iowait irq softirq steal
  read -r _cpu user nice system idle iowait irq softirq steal _ </proc/stat 2>/dev/null || {
    echo "0 0"
    return
  }
  echo "$((user + nice + system + irq + softirq + steal)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}
step_machine=$(machine_ticks)
busy_percent() {
  local busy0 all0 busy1 all1
  read -r busy0 all0 <<<"$1"
  read -r busy1 all1 <<<"$2"
  if [ "$((all1 - all0))" -gt 0 ]; then echo "$(((busy1 - busy0) * 100 / (all1 - all0)))"; else echo "?"; fi
}
end_step() {
  local now cpu machine busy
  now=$(date +%s)
  cpu=$(cpu_seconds)
  machine=$(machine_ticks)
  busy=$(busy_percent "$step_machine" "$machine")
  step_machine=$machine
  if [ -n "$step_name" ]; then
    printf '<== %s: %ss (processor %ss; machine %s%% busy)\n' "$step_name" "$((now - step_started))" "$((cpu - step_cpu))" "$busy"
    timings+=("$(printf '%5ss %6s  %s' "$((now - step_started))" "($((cpu - step_cpu))s)" "$step_name")")
  fi
  step_started=$now
  step_cpu=$cpu
}
step() {
  end_step
  step_name="$*"
  printf '\n==> %s (at %ss)\n' "$*" "$((step_started - started))"
}
failed=()
# Runs a test runner; a failure is noted for the end instead of stopping the script.
run() { "$@" || failed+=("$step_name"); }
finish() {
  end_step
  step_name=""
  printf '\nstep times (wall, processor):\n'
  printf '  %s\n' "${timings[@]}"
  printf '  %5ss %6s  total\n' "$(($(date +%s) - started))" "($(cpu_seconds)s)"
  node scripts/count-tests.mjs "$reports" test-results/brands/report.json
  if [ ${#failed[@]} -gt 0 ]; then
    printf 'failed: %s\n' "${failed[@]}"
    exit 1
  fi
}

# The PostgreSQL pass's server: TEST_DATABASE_URL, else a throwaway cluster (root and Debian's
# PostgreSQL), started in the background now and awaited before the pass. PG_PORT (and PG_CLUSTER,
# PG_DIR: pg-test-cluster.sh) give it another port than 5433, for two runs at once.
mkdir -p test-results
pg_url=${TEST_DATABASE_URL:-}
pg_port=${PG_PORT:-5433}
cluster=""
cluster_started=""
stop_cluster() { [ -n "$cluster_started" ] && packages/server/scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; }
trap stop_cluster EXIT
if [ -z "$pg_url" ] && [ "$(id -u)" = "0" ] && compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  if ! pg_lsclusters -h 2>/dev/null | awk -v port="$pg_port" '$3 == port && $4 == "online"' | grep -q .; then
    cluster_started=1
    packages/server/scripts/pg-test-cluster.sh start >test-results/pg-cluster.log 2>&1 &
    cluster=$!
  fi
  pg_url=postgres://app:app@127.0.0.1:$pg_port/app
fi

step "build the brands and the site"
FAST_PRECOMPRESS=1 pnpm --silent build:site >/dev/null

# Each runner also writes a JSON report; the last line adds them up ("N passed, N failed").
reports=test-results/counts
rm -rf "$reports" && mkdir -p "$reports"
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$reports/$1.json"; }

step "seed the demo data once (the test servers start from a copy)"
export JOBBOARD_E2E_DATA_TEMPLATE="$PWD/test-results/data-template"
# The site is built (step 1): the servers of this run build nothing again.
export JOBBOARD_E2E_SITE_BUILT=1
pnpm --silent --dir tests exec tsx seed-data-template.ts "$JOBBOARD_E2E_DATA_TEMPLATE" >/dev/null

if [ -n "$cluster" ] && ! wait "$cluster"; then
  cat test-results/pg-cluster.log
  failed+=("start a throwaway PostgreSQL cluster")
  pg_url=""
fi

step "vitest: every project (the server suite on PGlite and on PostgreSQL), and beside it the per-brand snapshots (Playwright)"
# One queue for every Vitest file, the PostgreSQL pass included (a project of its own when
# POSTGRESQL_PASS_URL is set: vitest.config.ts), and the snapshots' own runner at the same time:
# browser files wait on Chromium and servers part of the time, which the others fill.
brands_log=$reports/brands.log
brands_started=$(date +%s)
# Its own end time and status are written when it ends: it is waited for after Vitest.
(
  status=0
  pnpm test:brands >"$brands_log" 2>&1 || status=$?
  date +%s >"$reports/brands.ended"
  exit "$status"
) &
brands=$!
# shellcheck disable=SC2046
# (TEST_DATABASE_URL is the pass's server: the PGlite project runs without it.)
run env -u TEST_DATABASE_URL ${pg_url:+POSTGRESQL_PASS_URL=$pg_url} pnpm exec vitest run $(vitest_json all)
vitest_ended=$(date +%s)
brands_status=0
wait "$brands" || brands_status=$?
brands_ended=$(cat "$reports/brands.ended" 2>/dev/null || date +%s)
printf '\n--- playwright: per-brand aria snapshots and screenshots (%ss; Vitest %ss) ---\n' \
  "$((brands_ended - brands_started))" "$((vitest_ended - brands_started))"
cat "$brands_log"
[ "$brands_status" = 0 ] || failed+=("playwright: per-brand aria snapshots and screenshots")
if [ -z "$pg_url" ]; then
  printf '\n(skipped) server suite on PostgreSQL: set TEST_DATABASE_URL, or run as root with Debian PostgreSQL installed\n'
fi

finish
