# Zashiki: `make run` plays, `make test` checks everything. Both set up what they need.
GO ?= go

.PHONY: run test deps vet unit smoke sim generate

run: deps
	$(GO) run .

test: deps vet unit smoke

deps:
	@bash build/deps.sh

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }

unit:
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -count=1 ./...

smoke:
	bash build/smoke.sh

sim:
	$(GO) run . sim -game freeeight -games 2000 -seed 1 -bots heuristic,random,random,random

generate:
	$(GO) generate ./assets
