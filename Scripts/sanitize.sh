#!/usr/bin/env bash
# Runs the test suite under the sanitizers (Fuzz/README.md, "Sanitizers").
#
#   Scripts/sanitize.sh            AddressSanitizer (with LeakSanitizer), then ThreadSanitizer
#   Scripts/sanitize.sh address    AddressSanitizer only
#   Scripts/sanitize.sh thread     ThreadSanitizer only
#
# Each sanitizer builds into a scratch folder of its own (.build-asan, .build-tsan), so the
# normal build is left alone. A report fails the run: sanitizers halt on the first error.
set -euo pipefail
cd "$(dirname "$0")/.."

modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(address thread)
for mode in "${modes[@]}"; do
  case "$mode" in
  address)
    # LeakSanitizer runs with AddressSanitizer on Linux; leaks at exit are reported too, but
    # for the toolchain's own (Scripts/lsan.supp).
    ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1} \
      LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0} \
      swift test --scratch-path .build-asan --sanitize address
    ;;
  thread)
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} swift test --scratch-path .build-tsan --sanitize thread
    ;;
  *)
    echo "usage: Scripts/sanitize.sh [address] [thread]" >&2
    exit 2
    ;;
  esac
done
