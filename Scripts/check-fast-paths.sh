#!/usr/bin/env bash
# Runs the conformance suite with the engine's consistency checks on: every fast path
# also runs the general rule it stands for and traps when they disagree (see
# Sources/LatticeCore/Layout/ConsistencyChecks.swift). A build of its own, in
# .build-checks (ignored by git).
#
#   Scripts/check-fast-paths.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift test -Xswiftc -DLATTICE_CHECKS --scratch-path .build-checks \
    --filter 'ConformanceTests|PlacementFixtureTests|HugeGridTests|FuzzFindingTests|LaneRunsTests'
