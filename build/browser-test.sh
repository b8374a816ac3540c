#!/usr/bin/env bash
# The browser test: builds the web version (unless WEB_BUILT=1), serves it on loopback, and
# plays it in headless Chromium through real clicks (build/browser-test.mjs: Free Eight;
# build/browser-locke.mjs: 超人ロック into a combat and back after a reload). Screenshots go
# to out/web/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/browser-deps.sh
[ "${WEB_BUILT:-}" = 1 ] || bash build/web.sh
mkdir -p out/web
port=${ZASHIKI_TEST_PORT:-18473}
. build/serve-web.sh
serve_web "$port" out/web/serve.log
node build/browser-test.mjs "http://127.0.0.1:$port/" out/web
for shot in menu table resumed; do
  go run ./build/shotcheck -want table "out/web/$shot.png"
done
go run ./build/shotcheck -want results out/web/results.png
# 超人ロック from the menu into a combat, then a reload back into it (build/browser-locke.mjs).
node build/browser-locke.mjs "http://127.0.0.1:$port/" out/web
for shot in locke-setup locke-combat locke-resumed; do
  go run ./build/shotcheck "out/web/$shot.png"
done
