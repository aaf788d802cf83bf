#!/usr/bin/env bash
# `pnpm start`: build what the site needs (brands, client and SSR bundles; a warm build takes a
# few seconds and rewrites no image), then start the one process that serves every brand.
set -euo pipefail
cd "$(dirname "$0")/.."
# SITE_BUILT=1 skips it: the start-command test runs this script beside other tests that read
# the build, which a rebuild would empty under them.
if [ "${SITE_BUILT:-}" != 1 ]; then
  # Each step says what it does and shows its own progress: the first build takes a minute.
  echo "Building the brands (pnpm brand build)…"
  pnpm --silent brand build
  echo "Building the site (client and server bundles)…"
  pnpm --silent --filter @jobboard/core build
fi
# The flagship general board answers plain localhost (docs/brands.md).
export DEFAULT_BRAND="${DEFAULT_BRAND:-jobboard}"
# Mail links of a developer's server point at it, one host per brand (README: PUBLIC_ORIGIN).
# (Not a ${PUBLIC_ORIGIN:-…} default: the "}" of {brand} would end that expansion early.)
if [ -z "${PUBLIC_ORIGIN:-}" ]; then
  export PUBLIC_ORIGIN="http://{brand}.localhost:${PORT:-3000}"
fi
# The server replaces this shell (exec) and is not run through a second pnpm: a signal (Ctrl-C,
# SIGTERM) reaches it alone, it shuts down cleanly and its exit status (0) is the command's. A
# nested `pnpm --filter … start` would report the stop as a failed run. The same command as
# packages/server's "start" script.
# The C library's settings (packages/server/src/config/node-flags.ts, SERVER_PROCESS_ENV).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
cd packages/server
exec node --import tsx src/server.ts
