#!/usr/bin/env bash
# The browser build's first-frame time alone (build/first-frame.mjs): builds build/web, serves
# it on loopback and loads it RUNS times (default 5) in headless Chromium, each time uncached.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
bash build/browser-deps.sh
bash build/web.sh
mkdir -p out
port=${ZASHIKI_TEST_PORT:-18474}
go build -o out/serve ./build/serve
out/serve -addr "127.0.0.1:$port" -dir build/web > out/first-frame-serve.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/" >/dev/null && break
  sleep 0.1
done
node build/first-frame.mjs "http://127.0.0.1:$port/" "$runs"
