#!/usr/bin/env bash
# Builds the ScrollAxis libFuzzer target outside SwiftPM and runs it for SECONDS (default 60) over the committed
# seed corpus. New corpus entries go to a temporary directory; crash files to Tests/Fuzz/.build/artifacts/.
# Exit status: non-zero on any crash, invariant violation or build failure. See Tests/Fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || (( seconds < 1 )); then
    echo "usage: $0 SECONDS   (a whole number ≥ 1; libFuzzer treats 0 as 'forever')" >&2
    exit 2
fi
fuzz_dir="Tests/Fuzz"
build_dir="$fuzz_dir/.build"
binary="$build_dir/fuzz-axis"
optimization="${FUZZ_OPT:--O}"
mkdir -p "$build_dir/artifacts"

sources=(Sources/ScrollAxis/*.swift "$fuzz_dir/FuzzAxis.swift")
# Rebuild when any input is newer than the binary.
needs_build=1
if [[ -x "$binary" ]]; then
    needs_build=0
    for f in "${sources[@]}" "$0"; do
        if [[ "$f" -nt "$binary" ]]; then needs_build=1; break; fi
    done
fi
if [[ "$needs_build" == 1 ]]; then
    echo "fuzz: building $binary ($optimization)" >&2
    # ld.gold warns about every ASan helper symbol; keep the log and show it only when the build fails.
    if ! swiftc -sanitize=fuzzer,address -parse-as-library "$optimization" -module-name FuzzAxis \
        "${sources[@]}" -lm -o "$binary.tmp" >"$build_dir/build.log" 2>&1; then
        grep -v "Cannot export local symbol" "$build_dir/build.log" >&2 || true
        echo "fuzz: build failed" >&2
        exit 2
    fi
    mv "$binary.tmp" "$binary"
fi
# Swift's own backtracer symbolicates for many seconds on every crash; libFuzzer prints the stack already.
export SWIFT_BACKTRACE=enable=no

work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-axis.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
log="$work/log"

status=0
started=$SECONDS
# New entries go to the temporary corpus (first directory); the committed seeds are only read.
"$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=512 -print_final_stats=1 \
    -artifact_prefix="$build_dir/artifacts/" "$work/corpus" "$fuzz_dir/corpus" >"$log" 2>&1 || status=$?
took=$(( SECONDS - started ))

runs="$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)"
elapsed="$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)"
cov="$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 || true)"
if [[ "$status" != 0 ]]; then
    tail -n 60 "$log" >&2
    crash="$(grep -Eo "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //' || true)"
    echo "fuzz: FAILED (exit $status) after ${runs:-?} runs in ${took} s; reproduce with: $binary ${crash:-<crash-file>}" >&2
    exit "$status"
fi
echo "fuzz: ok, ${runs:-?} runs in ${took} s (${elapsed:-?} exec/s, ${cov:-cov ?}, $(ls "$work/corpus" | wc -l) new corpus entries)"
