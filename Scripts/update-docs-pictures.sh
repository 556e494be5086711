#!/usr/bin/env bash
# Regenerates the README's pictures under docs/ from the built-in gallery
# (`lattice demo`) and Examples/page-layout.yaml drawn with the grid overlay.
#
#   Scripts/update-docs-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product lattice >&2
lattice="$(swift build --show-bin-path)/lattice"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

"$lattice" demo --out "$scratch" >/dev/null
mkdir -p docs/gallery
rm -f docs/gallery/*.svg
cp "$scratch"/*.svg docs/gallery/
"$lattice" render Examples/page-layout.yaml --grid -o docs/page-layout-grid.svg
echo "updated $(ls docs/gallery/*.svg | wc -l) pictures in docs/gallery and docs/page-layout-grid.svg" >&2
