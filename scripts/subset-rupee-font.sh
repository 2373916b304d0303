#!/usr/bin/env bash
# Makes apps/web/src/assets/fonts/inter-rupee-wght-normal.woff2: the rupee sign (U+20B9) alone,
# with its weight axis, from @fontsource-variable/inter's latin-ext file (index.css says why).
# Run it again after upgrading @fontsource-variable/inter. Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli). Inter is under the SIL Open Font
# License 1.1 (node_modules/@fontsource-variable/inter/LICENSE), which allows this subset.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
python3 -m fontTools.subset \
  "$root/node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2" \
  --unicodes=U+20B9 --flavor=woff2 \
  --output-file="$root/apps/web/src/assets/fonts/inter-rupee-wght-normal.woff2"
