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
# The man page is swift-argument-parser's generate-manual tool, built from the checkout SwiftPM
# already has in DIR/checkouts (no network), run on the installed executable; if that cannot be
# built, a plainer page is made from `swivel help` of each command. Everything works offline once
# `swift build` has fetched the dependencies.
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

"$swivel" --generate-completion-script bash >"$prefix/share/bash-completion/completions/swivel"
"$swivel" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_swivel"
"$swivel" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/swivel.fish"

# A plainer man page, from `swivel help` of each command: each command's help as a section.
man_page_from_help() {
  echo ".TH SWIVEL 1"
  echo ".SH NAME"
  echo "swivel \\- $("$swivel" --help | sed -n '/^OVERVIEW: /,/^$/p' | tr '\n' ' ' | sed 's/^OVERVIEW: //; s/ *$//')"
  for command in "" $("$swivel" --help | sed -n '/^SUBCOMMANDS:/,/^ *$/p' | awk 'NR > 1 && NF { print $1 }'); do
    echo ".SH \"$(echo "swivel $command" | tr '[:lower:]' '[:upper:]' | sed 's/ *$//')\""
    echo ".nf"
    # roff: a leading . or ' starts a request, and \ an escape.
    "$swivel" help $command | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
    echo ".fi"
  done
}

# The man page: argument-parser's generate-manual, else one made from the help
# (SWIVEL_MAN_FROM_HELP=1 asks for the latter).
pages="$(mktemp -d)"
trap 'rm -rf "$pages"' EXIT
parser="$scratch/checkouts/swift-argument-parser"
if [ -z "${SWIVEL_MAN_FROM_HELP:-}" ] && [ -f "$parser/Package.swift" ] \
  && swift build -c release --package-path "$parser" --scratch-path "$scratch/generate-manual" \
    --product generate-manual >"$pages/build.log" 2>&1 \
  && "$scratch/generate-manual/release/generate-manual" "$swivel" --output-directory "$pages" \
    >>"$pages/build.log" 2>&1 \
  && [ -s "$pages/swivel.1" ]; then
  install -m 644 "$pages/swivel.1" "$prefix/share/man/man1/swivel.1"
else
  echo "install.sh: generate-manual could not be built or run; the man page is made from swivel help" >&2
  tail -5 "$pages/build.log" >&2 2>/dev/null || true
  man_page_from_help >"$pages/swivel.1"
  install -m 644 "$pages/swivel.1" "$prefix/share/man/man1/swivel.1"
fi

echo "Installed $swivel, its man page and bash, zsh and fish completions under $prefix."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "($prefix/bin is not on PATH.)" ;; esac
