#!/usr/bin/env bash
# Runs one shard of the scenes package's tests (build/scenes-shards.txt names them): its own
# `go test` process with its own timeout, so the package's screen tests, together the longest
# of the unit step, never share one deadline. Run under a display (the Makefile's xvfb-run).
# The shard named rest runs every test the other shards' patterns leave out (-skip), so a new
# test always runs; TestScenesShardsTakeEveryTestOnce (shards_test.go) checks that no test
# matches two shards.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: build/scenes-shard.sh SHARD [go test flags]}
shift
shards=build/scenes-shards.txt
timeout=$(awk -v s="$name" '!/^#/ && $1 == s { print $2 }' "$shards")
[ -n "$timeout" ] || { echo "no shard $name in $shards" >&2; exit 2; }
pattern=$(awk -v s="$name" '!/^#/ && $1 == s { print $3 }' "$shards")
if [ -n "$pattern" ]; then
  select=(-run "$pattern")
else
  select=(-skip "$(awk '!/^#/ && NF >= 3 { printf "%s%s", sep, $3; sep = "|" }' "$shards")")
fi
set -x
exec ${GO:-go} test -count=1 -timeout "$timeout" "${select[@]}" "$@" ./scenes/
