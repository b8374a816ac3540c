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
. build/serve-web.sh
serve_web "$port" out/first-frame-serve.log
node build/first-frame.mjs "http://127.0.0.1:$port/" "$runs"
