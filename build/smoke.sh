#!/usr/bin/env bash
# Native smoke test: a whole Free Eight game played by CPUs in a real window under Xvfb,
# in each language; the saved screen must be the results screen. Then a short frame-meter run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
go build -o out/zashiki .
# The two languages at once, each on its own display (a second apart, so xvfb-run -a does not
# give both the same one): each game takes about one core. Each app has a settings folder of
# its own (nothing of the machine's player's is read or written), set to the fastest speed.
game() {
  rm -f "out/smoke-$1.png"
  local cfg
  cfg=$(mktemp -d)
  mkdir -p "$cfg/zashiki"
  echo '{"speed":3}' > "$cfg/zashiki/settings.json"
  XDG_CONFIG_HOME=$cfg timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    out/zashiki -autoplay -exit-after 1 -seed 3 -lang "$1" -shot "out/smoke-$1.png"
  rm -rf "$cfg"
}
game ja &
ja=$!
sleep 1
game en &
en=$!
status=0
wait "$ja" || status=1
wait "$en" || status=1
[ "$status" -eq 0 ] || { echo "smoke: an autoplayed game failed"; exit 1; }
for lang in ja en; do
  go run ./build/shotcheck -want results "out/smoke-$lang.png"
done

# The frame meter: a short `zashiki fps` run in the same kind of window must finish and end
# on its documented summary line.
fps_out=out/fps-smoke.txt
timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" out/zashiki fps -game freeeight -secs 2 > "$fps_out"
cat "$fps_out"
last=$(tail -n 1 "$fps_out")
re='^freeeight: ratio [0-9]+\.[0-9]{2} \(table [0-9]+\.[0-9] fps, bare [0-9]+\.[0-9] fps\), cpu median [0-9]+\.[0-9]{2} ms p99 [0-9]+\.[0-9]{2} ms$'
[[ "$last" =~ $re ]] || { echo "smoke: fps summary line malformed: $last"; exit 1; }
grep -q '^idle menu: ' "$fps_out" && grep -q '^idle table: ' "$fps_out" || { echo "smoke: fps printed no idle figures"; exit 1; }
