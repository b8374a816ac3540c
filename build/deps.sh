#!/usr/bin/env bash
# Installs what running and testing Zashiki needs on a Debian machine, once: an X server
# for the desktop tests (Xvfb), the GL and X11 libraries Ebitengine loads at run time, and
# for the click test (build/locke-clicks.sh) xdotool to click and xwd to capture the screen.
# Safe to run again; it installs only what is missing.
set -euo pipefail
need=()
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v xdotool >/dev/null || need+=(xdotool)
command -v xwd >/dev/null || need+=(x11-apps)
libs=$(ldconfig -p) # read whole: grep -q stopping early would fail ldconfig under pipefail
for lib in libGL.so.1 libX11.so.6 libXrandr.so.2 libXcursor.so.1 libXi.so.6 libXinerama.so.1 libXxf86vm.so.1; do
  grep -q "$lib" <<<"$libs" || { need+=(libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxxf86vm1); break; }
done
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
