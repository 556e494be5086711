#!/usr/bin/env bash
# Copies the Chromium-measured fixture corpus from ../shared/fixtures (or the folder
# given) into Tests/Fixtures, replacing what is there. The copies are never edited.
#
#   Scripts/sync-fixtures.sh [corpus-folder]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/fixtures}"
for folder in taffy random breadth; do
    rm -rf "Tests/Fixtures/$folder"
    cp -R "$corpus/$folder" "Tests/Fixtures/$folder"
done
cp "$corpus/SCHEMA.md" Tests/Fixtures/SCHEMA.md
cp "$corpus/README.md" Tests/Fixtures/CORPUS.md
chmod -R u+w Tests/Fixtures
echo "copied $(find Tests/Fixtures -name '*.json' | wc -l) fixtures from $corpus" >&2
