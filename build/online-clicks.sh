#!/usr/bin/env bash
# An online Free Eight table through real clicks (build/onlineclicks): `zashiki serve` on a
# free loopback port and two desktop clients, each its own process with its own config
# folder, side by side on one Xvfb screen twice a window's width (a covered window would show
# stale pixels when uncovered). The host makes a table for three (one seat open, one CPU), the
# guest joins it by the invite code read from the lobby, and both click their moves until both
# tables show the game's end: in Japanese, then in English (about a minute in all).
# Screenshots of the online screen, the lobbies, the tables mid-game and at the end, and the
# logs of the server, both apps and the driver, go to out/online-clicks/.
set -euo pipefail
cd "$(dirname "$0")/.."
source build/xdrive/prepare.sh onlineclicks online-clicks
status=0
for lang in ja en; do
  timeout 240 xvfb-run -a -s "-screen 0 2560x720x24" out/onlineclicks -app out/zashiki -out out/online-clicks -lang "$lang" "$@" || status=1
done
exit "$status"
