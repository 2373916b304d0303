#!/usr/bin/env bash
# Makes the font files in apps/web/src/assets/fonts/ from @fontsource-variable's (every one keeps
# its weight axis):
# - inter-rupee-wght-normal.woff2 and playfair-display-rupee-wght-normal.woff2: the rupee sign
#   (U+20B9) alone, from each font's latin-ext file (inter-font.css says why, decision 033; prices
#   in headings, such as a product's, are in Playfair);
# - inter-latin-wght-normal.woff2 and playfair-display-latin-wght-normal.woff2: the latin files
#   with the same characters, keeping only the OpenType features the shop uses (kerning, marks,
#   ligatures, tabular, proportional, lining and old-style figures). Fractions and Inter's
#   contextual alternates go: 48 → 34 KB and 38 → 35 KB, which a phone fetches before its first
#   paint (decision 035).
# Run it again after upgrading either package. Needs fontTools with brotli (Debian: apt-get install
# python3-fonttools python3-brotli). Both fonts are under the SIL Open Font License 1.1 (the
# packages' LICENSE, copied beside the files), which allows these subsets.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
packages="$root/node_modules/@fontsource-variable"
out="$root/apps/web/src/assets/fonts"
# fontsource's own "latin" range, so the faces' unicode-range stays theirs.
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
features='ccmp,locl,kern,mark,mkmk,liga,rlig,tnum,pnum,lnum,onum'

for font in inter playfair-display; do
  python3 -m fontTools.subset "$packages/$font/files/$font-latin-ext-wght-normal.woff2" \
    --unicodes=U+20B9 --flavor=woff2 --output-file="$out/$font-rupee-wght-normal.woff2"
done
for file in inter/files/inter-latin-wght-normal playfair-display/files/playfair-display-latin-wght-normal; do
  python3 -m fontTools.subset "$packages/$file.woff2" --unicodes="$latin" \
    --layout-features="$features" --flavor=woff2 --output-file="$out/$(basename "$file").woff2"
done
cp "$packages/inter/LICENSE" "$out/Inter-OFL.txt"
cp "$packages/playfair-display/LICENSE" "$out/PlayfairDisplay-OFL.txt"
