#!/usr/bin/env bash
# Runs Swivel's libFuzzer targets (Fuzz/README.md).
#
#   Scripts/fuzz.sh TARGET SECONDS   one target: FuzzScenario, FuzzInfoPlist, FuzzTrace, FuzzIIO, FuzzWatch,
#                                    FuzzPBXProj, FuzzXCConfig, FuzzStoryboard, FuzzXIB,
#                                    FuzzSwiftSource, FuzzObjCSource, FuzzObjCMacros,
#                                    FuzzObjCLexer, FuzzPackageManifest, FuzzConfiguration or FuzzDraft
#   Scripts/fuzz.sh all SECONDS      each target in turn, SECONDS each
#
# Options, before TARGET:
#   --release   build the targets and Swivel optimised (-O): many times faster for long runs,
#               slower to build (into .build-fuzz/release instead of .build-fuzz/debug)
#   --unsanitized-syntax
#               compile swift-syntax without AddressSanitizer (coverage kept; Swivel's own code
#               still checked), into .build-fuzz-syntax: FuzzSwiftSource and FuzzPackageManifest
#               run about 1.6 times as fast (Fuzz/README.md, *Running*)
#   --jobs N    with `all`, N of 2 or more: build every target first, then run N at once, into
#               Fuzz/Logs/TARGET.log, with one line per target and the end of the log of any
#               that found something (.ci/run's smoke run: --jobs 2 all 60)
#
# Builds the target with coverage and AddressSanitizer into Fuzz/.build-fuzz, then fuzzes from
# its committed seed corpus (Fuzz/Corpus/TARGET, never written to) with a working corpus in
# Fuzz/Work/TARGET and the format's keywords (Fuzz/Dictionaries/TARGET.dict). An input taking
# more than a second, or 2 GiB, counts as a finding; findings are written to Fuzz/Findings/.
# Extra arguments after SECONDS go to libFuzzer (-runs=N, -timeout=S, …). The exit status is
# not 0 when a run found something.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

targets=(FuzzScenario FuzzInfoPlist FuzzTrace FuzzIIO FuzzWatch FuzzPBXProj FuzzXCConfig FuzzStoryboard FuzzXIB FuzzSwiftSource FuzzObjCSource FuzzObjCMacros FuzzObjCLexer FuzzPackageManifest FuzzConfiguration FuzzDraft)
usage() {
  echo "usage: Scripts/fuzz.sh [--release] [--unsanitized-syntax] [--jobs N] {$(IFS='|'; echo "${targets[*]}")|all} SECONDS [libFuzzer options]" >&2
  exit 2
}
configuration=debug
jobs=1
scratch=.build-fuzz
while [ $# -gt 0 ]; do
  case $1 in
    --release) configuration=release; shift ;;
    --unsanitized-syntax) scratch=.build-fuzz-syntax; shift ;;
    --jobs) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage; jobs=$2; shift 2 ;;
    --*) usage ;;
    *) break ;;
  esac
done
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage
if [ "$target" != all ]; then
  [[ " ${targets[*]} " == *" $target "* ]] || usage
fi

build() {
  local compiler=()
  if [ "$scratch" = .build-fuzz-syntax ]; then
    # In a scratch folder of its own: SwiftPM cannot tell that the wrapper changes the flags,
    # and would keep modules built the other way.
    compiler=(env SWIVEL_REAL_SWIFTC="$(command -v swiftc)" SWIFT_EXEC="$PWD/../Scripts/swiftc-unsanitized-syntax.sh")
  fi
  "${compiler[@]}" swift build -c "$configuration" --scratch-path "$scratch" --product "$1" \
    --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
}

fuzz() {
  local name=$1
  shift
  mkdir -p "Work/$name" Findings
  # AddressSanitizer records the stack of each allocation in a table that only grows, and
  # looking a stack up there slows as it fills: FuzzXCConfig fell from 1,000 to 167 executions a
  # second over 750,000 (half its time in that table), and libclang's many allocations made
  # FuzzObjCSource 2.7 times slower from the start. Errors are still caught without those
  # stacks; a report then lacks where the memory was allocated and freed, which replaying the
  # finding without this option gives (Fuzz/README.md).
  local asan_options=${ASAN_OPTIONS:-malloc_context_size=0}
  # The Swift runtime's backtracer, on a crash, makes AddressSanitizer report its memory reader
  # instead of the crash (Fuzz/README.md). LIBCLANG_NOTHREADS makes libclang parse on the
  # calling thread instead of starting a thread with an 8 MiB stack for each file: FuzzObjCLexer,
  # the one target still comparing with libclang, runs faster, the same code either way.
  LIBCLANG_NOTHREADS=1 SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=$asan_options \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/../Scripts/lsan.supp} \
    "$scratch/$configuration/$name" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
    -dict="Dictionaries/$name.dict" -artifact_prefix="Findings/$name-" -print_final_stats=1 "$@" \
    "Work/$name" "Corpus/$name"
}

# One target's run into its log, then one line that says how it went.
fuzz_logged() {
  local name=$1 status=0
  shift
  fuzz "$name" "$@" >"Logs/$name.log" 2>&1 || status=$?
  local runs rate
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "Logs/$name.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "Logs/$name.log")
  if [ "$status" = 0 ]; then
    echo "$name: ${runs:-?} executions in ${seconds} s (${rate:-?}/s), no finding"
  else
    echo "$name: FOUND SOMETHING (exit status $status) after ${runs:-?} executions; the end of Fuzz/Logs/$name.log:"
    tail -n 40 "Logs/$name.log"
  fi
  return "$status"
}

if [ "$target" != all ]; then
  build "$target"
  fuzz "$target" "$@"
elif [ "$jobs" = 1 ]; then
  for name in "${targets[@]}"; do
    build "$name"
    fuzz "$name" "$@"
  done
else
  for name in "${targets[@]}"; do build "$name"; done
  mkdir -p Logs
  failed=0
  running=()
  for name in "${targets[@]}"; do
    fuzz_logged "$name" "$@" &
    running+=($!)
    if [ "${#running[@]}" -ge "$jobs" ]; then
      wait "${running[0]}" || failed=1
      running=("${running[@]:1}")
    fi
  done
  for pid in "${running[@]}"; do wait "$pid" || failed=1; done
  exit "$failed"
fi
