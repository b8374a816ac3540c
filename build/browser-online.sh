#!/usr/bin/env bash
# An online table in the browser (build/browser-online.mjs): `zashiki serve` on a loopback
# port with a data folder of its own serves build/web beside its tables (-web); two headless
# Chromium pages make a Free Eight table, join it by its link /t/CODE and play it to the
# results through real clicks, with a desktop client at the same table (build/onlineclicks
# -join under Xvfb; ONLINE_DESKTOP=0 leaves it out). The server deals from seed ONLINE_SEED
# (default 1: a game of 58 steps, about 40 s), so every run plays the same game; a random deal
# took 37 s to 2 minutes. Screenshots and the server's log go to out/web/. Builds build/web
# unless WEB_BUILT=1 (build/browser.sh has built it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/browser-deps.sh
[ "${WEB_BUILT:-}" = 1 ] || bash build/web.sh
mkdir -p out/web
export ONLINE_DESKTOP=${ONLINE_DESKTOP:-1}
if [ "$ONLINE_DESKTOP" = 1 ]; then
  bash build/deps.sh # Xvfb and xdotool for the desktop client
  rm -rf out/web/online-desktop
  go build -o out/onlineclicks ./build/onlineclicks
fi
go build -o out/zashiki .
data=$(mktemp -d)
port=${ZASHIKI_ONLINE_PORT:-18477}
out/zashiki serve -addr "127.0.0.1:$port" -data "$data" -web build/web -deal-seed "${ONLINE_SEED:-1}" > out/web/online-serve.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
# The embedded NATS server starts first: on a busy machine that takes seconds.
up=0
for _ in $(seq 300); do
  curl -sf -m 2 "http://127.0.0.1:$port/" >/dev/null && { up=1; break; }
  sleep 0.2
done
[ $up = 1 ] || { echo "zashiki serve did not answer on port $port in 60 s:" >&2; cat out/web/online-serve.log >&2; exit 1; }
# Read whole before grep: with pipefail, a grep -q that stops at its match would fail the
# curl still writing the rest of the page.
table_page=$(curl -sf "http://127.0.0.1:$port/t/ABC123") || table_page=
grep -q zashiki.wasm <<<"$table_page" || { echo "the server does not answer /t/CODE with the page" >&2; exit 1; }
timeout 420 node build/browser-online.mjs "http://127.0.0.1:$port/" out/web
for shot in a-online a-lobby b-asked b-lobby; do
  go run ./build/shotcheck "out/web/online-$shot.png"
done
for shot in a-results b-results; do
  go run ./build/shotcheck -want results "out/web/online-$shot.png"
done
if [ "$ONLINE_DESKTOP" = 1 ]; then
  for shot in out/web/online-desktop/*.png; do
    go run ./build/shotcheck "$shot"
  done
fi
