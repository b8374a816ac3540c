# Zashiki: `make run` plays, `make test` checks everything. Both set up what they need.
# `make check` is the quick one (vet, gofmt, the pure packages' tests, -short: about a minute).
# build/timings.sh runs `make test` and times it by step.
GO ?= go
SCREEN = xvfb-run -a -s "-screen 0 1280x720x24"
# The scenes package's tests run in shards, one `go test` process each (build/scenes-shards.txt).
SCENES_SHARDS := $(addprefix scenes-,$(shell awk '!/^\#/ && NF { print $$1 }' build/scenes-shards.txt))

.PHONY: run test check deps vet unit unit-packages scenes $(SCENES_SHARDS) fuzz wasm-unit smoke locke-clicks online-clicks cluster browser web web-size serve sim generate fps shots

run: deps
	$(GO) run .

test: deps vet unit fuzz wasm-unit smoke browser

deps:
	@bash build/deps.sh

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }

# The packages without Ebitengine (rules, bots, saves, store, sim, …: whatever neither they nor
# their tests import it), -short: fewer random games; the full counts run in `unit`.
PURE = $(shell $(GO) list -test -f '{{.ImportPath}}|{{join .Deps " "}}' ./... | awk -F'|' \
  '{ p = $$1; sub(/ \[.*/, "", p); sub(/(\.test|_test)$$/, "", p); all[p] = 1; if ($$2 ~ /hajimehoshi\/ebiten/) ebiten[p] = 1 } \
   END { for (p in all) if (!(p in ebiten)) print p }' | sort)

check: vet
	$(GO) test -short -count=1 -timeout 5m $(PURE)

# Every package's tests, full counts: the scenes package in shards (about 2.5 minutes of
# one core and a half in all on a quiet machine, two shards at a time: build/scenes-shards.sh),
# the others in one `go test` (the longest, the server's, about a minute). Each process has its
# own timeout, far above its time. `make scenes-SHARD` runs one shard.
unit: unit-packages scenes

scenes:
	GO=$(GO) bash build/scenes-shards.sh

# The server's tests mostly wait (leases running out, nodes failing over): listed first and
# run three packages at a time, they wait beside the others' work instead of after it.
unit-packages:
	$(SCREEN) $(GO) test -count=1 -p 3 -timeout 15m zashiki/server $$($(GO) list ./... | grep -vx -e zashiki/scenes -e zashiki/server)

$(SCENES_SHARDS): scenes-%:
	GO=$(GO) $(SCREEN) bash build/scenes-shard.sh $*

# Saves made of random bytes and of mutated real saves, loaded and resumed for a few seconds
# (save.FuzzResume) on top of its seeds, which the unit step runs.
fuzz:
	$(GO) test ./save/ -run '^$$' -fuzz FuzzResume -fuzztime 5s
	$(GO) test ./server/ -run '^$$' -fuzz FuzzHandle -fuzztime 5s

# The pure packages also pass under Go's WebAssembly test runner (node); -short plays a
# fortieth of the random games there (the full counts run natively above). The bots first:
# bots/heuristic's searches are the longest, and go test starts packages in the order given.
wasm-unit:
	PATH="$$($(GO) env GOROOT)/lib/wasm:$$PATH" GOOS=js GOARCH=wasm $(GO) test -short -count=1 ./bots/... ./rules/... ./save/... ./session/... ./assets/art/

# A whole Free Eight game in a real window, the frame meter, 超人ロック played through
# real clicks (a 7-seat table: set-up, a planet-phase turn, a combat, a chart roll, an
# objection), and an online Free Eight table joined by its code and played to its end by two
# desktop clients through real clicks.
smoke: locke-clicks online-clicks
	timeout 10m bash build/smoke.sh

locke-clicks:
	timeout 20m bash build/locke-clicks.sh

online-clicks:
	timeout 10m bash build/online-clicks.sh

# Many servers, one set of tables: three NATS servers and three `zashiki serve -cluster`
# nodes as processes, the node running a table and then a NATS server SIGKILLed mid-game
# (about 20 s); three nodes embedding a NATS cluster by their flags; the in-process cluster
# tests. The unit step runs them too.
cluster:
	timeout 3m $(GO) test -count=1 -run 'TestClusterFailover|TestServeClusterEmbedsClusteredNATS|TestRelayedSeatIsSentOnlyItsOwn|TestLostLeaseMovesTheTable|TestRelayingNodeGoneDisconnectsItsSeats|TestANodeRenewsOneKeyHoweverManyTables|TestARenewalKeptUnseenLosesNoTable|TestRelayedRequestsWaitOnlyForTheirOwnConnection|TestATableReadOnRecordByRecord' ./server/
	timeout 2m $(GO) test -count=1 -run 'TestSpreadSeatsPlayThroughRelays' ./server/loadgen/
	timeout 2m $(GO) test -count=1 -run 'TestDialClusterRedialsTheNextNode' ./client/

# The browser build in headless Chromium, through real clicks, then an online table on
# `zashiki serve -web`: two pages, one joined by its link, and a desktop client; its download
# compressed and held to its budget meanwhile (build/browser.sh).
browser:
	timeout 25m bash build/browser.sh

web:
	bash build/web.sh

# Fails when the compressed download is over its budget (5,000,000 bytes, issue 15).
web-size:
	timeout 10m bash build/web-size.sh

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

# The README's screenshots, docs/shots/<game>.png: each table mid-game, taken by the game's own
# -shot (build/readme-shots.sh).
shots:
	bash build/readme-shots.sh
