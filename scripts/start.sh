#!/usr/bin/env bash
# `pnpm start`: build what the site needs (brands, client and SSR bundles; a warm build takes a
# few seconds and rewrites no image), then start the one process that serves every brand.
set -euo pipefail
cd "$(dirname "$0")/.."
# SITE_BUILT=1 skips it: the start-command test runs this script beside other tests that read
# the build, which a rebuild would empty under them.
[ "${SITE_BUILT:-}" = 1 ] || pnpm --silent build:site >/dev/null
# The flagship general board answers plain localhost (DESIGN.md "Hosts").
export DEFAULT_BRAND="${DEFAULT_BRAND:-jobboard}"
# Mail links of a developer's server point at it, one host per brand (README: PUBLIC_ORIGIN).
# (Not a ${PUBLIC_ORIGIN:-…} default: the "}" of {brand} would end that expansion early.)
if [ -z "${PUBLIC_ORIGIN:-}" ]; then
  export PUBLIC_ORIGIN="http://{brand}.localhost:${PORT:-3000}"
fi
exec pnpm --silent --filter @jobboard/server start
