#!/usr/bin/env bash
# Copies the Chromium-measured fixture corpus from ../shared/fixtures (or the folder
# given) into Tests/Fixtures, and Chromium's answers for the benchmark scenarios from
# ../shared/bench/expected (or the bench folder given) into Benchmarks/Expected,
# replacing what is there. The copies are never edited.
#
#   Scripts/sync-fixtures.sh [corpus-folder [bench-folder]]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/fixtures}"
bench="${2:-$(dirname "$corpus")/bench}"
for folder in taffy random breadth; do
    rm -rf "Tests/Fixtures/$folder"
    cp -R "$corpus/$folder" "Tests/Fixtures/$folder"
done
cp "$corpus/SCHEMA.md" Tests/Fixtures/SCHEMA.md
cp "$corpus/README.md" Tests/Fixtures/CORPUS.md
chmod -R u+w Tests/Fixtures
echo "copied $(find Tests/Fixtures -name '*.json' | wc -l) fixtures from $corpus" >&2
rm -f Benchmarks/Expected/*.json
cp "$bench"/expected/*.json Benchmarks/Expected/
chmod u+w Benchmarks/Expected/*.json
echo "copied $(ls Benchmarks/Expected/*.json | wc -l) answer files from $bench/expected" >&2
