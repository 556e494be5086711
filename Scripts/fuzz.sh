#!/usr/bin/env bash
# Fuzzes Lattice with libFuzzer and AddressSanitizer: the fuzz targets of Fuzz/ (see
# Fuzz/README.md).
#
#   Scripts/fuzz.sh TARGET [SECONDS] [LIBFUZZER-OPTION...]
#   Scripts/fuzz.sh TARGET --runs N [LIBFUZZER-OPTION...]
#
#   Scripts/fuzz.sh css 60                 # the CSS parser for a minute
#   Scripts/fuzz.sh layout --runs 10000000 # ten million inputs, however long they take
#   Scripts/fuzz.sh all 15                 # every target for 15 s (CI's smoke run)
#   Scripts/fuzz.sh json 600 -jobs=2       # any option of libFuzzer's after the time
#
# TARGET: css (the CSS declaration parser), layout (the engine on trees decoded from
# bytes), json (the fixture JSON reader), yaml (the CLI's YAML reader), or all.
#
# The build (release, optimized, with the standard library's debug checks, the engine's
# bounds and consistency checks, libFuzzer and AddressSanitizer) is in .build-fuzz. Each
# target's corpus grows in .build-fuzz/corpus/TARGET from one run to the next, seeded
# from .build-fuzz/seeds/TARGET (the fixtures, the benchmark scenarios at 100 items, the
# examples: written again when they or the target change). An input that breaks an
# invariant, crashes, times out (10 s) or takes too much memory (2 GB) is saved in
# .build-fuzz/crashes/TARGET; run the target on it to reproduce. Prints each target's
# executions and rate, and the path of any such input; exits 1 if there was one. The
# fixtures are read from ../shared/fixtures when it is beside the repository, else from
# the repository's copy of them (Tests/Fixtures).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '4,11p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[[ $# -ge 1 ]] || usage
target=$1
shift
seconds=60
runs=
if [[ $# -ge 1 && $1 == --runs ]]; then
    [[ $# -ge 2 ]] || usage
    runs=$2
    shift 2
elif [[ $# -ge 1 && $1 =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
options=("$@")

case $target in
    css | layout | json | yaml) targets=("$target") ;;
    all) targets=(css layout json yaml) ;;
    *) usage ;;
esac

product() {
    case $1 in
        css) echo FuzzCSS ;;
        layout) echo FuzzLayout ;;
        json) echo FuzzJSON ;;
        yaml) echo FuzzYAML ;;
    esac
}

scratch=.build-fuzz
mkdir -p "$scratch"

# libFuzzer's runtime does not link with gold (the Linux default; it fails with an
# internal error): link with the toolchain's lld, through a SwiftPM toolset.
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
lld="$swift_bin/ld.lld"
[[ -x $lld ]] || lld=$(command -v ld.lld || true)
if [[ -z $lld ]]; then
    echo "error: no ld.lld next to swift ($swift_bin) or on PATH: libFuzzer needs lld" >&2
    exit 1
fi
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > "$scratch/toolset.json"

echo "building the fuzz targets (release, libFuzzer, AddressSanitizer) in $scratch"
# -assert-config Debug keeps the standard library's debug preconditions (the bounds of
# every UnsafeBufferPointer subscript) in an optimized build; LATTICE_CHECKS turns on
# the engine's own bounds checks and the consistency checks of its fast paths;
# LATTICE_FUZZER makes the targets' entry point call libFuzzer. The C code (libyaml,
# under the YAML reader) is instrumented for coverage and checked by ASan too.
swift build --package-path Fuzz -c release --scratch-path "$scratch" --toolset "$scratch/toolset.json" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -assert-config -Xswiftc Debug \
    -Xswiftc -DLATTICE_FUZZER -Xswiftc -DLATTICE_CHECKS \
    -Xcc -fsanitize=fuzzer-no-link,address 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\] (Compiling|Write|Emitting|Linking)' || true
bin=$(swift build --package-path Fuzz -c release --scratch-path "$scratch" --show-bin-path)
for name in "${targets[@]}"; do
    [[ -x $bin/$(product "$name") ]] || { echo "error: the build did not make $bin/$(product "$name")" >&2; exit 1; }
done

# The Swift runtime's backtracer under ASan reports its own reads as use-after-free:
# libFuzzer prints the stack and saves the input instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

failed=0
for name in "${targets[@]}"; do
    executable=$bin/$(product "$name")
    seeds=$scratch/seeds/$name
    corpus=$scratch/corpus/$name
    crashes=$scratch/crashes/$name
    log=$scratch/$name.log
    mkdir -p "$corpus" "$crashes"
    # Seeds made again when the target, the fixtures or the examples changed since.
    stamp=$scratch/seeds/$name.made
    if [[ ! -f $stamp || $executable -nt $stamp ]] \
        || [[ -n $(find Tests/Fixtures Examples $([[ -d ../shared/fixtures ]] && echo ../shared/fixtures) \
            -newer "$stamp" -print -quit) ]]; then
        rm -rf "$seeds"
        "$executable" --write-seeds "$seeds" "$PWD" | tail -1
        touch "$stamp"
        # (Without the inputs of known issues set aside before: each would stop libFuzzer.)
        for input in "$scratch/known/$name"/*; do
            [[ -f $input ]] || continue
            for seed in "$seeds"/*; do
                if cmp -s "$seed" "$input"; then rm -f "$seed"; fi
            done
        done
    fi
    dictionary=$scratch/$name.dict
    case $name in
        css) cp Fuzz/Dictionaries/css.dict "$dictionary" ;;
        json) cat Fuzz/Dictionaries/css.dict Fuzz/Dictionaries/json.dict > "$dictionary" ;;
        yaml) cat Fuzz/Dictionaries/css.dict Fuzz/Dictionaries/yaml.dict > "$dictionary" ;;
        layout) : > "$dictionary" ;;
    esac
    dictionaryOption=()
    [[ -s $dictionary ]] && dictionaryOption=(-dict="$dictionary")
    # A layout input takes from a millisecond to seconds (grids nested deep, millions of
    # tracks: see Fuzz/README.md, "Open findings"), and the slow ones bring new features
    # (more counts of the same code), so they fill the corpus: libFuzzer mutates its
    # inputs more often the faster they run (up to 30 times), every input still reachable.
    scheduleOption=()
    [[ $name == layout ]] && scheduleOption=(-entropic_scale_per_exec_time=1)
    echo "fuzzing $name: $executable, corpus $corpus"
    # libFuzzer stops at the first failure. One of Fuzz/KnownIssues.txt (a bug its
    # regression test shows, not fixed yet) is set aside in $known, with every seed and
    # corpus input equal to it, and fuzzing goes on for the time or runs left.
    known=$scratch/known/$name
    started=$(date +%s)
    executions=0
    knownCount=0
    while true; do
        if [[ -n $runs ]]; then
            limits=(-runs=$((runs - executions)))
        else
            # (libFuzzer takes a time of 0 as no limit.)
            left=$((seconds - ($(date +%s) - started)))
            [[ $left -gt 0 ]] || break
            limits=(-max_total_time=$left)
        fi
        set +e
        "$executable" "$corpus" "$seeds" "${dictionaryOption[@]}" "${scheduleOption[@]}" "${limits[@]}" -timeout=10 -rss_limit_mb=2048 \
            -artifact_prefix="$crashes/" -print_final_stats=1 ${options[@]+"${options[@]}"} > "$log" 2>&1
        status=$?
        set -e
        run=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        # (No final statistics when the run stopped on a failure: the last status line.)
        [[ -n $run ]] || run=$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')
        executions=$((executions + ${run:-0}))
        [[ $status -eq 0 ]] && break
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        message=$(grep -m1 -E 'Fatal error|Precondition failed|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer: (timeout|out-of-memory))' "$log" || true)
        issue=
        while IFS= read -r line; do
            [[ -z $line || $line == \#* ]] && continue
            pattern=${line%% -- *}
            if [[ -n $message && $message == *"$pattern"* ]]; then issue=$line; break; fi
        done < Fuzz/KnownIssues.txt
        if [[ -z $issue || -z $artifact || ! -f $artifact ]]; then
            failed=1
            echo "$name: ${message:-libFuzzer exited with status $status}"
            [[ -n $artifact ]] && echo "$name: FAILED on $artifact (reproduce: $executable $artifact)"
            echo "$name: see $log"
            break
        fi
        knownCount=$((knownCount + 1))
        mkdir -p "$known"
        for input in "$seeds"/* "$corpus"/*; do
            if cmp -s "$input" "$artifact"; then rm -f "$input"; fi
        done
        mv "$artifact" "$known/"
        echo "$name: known issue, input set aside in $known: ${issue#* -- }"
        if [[ $knownCount -ge 20 ]] || { [[ -n $runs ]] && [[ $executions -ge $runs ]]; } \
            || { [[ -z $runs ]] && [[ $(($(date +%s) - started)) -ge $seconds ]]; }; then
            break
        fi
    done
    elapsed=$(($(date +%s) - started))
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    echo "$name: $executions executions in ${elapsed} s (last run ${rate:-?} exec/s), $knownCount known issues," \
        "corpus $(find "$corpus" -type f | wc -l) inputs (log: $log)"
done
exit $failed
