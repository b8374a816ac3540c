#!/usr/bin/env bash
# Fails when the download of the browser build, the gzip copy the server sends to browsers that
# do not read zstd (the larger of its two copies), is over the budget of issue 15 (5,000,000
# bytes; WEB_GZIP_LIMIT overrides it). Builds build/web first, or with WEB_BUILT=1 only its
# compressed copies (build/browser.sh has built it).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${WEB_GZIP_LIMIT:-5000000}
if [ "${WEB_BUILT:-}" = 1 ]; then
  bash build/web-compress.sh
else
  bash build/web.sh
fi
size=$(stat -c %s build/web/zashiki.wasm.gz)
if [ "$size" -gt "$limit" ]; then
  echo "build/web/zashiki.wasm.gz is $size bytes, over the $limit-byte budget by $((size - limit))" >&2
  exit 1
fi
echo "build/web/zashiki.wasm.gz: $size bytes, within the $limit-byte budget"
