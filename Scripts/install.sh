#!/usr/bin/env bash
# Installs swivel as a command: a release build, its shell completions and its man page.
#
#   Scripts/install.sh [--prefix PREFIX] [--scratch-path DIR]     (or: make install PREFIX=…)
#
#   PREFIX/bin/swivel                                   the executable
#   PREFIX/share/man/man1/swivel.1                      the man page (man swivel)
#   PREFIX/share/bash-completion/completions/swivel     bash completion
#   PREFIX/share/zsh/site-functions/_swivel             zsh completion
#   PREFIX/share/fish/vendor_completions.d/swivel.fish  fish completion
#
# PREFIX is /usr/local by default; DIR is SwiftPM's scratch path (.build by default), where the
# release build goes. On Linux the Swift standard library and Foundation are linked statically
# (--static-swift-stdlib), so the installed swivel runs without the toolchain's shared libraries
# (the system's libxml2 is still linked dynamically, as FoundationXML wants it);
# Objective-C is read by Swivel's own lexer, so nothing else is needed. On macOS the Swift runtime is the system's.
#
# The executable is stripped of its symbol table (about 40% of its size; Swift's metadata, which
# the program reads, is not in it). The man page is `swivel manual`: man(7) roff made from each
# command's help, with an EXIT STATUS section. Everything works offline once `swift build` has
# fetched the dependencies.
set -euo pipefail

prefix=/usr/local
scratch=.build
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --scratch-path) scratch="${2:?--scratch-path needs a folder}"; shift 2 ;;
    --scratch-path=*) scratch="${1#--scratch-path=}"; shift ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

static=()
if [ "$(uname -s)" = Linux ]; then static=(--static-swift-stdlib); fi
swift build -c release --scratch-path "$scratch" --product swivel "${static[@]}"
built="$(swift build -c release --scratch-path "$scratch" --show-bin-path "${static[@]}")/swivel"

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$built" "$prefix/bin/swivel"
swivel="$prefix/bin/swivel"
# The symbol table is for debuggers and linkers, not for running the command.
if command -v strip >/dev/null 2>&1; then strip "$swivel"; else echo "install.sh: no strip; swivel is installed unstripped" >&2; fi

"$swivel" --generate-completion-script bash >"$prefix/share/bash-completion/completions/swivel"
"$swivel" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_swivel"
"$swivel" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/swivel.fish"

"$swivel" manual >"$prefix/share/man/man1/swivel.1"
chmod 644 "$prefix/share/man/man1/swivel.1"

echo "Installed $swivel, its man page and bash, zsh and fish completions under $prefix."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "($prefix/bin is not on PATH.)" ;; esac
