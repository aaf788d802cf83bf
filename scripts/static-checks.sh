#!/usr/bin/env bash
# The checks that need no build and no server: `pnpm typecheck`, `pnpm lint`, `pnpm format:check`.
# They run side by side (each is mostly one thread: together they use both cores of a CI
# machine, and beside the tests in `.ci/run` whatever the tests leave idle); each one's output is
# printed in this order once all are done, with its wall and processor time. Each runs even when
# another failed; the script exits non-zero naming those that failed. `.ci/run` runs it beside
# the tests, `pnpm check` before them.
set -uo pipefail
cd "$(dirname "$0")/.."

checks=(typecheck lint format:check)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for i in "${!checks[@]}"; do
  check=${checks[$i]}
  (
    printf '\n==> pnpm %s\n' "$check"
    TIMEFORMAT="<== pnpm $check: %0Rs (processor %0Us + %0Ss system)"
    time pnpm --silent "$check"
  ) >"$logs/$i" 2>&1 &
  pids+=($!)
done

failed=()
for i in "${!checks[@]}"; do
  wait "${pids[$i]}" || failed+=("pnpm ${checks[$i]}")
  cat "$logs/$i"
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\n'
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
printf '\nstatic checks: all passed\n'
