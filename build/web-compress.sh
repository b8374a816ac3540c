#!/usr/bin/env bash
# The compressed copies of the browser build (build/web.sh builds it) that the servers send to
# browsers that accept them (server/webfiles): zstd where the browser reads it, the smaller
# download and the faster to unpack, and gzip for every other browser, made by zopfli. The
# gzip copy is what the budget counts (build/web-size.sh). WEB_OUT names another build's
# folder, as for build/web.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${WEB_OUT:-build/web}
# The build is reproducible, so an unchanged wasm keeps its copies: zopfli takes half a minute
# and zstd a quarter. Each copy is written aside and moved into place, so a server never sends
# half of one. zstd keeps to an 8 MiB window, the most a browser has to take (RFC 9659).
sum=$(sha256sum "$out/zashiki.wasm" | cut -d' ' -f1)
if [ ! -s "$out/zashiki.wasm.gz" ] || [ ! -s "$out/zashiki.wasm.zst" ] ||
   [ "$(cat "$out/zashiki.wasm.sha256" 2>/dev/null)" != "$sum" ]; then
  zstd -q -19 --zstd=wlog=23 -c "$out/zashiki.wasm" > "$out/zashiki.wasm.zst.tmp"
  mv "$out/zashiki.wasm.zst.tmp" "$out/zashiki.wasm.zst"
  zopfli --i1 -c "$out/zashiki.wasm" > "$out/zashiki.wasm.gz.tmp"
  mv "$out/zashiki.wasm.gz.tmp" "$out/zashiki.wasm.gz"
  echo "$sum" > "$out/zashiki.wasm.sha256"
fi
echo "$out: zashiki.wasm.gz $(stat -c %s "$out/zashiki.wasm.gz") bytes, zashiki.wasm.zst $(stat -c %s "$out/zashiki.wasm.zst") bytes"
