#!/usr/bin/env bash
# Runs the test suite under a sanitizer: AddressSanitizer (with LeakSanitizer) or
# ThreadSanitizer (see Fuzz/README.md).
#
#   Scripts/sanitize.sh [address|thread] [SWIFT-TEST-OPTION...]
#
#   Scripts/sanitize.sh                                  # every test under ASan
#   Scripts/sanitize.sh thread                           # every test under TSan
#   Scripts/sanitize.sh address --filter LatticeCoreTests
#
# A build of its own per sanitizer, in .build-address or .build-thread. Any report (a
# memory error, a leak, a data race) fails the run.
#
# The build is incremental, and an incremental build can leave a module compiled for a
# struct's old layout after a private stored property is added to it (swiftlang/swift#89636):
# a crash that a fresh build does not show is that. Remove the folder and run again.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:-address}
[[ $# -gt 0 ]] && shift
case $sanitizer in
    address)
        # Stop at the first error; leaks are reported at exit and fail the run, but for
        # those of Scripts/lsan-suppressions.txt (the SwiftUI stand-in's test host, and
        # Foundation's).
        export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}
        export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0}
        ;;
    thread)
        # Every race is reported, and the run fails at exit if there was one.
        export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:exitcode=66}
        ;;
    *)
        sed -n '5,9p' "$0" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac
# The Swift runtime's backtracer, reading the crashed process's memory under ASan,
# is reported as a use after free: let the sanitizer print the stack instead.
export SWIFT_BACKTRACE=enable=no

swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" "$@"
