#!/usr/bin/env bash
# The gzip copy of the browser build (build/web.sh builds it) that the servers send to
# browsers that accept gzip, made by zopfli: the download is what the budget counts
# (build/web-size.sh). WEB_OUT names another build's folder, as for build/web.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${WEB_OUT:-build/web}
# The build is reproducible, so an unchanged wasm keeps its gzip copy: zopfli takes half a
# minute. The copy is written aside and moved into place, so a server never sends half of it.
sum=$(sha256sum "$out/zashiki.wasm" | cut -d' ' -f1)
if [ ! -s "$out/zashiki.wasm.gz" ] || [ "$(cat "$out/zashiki.wasm.sha256" 2>/dev/null)" != "$sum" ]; then
  zopfli --i1 -c "$out/zashiki.wasm" > "$out/zashiki.wasm.gz.tmp"
  mv "$out/zashiki.wasm.gz.tmp" "$out/zashiki.wasm.gz"
  echo "$sum" > "$out/zashiki.wasm.sha256"
fi
echo "$out: zashiki.wasm.gz $(stat -c %s "$out/zashiki.wasm.gz") bytes"
