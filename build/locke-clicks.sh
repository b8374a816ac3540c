#!/usr/bin/env bash
# 超人ロック played through real clicks: a 7-seat table (1 human, 6 CPUs) in a real window
# under Xvfb, the human's seat clicked with xdotool from what the app's probe says is on the
# screen (build/lockeclicks). A fresh game's set-up and first planet-phase turn, in Japanese
# and in English; from generated saves resumed with 続きから, a combat, a chart roll and an
# objection. Then the guided first game from the menu's button to its results, in both
# languages at the fastest speed, every step of the guide photographed and closed by a click
# (both languages at once, about three and a half minutes). Screenshots and logs go to
# out/locke-clicks/.
set -euo pipefail
cd "$(dirname "$0")/.."
source build/xdrive/prepare.sh lockeclicks locke-clicks
timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" out/lockeclicks -app out/zashiki -out out/locke-clicks "$@"
# The two languages' guided games at once, each on its own display: most of their time is the
# table's own pace, and one after the other they took over eight minutes.
timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" out/lockeclicks -app out/zashiki -out out/locke-clicks -guided -only guided-ja "$@" &
ja=$!
timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" out/lockeclicks -app out/zashiki -out out/locke-clicks -guided -only guided-en "$@" &
en=$!
status=0
wait "$ja" || status=1
wait "$en" || status=1
exit "$status"
