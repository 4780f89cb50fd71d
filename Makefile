# Torreya build, test and packaging. `make run` and `make test` are all a fresh
# Debian or Ubuntu machine needs: both install what is missing first.

SHELL := /bin/bash
GO ?= go
APP_NAME    := $(shell sed -n 's/^Name *= *"\(.*\)"/\1/p' FyneApp.toml)
APP_ID      := $(shell sed -n 's/^ID *= *"\(.*\)"/\1/p' FyneApp.toml)
APP_VERSION := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
APP_BUILD   := $(shell sed -n 's/^Build *= *\([0-9]*\)/\1/p' FyneApp.toml)
FYNE_TOOLS  := fyne.io/tools/cmd/fyne@v1.7.4
# Staticcheck 2026.2.2, the newest release; it reads Go 1.26 code.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
BUILD       := build

# Debian packages: header or program that proves each one is present.
APT_PKGS := gcc pkg-config libgl1-mesa-dev xorg-dev libgtk-3-dev libasound2-dev xvfb imagemagick xdotool gnugo fonts-noto-cjk

.PHONY: train book referee ab ladder settled all deps run build gtp match test test-display fmt-check vet modcheck staticcheck depcheck bench fuzz package screenshot startup clean

all: build

deps:
	@missing=""; \
	command -v gcc >/dev/null || missing="$$missing gcc"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	[ -e /usr/include/GL/gl.h ] || missing="$$missing libgl1-mesa-dev"; \
	[ -e /usr/include/X11/extensions/Xrandr.h ] && [ -e /usr/include/X11/Xcursor/Xcursor.h ] \
		&& [ -e /usr/include/X11/extensions/Xinerama.h ] && [ -e /usr/include/X11/extensions/XInput2.h ] \
		&& [ -e /usr/include/X11/extensions/xf86vmode.h ] || missing="$$missing xorg-dev"; \
	pkg-config --exists gtk+-3.0 2>/dev/null || missing="$$missing libgtk-3-dev"; \
	pkg-config --exists alsa 2>/dev/null || missing="$$missing libasound2-dev"; \
	command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
	command -v import >/dev/null || missing="$$missing imagemagick"; \
	command -v xdotool >/dev/null || missing="$$missing xdotool"; \
	[ -x /usr/games/gnugo ] || missing="$$missing gnugo"; \
	[ -n "$$(fc-list :lang=ko 2>/dev/null)" ] || missing="$$missing fonts-noto-cjk"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	echo "deps: installing$$missing"; \
	if ! command -v apt-get >/dev/null; then \
		echo "deps: this is not an apt-based system; install the equivalents of:$$missing (see README)"; exit 1; fi; \
	sudo=""; if [ "$$(id -u)" != 0 ]; then \
		if command -v sudo >/dev/null; then sudo="sudo"; else \
		echo "deps: need root to install$$missing; run 'sudo make deps' or install them yourself"; exit 1; fi; fi; \
	$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing >/dev/null

build: deps
	mkdir -p $(BUILD)
	$(GO) build -o $(BUILD)/torreya ./cmd/torreya
	CGO_ENABLED=0 $(GO) build -o $(BUILD)/torreya-gtp ./cmd/torreya-gtp

gtp:
	mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $(BUILD)/torreya-gtp ./cmd/torreya-gtp

# The match referee, with the engine it drives (match, ladder and ab).
referee: gtp
	$(GO) build -o $(BUILD)/torreya-match ./cmd/torreya-match

# Games between torreya-gtp and GNU Go level 10 through the project's referee:
# make match GAMES=40 LEVEL=7 SIZE=13 KOMI=7.5 ENGINE_FLAGS="--time 2s".
# Each record in build/match has the two engines' standard error beside it,
# torreya-gtp's with a line on each of its moves (--verbose).
GAMES ?= 20
LEVEL ?= 10
SIZE ?= 9
KOMI ?= 7.5
ENGINE_FLAGS ?=
HANDICAP ?= 0
SEED ?= $(shell date +%s)
# PACHI=path/to/pachi plays Pachi (built with ../shared/tools/pachi/build.sh)
# instead, without its neural network, on PACHI_THREADS threads, thinking
# PACHI_TIME seconds a move less the 2 s it keeps for network lag (-t 3
# thinks 1 s); OPPONENT="command" plays any other GTP engine.
PACHI ?=
PACHI_TIME ?= 3
PACHI_THREADS ?= 2
ifneq ($(PACHI),)
OPPONENT ?= $(PACHI) --nodcnn -t $(PACHI_TIME) threads=$(PACHI_THREADS)
endif
OPPONENT ?= /usr/games/gnugo --mode gtp --level 10 --chinese-rules --capture-all-dead
match: referee
	./$(BUILD)/torreya-match -games $(GAMES) -size $(SIZE) -komi $(KOMI) -handicap $(HANDICAP) -seed $(SEED) -out $(BUILD)/match \
		-engine "./$(BUILD)/torreya-gtp --level $(LEVEL) --verbose $(ENGINE_FLAGS)" \
		-opponent "$(OPPONENT)"

# The level ladder: each level from 2 up against the level below, LADDER_GAMES
# games a pairing with colours alternating, on SIZE with KOMI. Records go under
# build/ladder/LEVEL/.
LADDER_GAMES ?= 20
LADDER_LEVELS ?= 2 3 4 5 6 7 8 9 10
ladder: referee
	@for l in $(LADDER_LEVELS); do \
		echo "level $$l against level $$((l-1)):"; \
		./$(BUILD)/torreya-match -games $(LADDER_GAMES) -size $(SIZE) -komi $(KOMI) -seed $(SEED) \
			-out $(BUILD)/ladder/$$l -engine "./$(BUILD)/torreya-gtp --level $$l $(ENGINE_FLAGS)" \
			-opponent "./$(BUILD)/torreya-gtp --level $$((l-1)) $(ENGINE_FLAGS)" | grep -v '^game ' || exit 1; \
	done

# Stones played after each game's result was settled, in the ladder's records
# (make ladder first), by each level and in all: GNU Go counts every game's
# positions back from the end, and the first position from which on its count
# keeps the winner and moves by two points at most is where the game settled.
settled: referee
	@for l in $(LADDER_LEVELS); do \
		echo "level $$l against level $$((l-1)):"; \
		out=$$(./$(BUILD)/torreya-match -settled $(BUILD)/ladder/$$l) || exit 1; \
		echo "$$out" | grep -v '\.sgf: '; \
	done

# What a heuristic is worth: torreya-gtp with all its knowledge against itself
# without the heuristics in WITHOUT (comma-separated; torreya-gtp -h lists
# them), AB_GAMES games at AB_PLAYOUTS playouts a move on one thread each, so
# the load on the machine does not change the result. A win rate above 50%
# means the heuristics help. Records go under build/ab/WITHOUT/.
WITHOUT ?= rave
AB_GAMES ?= 200
AB_PLAYOUTS ?= 2000
ab: referee
	./$(BUILD)/torreya-match -games $(AB_GAMES) -size $(SIZE) -komi $(KOMI) -seed $(SEED) -out $(BUILD)/ab/$(WITHOUT) \
		-engine "./$(BUILD)/torreya-gtp --playouts $(AB_PLAYOUTS) --time 0 --threads 1" \
		-opponent "./$(BUILD)/torreya-gtp --playouts $(AB_PLAYOUTS) --time 0 --threads 1 --without $(WITHOUT)"

# The learned move priors (ai/gammas.bin, embedded in the player): fitted to
# the game records under TRAIN_DIR by cmd/torreya-train, which also prints how
# well they predict the moves of the records it holds out. The same records
# always give the same table. TRAIN_EXTRA, when set, names more records (a
# file or a folder) to train on, none of them held out: the player's own games.
TRAIN_DIR ?= ../shared/testdata/sgf/05-games
TRAIN_EXTRA ?=
train:
	$(GO) run ./cmd/torreya-train -dir $(TRAIN_DIR) -extra "$(TRAIN_EXTRA)" -out ai/gammas.bin

# The 9x9 opening book (ai/book9.txt, embedded in the player): each position
# read by a long search of the player itself, BOOK_PLAYOUTS playouts on two
# threads, four moves deep, after every first move of the opponent on the third
# line or higher (cmd/torreya-book).
BOOK_PLAYOUTS ?= 500000
book:
	$(GO) run ./cmd/torreya-book -playouts $(BOOK_PLAYOUTS) -out ai/book9.txt

run: build
	./$(BUILD)/torreya $(ARGS)

test: deps fmt-check vet modcheck staticcheck depcheck
	LANGUAGE=en TORREYA_REQUIRE_GNUGO=1 $(GO) test -race -timeout 45m ./...
	$(MAKE) test-display

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet: deps
	$(GO) vet ./...

# go.mod and go.sum say exactly what the code imports: prints the change
# `go mod tidy` would make and fails if there is one.
modcheck:
	$(GO) mod tidy -diff

staticcheck: deps
	$(GO) run $(STATICCHECK) ./...

# Dependencies point one way: cmd -> ui -> {engine/study/* -> engine/sgf, ai} -> engine
# (DESIGN.md); engine, engine/sgf and engine/study are layers, none with an exemption.
depcheck:
	@./.ci/depcheck.sh

# Tests that need a real X display run under Xvfb (they are skipped elsewhere).
# They take about 6 minutes on an idle machine and overran go test's default
# 10 on a loaded one (stop 55), so they have 20.
test-display: deps
	@fd=$$(mktemp); Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$$fd" >/dev/null 2>&1 & xvfb=$$!; \
	for i in $$(seq 100); do [ -s "$$fd" ] && break; sleep 0.1; done; \
	disp=":$$(head -n1 "$$fd")"; rm -f "$$fd"; \
	if [ "$$disp" = ":" ]; then echo "test-display: Xvfb did not start"; kill $$xvfb 2>/dev/null; exit 1; fi; \
	DISPLAY=$$disp TORREYA_DISPLAY_TESTS=1 $(GO) test -count=1 -timeout 20m -run Display ./cmd/...; rc=$$?; \
	kill $$xvfb 2>/dev/null; exit $$rc

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Every fuzz target, FUZZTIME each (Go fuzzes one target at a time): the
# SGF reader and the other formats, the lesson files, the GTP server's
# command handling and the client's reading of an engine's answers, the
# loaders of the preferences, the autosave and the problems' progress, and
# the program opening a record (ui: FuzzOpenRecord). A find is kept under
# the package's testdata/fuzz and then runs with every `go test`.
FUZZTIME ?= 60s
FUZZ_TARGETS := engine/sgf:FuzzParse engine/sgf:FuzzImport engine/study/lesson:FuzzParse \
	ai/gtp:FuzzServe ai/gtp:FuzzClient ai/gtp:FuzzParseAnalysis ai/gtp:FuzzJoinCommand \
	ui:FuzzCheckPreferences ui:FuzzLoadAutosave ui:FuzzLoadProgress ui:FuzzOpenRecord
fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t#*:}; echo "fuzz: $$name in ./$$pkg for $(FUZZTIME)"; \
		CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz="^$$name$$" -fuzztime=$(FUZZTIME) ./$$pkg || exit 1; \
	done

# Builds build/$(APP_NAME).tar.xz: the program, its icon and a .desktop entry
# that opens .sgf files. The fyne tool reads FyneApp.toml (desktop entry
# details, the MIME types it opens) only from the main package's folder, so
# the root file is copied there for the build and removed afterwards.
package: deps
	mkdir -p $(BUILD)
	cp FyneApp.toml cmd/torreya/FyneApp.toml
	cd $(BUILD) && $(GO) run $(FYNE_TOOLS) package --os linux --src $(CURDIR)/cmd/torreya \
		--icon $(CURDIR)/assets/icon.png --name "$(APP_NAME)" --app-id $(APP_ID) \
		--app-version $(APP_VERSION) --app-build $(APP_BUILD) --tags migrated_fynedo --release; \
	status=$$?; rm -f $(CURDIR)/cmd/torreya/FyneApp.toml; exit $$status
	@tar -xOJf $(BUILD)/$(APP_NAME).tar.xz --wildcards '*.desktop' | grep -q '^MimeType=application/x-go-sgf' \
		|| { echo "package: the .desktop entry does not open .sgf files"; exit 1; }
	@echo "package: $(BUILD)/$(APP_NAME).tar.xz"

# Runs the real program under Xvfb on a 19x19 record and a 9x9 game and writes
# PNGs of its window to build/screenshots/.
# Start-up figures: the real program started RUNS times from a fresh home
# folder under a private Xvfb; the time to the first frame with the board
# drawn and the resident memory 3 s after the start, min / median / max.
# First the same for Fyne's floor (cmd/torreya-startup/floor: a menu, a
# label, a button and a wood-coloured area), what Torreya cannot go under.
RUNS ?= 7
startup: build
	$(GO) build -o $(BUILD)/torreya-startup ./cmd/torreya-startup
	$(GO) build -o $(BUILD)/torreya-floor ./cmd/torreya-startup/floor
	@fd=$$(mktemp); Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$$fd" >/dev/null 2>&1 & xvfb=$$!; \
	for i in $$(seq 100); do [ -s "$$fd" ] && break; sleep 0.1; done; \
	disp=":$$(head -n1 "$$fd")"; rm -f "$$fd"; \
	if [ "$$disp" = ":" ]; then echo "startup: Xvfb did not start"; kill $$xvfb 2>/dev/null; exit 1; fi; \
	echo "Fyne's floor:"; DISPLAY=$$disp ./$(BUILD)/torreya-startup -runs $(RUNS) ./$(BUILD)/torreya-floor && \
	echo "Torreya:" && DISPLAY=$$disp ./$(BUILD)/torreya-startup -runs $(RUNS) ./$(BUILD)/torreya; rc=$$?; \
	kill $$xvfb 2>/dev/null; exit $$rc

screenshot: build
	./cmd/torreya/screenshot.sh $(BUILD)/torreya $(BUILD)/screenshots

clean:
	rm -rf $(BUILD)
