#!/usr/bin/env bash
# The checks that need no build and no server: `pnpm typecheck`, `pnpm lint`, `pnpm format:check`.
# Each runs even when one before it failed and prints its wall and processor time; the script
# exits non-zero naming those that failed. `.ci/run` runs it beside the tests, `pnpm check`
# before them.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
for check in typecheck lint format:check; do
  printf '\n==> pnpm %s\n' "$check"
  TIMEFORMAT="<== pnpm $check: %0Rs (processor %0Us + %0Ss system)"
  time pnpm --silent "$check" || failed+=("pnpm $check")
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\n'
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
printf '\nstatic checks: all passed\n'
