#!/usr/bin/env bash
# Rewrites Tests/LatticeTests/KnownFailures.txt from a `lattice conformance` run:
# every failing fixture, with its first mismatch as the reason.
#
#   Scripts/update-known-failures.sh [folder ...]   (default: Tests/Fixtures Tests/MeasuredCases)
#
# A reason written by hand (one that does not start with "root", which generated
# reasons do) is kept for fixtures that still fail. The benchmark cases' lines
# (`bench/…`, checked by BenchmarkAnswerTests, not by a conformance run) are kept
# as they are. Set CONFIGURATION=release to
# run a release build (faster layout, slower build).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then set -- Tests/Fixtures Tests/MeasuredCases; fi
list=Tests/LatticeTests/KnownFailures.txt
run=$(mktemp)
trap 'rm -f "$run"' EXIT

swift build -c "${CONFIGURATION:-debug}" --product lattice >&2
"$(swift build -c "${CONFIGURATION:-debug}" --show-bin-path)/lattice" conformance "$@" >"$run"

{
    # The header: the comment lines the list starts with.
    awk '/^#/ { print; next } { exit }' "$list"
    echo
    grep '^bench/' "$list" && echo
    # FAIL lines are `FAIL <name>: <reason>`; the old list supplies hand-written reasons.
    awk -v old="$list" '
        BEGIN {
            while ((getline entry < old) > 0) {
                if (entry ~ /^[[:space:]]*#/ || index(entry, "#") == 0) continue
                name = entry; sub(/[[:space:]]*#.*/, "", name); gsub(/^[[:space:]]+/, "", name)
                reason = entry; sub(/^[^#]*#[[:space:]]*/, "", reason)
                if (reason !~ /^root/) kept[name] = reason
            }
        }
        /^FAIL / {
            line = substr($0, 6); colon = index(line, ": ")
            name = substr(line, 1, colon - 1); reason = substr(line, colon + 2)
            if (name in kept) reason = kept[name]
            print name "  # " reason
        }
    ' "$run"
} >"$list.new"
mv "$list.new" "$list"

echo "$(grep -c '^[^#[:space:]]' "$list" || true) known failures written to $list; $(tail -n 1 "$run")" >&2
