#!/bin/sh
# The Swift compiler for Scripts/fuzz.sh --unsanitized-syntax (SwiftPM runs it as SWIFT_EXEC):
# swift-syntax's modules (SwiftSyntax, SwiftParser, … : every module named Swift… or _Swift…)
# are compiled with coverage but without AddressSanitizer; every other module, Swivel's own
# among them, and the link, as SwiftPM asks. The real compiler is SWIVEL_REAL_SWIFTC.
real=${SWIVEL_REAL_SWIFTC:?set SWIVEL_REAL_SWIFTC to the Swift compiler}
module=
previous=
for argument in "$@"; do
  if [ "$previous" = "-module-name" ]; then module=$argument; fi
  previous=$argument
done
case $module in
  Swift[A-Z]* | _Swift*)
    # Rebuilds the arguments in place, each once: only the sanitizer list changes.
    for argument in "$@"; do
      shift
      if [ "$argument" = "-sanitize=fuzzer,address" ]; then argument=-sanitize=fuzzer; fi
      set -- "$@" "$argument"
    done
    ;;
esac
exec "$real" "$@"
