#!/usr/bin/env bash
# make browser: the browser build in headless Chromium (build/browser-test.sh: Free Eight and
# 超人ロック through real clicks) and at an online table on `zashiki serve -web`
# (build/browser-online.sh), while its download is compressed and held to its budget beside
# them (build/web-size.sh: zstd and zopfli work on one core for most of a minute). Exits
# non-zero when any of the three fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
bash build/browser-deps.sh
WEB_COMPRESS=0 bash build/web.sh
export WEB_BUILT=1
timeout 10m bash build/web-size.sh > out/web-size.log 2>&1 &
size=$!
status=0
timeout 15m bash build/browser-test.sh || status=1
timeout 8m bash build/browser-online.sh || status=1
wait "$size" || status=1
cat out/web-size.log
exit "$status"
