#!/usr/bin/env bash
# Installs what build/web.sh needs besides Go, once: Debian's zopfli, a slower gzip encoder
# whose output any gzip decoder (every browser) reads, 3.5 % smaller than gzip -9 on the wasm,
# and zstd, for the copy sent to browsers that read zstd (build/web-compress.sh).
set -euo pipefail
command -v zopfli >/dev/null && command -v zstd >/dev/null && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends zopfli zstd >/dev/null
