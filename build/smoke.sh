#!/usr/bin/env bash
# Native smoke test: a whole Free Eight game played by CPUs in a real window under Xvfb,
# in each language; the saved screen must be the results screen. Then a short frame-meter run.
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

# The frame meter: a short `zashiki fps` run in the same kind of window must finish and end
# on its documented summary line.
fps_out=out/fps-smoke.txt
timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" out/zashiki fps -game freeeight -secs 4 > "$fps_out"
cat "$fps_out"
last=$(tail -n 1 "$fps_out")
re='^freeeight: ratio [0-9]+\.[0-9]{2} \(table [0-9]+\.[0-9] fps, bare [0-9]+\.[0-9] fps\), cpu median [0-9]+\.[0-9]{2} ms p99 [0-9]+\.[0-9]{2} ms$'
[[ "$last" =~ $re ]] || { echo "smoke: fps summary line malformed: $last"; exit 1; }
grep -q '^idle menu: ' "$fps_out" && grep -q '^idle table: ' "$fps_out" || { echo "smoke: fps printed no idle figures"; exit 1; }
