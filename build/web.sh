#!/usr/bin/env bash
# Builds the browser version into build/web: the game as WebAssembly (and its zstd and gzip
# copies, which the server sends to browsers that accept them), the page, and wasm_exec.js
# from the Go that built it, so the two always match. The packages in build/noinline.txt are
# compiled without inlining and the gzip copy is made by zopfli (build/web-compress.sh): both
# only make the download smaller (docs/PERFORMANCE.md, "Browser build"). `bash build/web-size.sh` checks
# the size.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/web-deps.sh
# WEB_OUT builds elsewhere (e.g. two builds served side by side to compare them); WEB_PKG
# builds another program with the same flags and page (build/first-frame-bare.sh).
out=${WEB_OUT:-build/web}
pkg=${WEB_PKG:-.}
mkdir -p "$out"
flags=()
while read -r pattern _; do
  [[ -z $pattern || $pattern == \#* ]] && continue
  flags+=("-gcflags=$pattern=-l")
done < build/noinline.txt
GOOS=js GOARCH=wasm go build -trimpath "${flags[@]}" -ldflags="-s -w" -o "$out/zashiki.wasm" "$pkg"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
size=$(stat -c %s "$out/zashiki.wasm")
sed "s/__WASM_SIZE__/$size/" build/index.html > "$out/index.html"
echo "$out: zashiki.wasm $size bytes"
# WEB_COMPRESS=0 leaves the compressed copies to a later build/web-compress.sh (build/browser.sh
# makes them beside the browser tests: they take most of a minute of one core).
[ "${WEB_COMPRESS:-1}" = 0 ] || WEB_OUT=$out bash build/web-compress.sh
