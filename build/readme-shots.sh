#!/usr/bin/env bash
# The README's screenshots: each of the five tables in the middle of a game, taken by the game
# itself. The CPUs play every seat at the fast speed (-autoplay); the bottom seat's hand is
# drawn face up as a lone player's is; -stop-at-step ends the run between two moves once the
# table has taken the actions below, and -shot saves that screen to docs/shots/<game>.png.
# Saves and settings go to a temporary folder, so the player's own are never touched.
# Usage: build/readme-shots.sh [game...] (default: all five). `make shots` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash build/deps.sh
mkdir -p out docs/shots
go build -o out/zashiki .
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# game      seats         seed  steps  lang
shots="
freeeight  hccc          5     20     ja
napoleon   hccc          3     40     ja
boss       hcccc         2     16     ja
chaos      hccc          4     8      ja
locke      hcccccc       1     100    ja
"
want=" $* "
while read -r game seats seed steps lang; do
  [ -n "$game" ] || continue
  [ $# -eq 0 ] || [[ $want == *" $game "* ]] || continue
  png=docs/shots/$game.png
  rm -f "$png"
  # The pointer goes to the corner once the window is up: left at the screen's centre it
  # would hover a card or a cell and raise its tip.
  XDG_CONFIG_HOME=$home HOME=$home timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    bash -c '(sleep 3; xdotool mousemove 1279 719) & exec "$@"' - out/zashiki -game "$game" -seats "$seats" -seed "$seed" -autoplay -lang "$lang" \
    -stop-at-step "$steps" -shot "$png"
  [ -s "$png" ] || { echo "readme-shots: $game saved no screenshot" >&2; exit 1; }
  echo "$png: $(stat -c %s "$png") bytes"
done <<<"$shots"
