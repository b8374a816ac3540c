# Zashiki: `make run` plays, `make test` checks everything. Both set up what they need.
GO ?= go

.PHONY: run test deps vet unit fuzz wasm-unit smoke browser web web-size serve sim generate fps

run: deps
	$(GO) run .

test: deps vet unit fuzz wasm-unit smoke browser

deps:
	@bash build/deps.sh

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }

unit:
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -count=1 -timeout 20m ./...

# Saves made of random bytes and of mutated real saves, loaded and resumed for a few seconds
# (save.FuzzResume) on top of its seeds, which the unit step runs.
fuzz:
	$(GO) test ./save/ -run '^$$' -fuzz FuzzResume -fuzztime 5s
	$(GO) test ./server/ -run '^$$' -fuzz FuzzHandle -fuzztime 5s

# The pure packages also pass under Go's WebAssembly test runner (node); -short plays a tenth
# of the random games there (the full counts run natively above).
wasm-unit:
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm $(GO) test -short -count=1 ./rules/... ./bots/... ./save/... ./session/... ./assets/art/

# A whole Free Eight game in a real window, the frame meter, and 超人ロック played through
# real clicks (a 7-seat table: set-up, a planet-phase turn, a combat, a chart roll, an
# objection).
smoke:
	bash build/smoke.sh
	bash build/locke-clicks.sh

# The browser build within its download budget (web-size), then in headless Chromium, through
# real clicks.
browser: web-size
	bash build/browser-test.sh

web:
	bash build/web.sh

# Fails when the compressed download is over its budget (5,000,000 bytes, issue 15).
web-size:
	bash build/web-size.sh

serve: web
	$(GO) run ./build/serve -dir build/web -addr 127.0.0.1:8080

sim:
	$(GO) run . sim -game freeeight -games 2000 -seed 1 -bots heuristic,random,random,random

generate:
	$(GO) generate ./assets

# The frame meter on every table (docs/PERFORMANCE.md, "Frame meter"): about 40 s a game.
FPS_SECS ?= 20
fps:
	$(GO) build -o out/zashiki .
	for g in freeeight napoleon boss chaos locke; do \
	  xvfb-run -a -s "-screen 0 1280x720x24" out/zashiki fps -game $$g -secs $(FPS_SECS) || exit 1; \
	done
