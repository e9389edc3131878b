# Build and install bridgelint: `make install` (to /usr/local/bin), `make install PREFIX=$HOME/.local`.
# Only the Swift toolchain is needed (5.10 or later); DESTDIR is honoured for packaging.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
SWIFT_FLAGS ?= -c release --product bridgelint

.PHONY: all build install uninstall clean

all: build

build:
	$(SWIFT) build $(SWIFT_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/bridgelint" "$(DESTDIR)$(BINDIR)/bridgelint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/bridgelint"

clean:
	$(SWIFT) package clean
