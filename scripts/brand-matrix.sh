#!/usr/bin/env bash
# The brands CI builds, one job each: every folder of brands/ that holds a brand.json, sorted,
# as a JSON array (["educemplois","hotelsjobs",…]). .github/workflows/brands.yml's first job
# prints it and the matrix reads it, so `pnpm brand new <key>` is all a new brand needs.
# BRANDS_DIR names another folder, as it does for the CLI and the server.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${BRANDS_DIR:-brands}"
json=""
while IFS= read -r key; do
  json+="${json:+,}\"$key\""
done < <(for f in "$dir"/*/brand.json; do [ -f "$f" ] && basename "$(dirname "$f")"; done | LC_ALL=C sort)
printf '[%s]\n' "$json"
