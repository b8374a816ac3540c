#!/usr/bin/env bash
# Native smoke test: a whole Free Eight game played by CPUs in a real window under Xvfb,
# in each language; the saved screen must be the results screen.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
go build -o out/zashiki .
for lang in ja en; do
  shot="out/smoke-$lang.png"
  rm -f "$shot"
  timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    out/zashiki -autoplay -exit-after 1 -seed 3 -lang "$lang" -shot "$shot"
  go run ./build/shotcheck -want results "$shot"
done
