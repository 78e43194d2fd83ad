#!/usr/bin/env bash
# Runs Swivel's libFuzzer targets (Fuzz/README.md).
#
#   Scripts/fuzz.sh TARGET SECONDS   one target: FuzzScenario, FuzzInfoPlist, FuzzTrace, FuzzIIO, FuzzWatch,
#                                    FuzzPBXProj, FuzzXCConfig, FuzzStoryboard or FuzzSwiftSource
#   Scripts/fuzz.sh all SECONDS      each target in turn, SECONDS each
#
# Builds the target with coverage and AddressSanitizer into Fuzz/.build-fuzz, then fuzzes from
# its committed seed corpus (Fuzz/Corpus/TARGET, never written to) with a working corpus in
# Fuzz/Work/TARGET and the format's keywords (Fuzz/Dictionaries/TARGET.dict). An input taking
# more than a second, or 2 GiB, counts as a finding; findings are written to Fuzz/Findings/.
# Extra arguments after SECONDS go to libFuzzer (-jobs=2, -runs=N, …).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

targets=(FuzzScenario FuzzInfoPlist FuzzTrace FuzzIIO FuzzWatch FuzzPBXProj FuzzXCConfig FuzzStoryboard FuzzSwiftSource)
usage() { echo "usage: Scripts/fuzz.sh {$(IFS='|'; echo "${targets[*]}")|all} SECONDS [libFuzzer options]" >&2; exit 2; }
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage

run() {
  local name=$1
  shift
  swift build --scratch-path .build-fuzz --product "$name" --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
  mkdir -p "Work/$name" Findings
  # The Swift runtime's backtracer, on a crash, makes AddressSanitizer report its memory reader
  # instead of the crash (Fuzz/README.md).
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/../Scripts/lsan.supp} ".build-fuzz/debug/$name" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
    -dict="Dictionaries/$name.dict" -artifact_prefix="Findings/$name-" -print_final_stats=1 "$@" \
    "Work/$name" "Corpus/$name"
}

if [ "$target" = all ]; then
  for name in "${targets[@]}"; do run "$name" "$@"; done
else
  [[ " ${targets[*]} " == *" $target "* ]] || usage
  run "$target" "$@"
fi
