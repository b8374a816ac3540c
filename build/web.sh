#!/usr/bin/env bash
# Builds the browser version into build/web: the game as WebAssembly (and a gzip copy the
# server can send to browsers that accept it), the page, and wasm_exec.js from the Go that
# built it, so the two always match.
set -euo pipefail
cd "$(dirname "$0")/.."
out=build/web
mkdir -p "$out"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/zashiki.wasm" .
gzip -9 -n -c "$out/zashiki.wasm" > "$out/zashiki.wasm.gz"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
size=$(stat -c %s "$out/zashiki.wasm")
sed "s/__WASM_SIZE__/$size/" build/index.html > "$out/index.html"
echo "build/web: zashiki.wasm $size bytes, gzip $(stat -c %s "$out/zashiki.wasm.gz") bytes"
