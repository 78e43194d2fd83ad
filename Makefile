# make install [PREFIX=/usr/local] [SCRATCH=.build]: Scripts/install.sh, which says what goes where.
PREFIX ?= /usr/local
SCRATCH ?= .build

.PHONY: install uninstall

install:
	Scripts/install.sh --prefix "$(PREFIX)" --scratch-path "$(SCRATCH)"

uninstall:
	rm -f "$(PREFIX)/bin/swivel" "$(PREFIX)/share/man/man1/swivel.1" \
	  "$(PREFIX)/share/bash-completion/completions/swivel" "$(PREFIX)/share/zsh/site-functions/_swivel" \
	  "$(PREFIX)/share/fish/vendor_completions.d/swivel.fish"
