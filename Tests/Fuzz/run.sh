#!/usr/bin/env bash
# Builds the libFuzzer targets of Tests/Fuzz and runs each for a bounded time.
#
#   Tests/Fuzz/run.sh [SECONDS] [TARGET...]
#
# SECONDS defaults to 60 per target; TARGETs default to every Sources/fuzz-* target (by the name
# after "fuzz-": segmenters, hosts, escapes, vector-file, simulator, strategies, keyboard-test-file, corpus). Targets run one after another.
#
# Environment:
#   FUZZ_SANITIZERS  what -sanitize= gets (default "fuzzer"; "fuzzer,address" adds ASan, slower)
#   FUZZ_MAX_LEN     the longest input in bytes (default 1024)
#   FUZZ_ARGS        extra libFuzzer flags, e.g. "-seed=1 -jobs=2"
#
# Working corpora live in Tests/Fuzz/.build-fuzz/corpus/TARGET (ignored by git) and start from
# the committed Tests/Fuzz/Seeds/TARGET and Tests/Fuzz/Regressions/TARGET. Each input a target
# fails on (a violation aborts, a trap or sanitizer report crashes, or it runs past 20 s) is copied
# to Tests/Fuzz/Regressions/TARGET/, where `swift test` (FuzzRegressionTests) replays it.
# Exits 0 when every target ran clean, 1 when any found a failing input, 2 on a build error.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seconds=${1:-60}
shift $(( $# > 0 ? 1 : 0 ))
sanitizers=${FUZZ_SANITIZERS:-fuzzer}
max_len=${FUZZ_MAX_LEN:-1024}
scratch="$here/.build-fuzz"

if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
    echo "run.sh: SECONDS must be a whole number, not '$seconds'" >&2
    exit 64
fi

if (( $# > 0 )); then
    targets=("$@")
else
    targets=()
    for dir in "$here"/Sources/fuzz-*; do targets+=("${dir##*/fuzz-}"); done
fi
for target in "${targets[@]}"; do
    if [ ! -d "$here/Sources/fuzz-$target" ]; then
        echo "run.sh: unknown target '$target'; targets: $(cd "$here/Sources" && ls -d fuzz-* | sed 's/^fuzz-//' | tr '\n' ' ')" >&2
        exit 64
    fi
done

# C code (the ICU bridge) gets coverage instrumentation too; the fuzzer's own main links once.
cc_flags=(-Xcc "-fsanitize=${sanitizers/fuzzer/fuzzer-no-link}")
build=(swift build -c release --package-path "$here" --scratch-path "$scratch"
       -Xswiftc "-sanitize=$sanitizers" -Xswiftc -use-ld=lld "${cc_flags[@]}")
echo "run.sh: ${build[*]}"
if ! "${build[@]}"; then
    # An incremental build can keep a stale plan (sources moved between modules, or a new file in
    # the main package it does not see): forget the plan and try once more.
    echo "run.sh: the build failed; trying once more with a fresh build plan" >&2
    rm -f "$scratch/release.yaml" "$scratch/build.db"
    if ! "${build[@]}"; then
        echo "run.sh: the fuzz targets did not build" >&2
        exit 2
    fi
fi
bin=$("${build[@]}" --show-bin-path)

failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    artifacts="$scratch/artifacts/$target"
    log="$scratch/logs/$target.log"
    rm -rf "$artifacts"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    inputs=("$corpus")
    for extra in "$here/Seeds/$target" "$here/Regressions/$target"; do
        [ -d "$extra" ] && inputs+=("$extra")
    done
    # The committed corpus seeds the parsers' targets.
    [ "$target" = vector-file ] && [ -d "$root/Corpus/vectors" ] && inputs+=("$root/Corpus/vectors")
    [ "$target" = keyboard-test-file ] && [ -d "$root/Corpus/keyboard-tests" ] && inputs+=("$root/Corpus/keyboard-tests")
    if [ "$target" = corpus ]; then
        # Small corpus files as seeds (libFuzzer skips inputs longer than -max_len).
        mkdir -p "$scratch/seeds/corpus"
        for file in "$root"/Corpus/*.corpus; do head -c "$max_len" "$file" > "$scratch/seeds/corpus/${file##*/}"; done
        inputs+=("$scratch/seeds/corpus")
    fi
    # A slow unit is saved only past the timeout, which is what fails: libFuzzer's own 10 s would
    # turn load from other work into a finding.
    flags=(-max_total_time="$seconds" -max_len="$max_len" -timeout=20 -report_slow_units=20 -rss_limit_mb=4096
           -artifact_prefix="$artifacts/" -print_final_stats=1)
    [ -f "$here/Dictionaries/$target.dict" ] && flags+=(-dict="$here/Dictionaries/$target.dict")
    # FUZZ_ARGS is split on spaces on purpose: it carries several flags.
    # shellcheck disable=SC2206
    flags+=(${FUZZ_ARGS:-})
    echo "run.sh: fuzz-$target for ${seconds}s (log: $log)"
    # Swift's backtracer would take the crash signal before libFuzzer could save the input.
    SWIFT_BACKTRACE=enable=no "$bin/fuzz-$target" "${flags[@]}" "${inputs[@]}" >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    found=()
    for artifact in "$artifacts"/*; do
        [ -e "$artifact" ] || continue
        mkdir -p "$here/Regressions/$target"
        cp "$artifact" "$here/Regressions/$target/"
        found+=("Tests/Fuzz/Regressions/$target/${artifact##*/}")
    done
    if (( status != 0 || ${#found[@]} > 0 )); then
        failed+=("$target")
        summary+=("$target: FAILED (exit $status, ${runs:-?} runs)")
        grep -E '^violation:|ERROR: libFuzzer|Fatal error|SUMMARY' "$log" | head -8 | sed 's/^/    /'
        for file in "${found[@]}"; do summary+=("    saved $file"); done
    else
        summary+=("$target: clean, ${runs:-?} runs in ${seconds}s")
    fi
done

echo
printf '%s\n' "${summary[@]}"
(( ${#failed[@]} == 0 ))
