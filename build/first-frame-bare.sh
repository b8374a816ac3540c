#!/usr/bin/env bash
# The browser build's first frame against a bare Ebitengine page (build/bareframe: a fill and
# one rectangle, built with the same flags and served with the same page), loads alternating
# game, bare, RUNS times each (default 5) in headless Chromium, each uncached
# (build/first-frame.mjs); prints both medians and their ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
bash build/browser-deps.sh
bash build/web.sh
WEB_OUT=out/bare-web WEB_PKG=./build/bareframe bash build/web.sh
mkdir -p out
go build -o out/serve ./build/serve
game=${ZASHIKI_TEST_PORT:-18475}
bare=$((game + 1))
out/serve -addr "127.0.0.1:$game" -dir build/web > out/first-frame-game.log 2>&1 &
p1=$!
out/serve -addr "127.0.0.1:$bare" -dir out/bare-web > out/first-frame-bare.log 2>&1 &
p2=$!
trap 'kill $p1 $p2 2>/dev/null || true' EXIT
for port in "$game" "$bare"; do
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.1; done
done
node build/first-frame.mjs "http://127.0.0.1:$game/" "http://127.0.0.1:$bare/" "$runs" | tee out/first-frame-bare.txt
awk -v g="http://127.0.0.1:$game/:" -v b="http://127.0.0.1:$bare/:" '
  $1 == "first" && $2 == "frame" && $3 == g { gm = $5 }
  $1 == "first" && $2 == "frame" && $3 == b { bm = $5 }
  END { if (gm && bm) printf "first frame: game %d ms, bare Ebitengine %d ms: %.2f times\n", gm, bm, gm / bm }' out/first-frame-bare.txt
