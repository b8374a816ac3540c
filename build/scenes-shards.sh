#!/usr/bin/env bash
# make scenes: every shard of the scenes package's tests (build/scenes-shards.txt), two at a
# time, longest first, each its own `go test` process under its own display
# (build/scenes-shard.sh): a shard keeps about a core and a half busy, so two at once take the
# rest. Each shard's output is shown whole once it ends, with its time. Exits non-zero when
# any shard fails.
set -uo pipefail
cd "$(dirname "$0")/.."
${GO:-go} test -count=1 -run XXX ./scenes/ > /dev/null # built once here, not by two shards at once
rm -rf out/scenes-shards && mkdir -p out/scenes-shards
shards=$(awk '!/^#/ && NF { print $1 }' build/scenes-shards.txt)
run() {
  local start=$SECONDS status=0
  xvfb-run -a -s "-screen 0 1280x720x24" bash build/scenes-shard.sh "$1" > "out/scenes-shards/$1.log" 2>&1 || status=$?
  echo "$status" > "out/scenes-shards/$1.status"
  { cat "out/scenes-shards/$1.log"; echo "scenes shard $1: $((SECONDS - start)) s, exit $status"; } | flock out/scenes-shards/.print cat
}
for shard in $shards; do
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do
    wait -n
  done
  run "$shard" &
  sleep 1 # xvfb-run -a takes the first free display: a second apart, two never take the same
done
wait
failed=0
for shard in $shards; do
  [ "$(cat "out/scenes-shards/$shard.status" 2>/dev/null)" = 0 ] || { echo "scenes shard $shard failed"; failed=1; }
done
exit "$failed"
