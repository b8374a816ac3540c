#!/usr/bin/env bash
# The browser test: builds the web version, serves it on loopback, and plays it in headless
# Chromium through real clicks (build/browser-test.mjs). Screenshots go to out/web/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/browser-deps.sh
bash build/web.sh
mkdir -p out/web
port=${ZASHIKI_TEST_PORT:-18473}
. build/serve-web.sh
serve_web "$port" out/web/serve.log
node build/browser-test.mjs "http://127.0.0.1:$port/" out/web
for shot in menu table resumed; do
  go run ./build/shotcheck -want table "out/web/$shot.png"
done
go run ./build/shotcheck -want results out/web/results.png
