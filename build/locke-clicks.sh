#!/usr/bin/env bash
# 超人ロック played through real clicks: a 7-seat table (1 human, 6 CPUs) in a real window
# under Xvfb, the human's seat clicked with xdotool from what the app's probe says is on the
# screen (build/lockeclicks). A fresh game's set-up and first planet-phase turn, in Japanese
# and in English; from generated saves resumed with 続きから, a combat, a chart roll and an
# objection. Then the guided first game from the menu's button to its results, in both
# languages at the fastest speed, every step of the guide photographed and closed by a click
# (everything at once, about two minutes). Screenshots and logs go to
# out/locke-clicks/.
set -euo pipefail
cd "$(dirname "$0")/.."
source build/xdrive/prepare.sh lockeclicks locke-clicks
# The scenarios and the two languages' guided games at once, each on its own display: each
# app takes about one core, most of it its frames under software GL, and one after the other
# they took over eight minutes.
run() { timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" out/lockeclicks -app out/zashiki -out out/locke-clicks "$@"; }
# xvfb-run -a takes the first free display: a second apart, two cannot take the same one.
run "$@" &
scenarios=$!
sleep 1
run -guided -only guided-ja "$@" &
ja=$!
sleep 1
run -guided -only guided-en "$@" &
en=$!
status=0
for job in "$scenarios" "$ja" "$en"; do
  wait "$job" || status=1
done
exit "$status"
