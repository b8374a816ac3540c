#!/usr/bin/env bash
# Runs `make test` (or the targets given, e.g. `build/timings.sh vet fuzz`) and times it by
# step: every line of the output is prefixed with the wall time since the start, and at the
# end a table gives each step's duration. A step is a make target with a recipe, as
# `make --trace` names it: vet, unit, each scenes shard, fuzz, wasm-unit, smoke, locke-clicks,
# online-clicks, browser. The whole log is kept in out/timings.log. Exits with make's status.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
log=out/timings.log
[ $# -eq 0 ] && set -- test

usec() { local t=${EPOCHREALTIME/./}; echo $((10#$t)); } # wall clock in microseconds
mmss() { local s=$(($1 / 1000000)); printf '%d:%02d' $((s / 60)) $((s % 60)); }

start=$(usec)
make --no-print-directory --trace "$@" 2>&1 | {
  names=() starts=()
  while IFS= read -r line; do
    now=$(usec)
    printf '[%s] %s\n' "$(mmss $((now - start)))" "$line"
    # make --trace: "Makefile:12: target 'vet' does not exist", "… update target 'x' due to: …"
    if [[ $line =~ ^[^\ ]*Makefile:[0-9]+:\ (update\ )?target\ \'([^\']+)\' ]]; then
      names+=("${BASH_REMATCH[2]}") starts+=("$now")
    fi
  done
  end=$(usec)
  echo
  echo "| step | started | took |"
  echo "|---|---:|---:|"
  for i in "${!names[@]}"; do
    next=$end
    [ $((i + 1)) -lt ${#names[@]} ] && next=${starts[$((i + 1))]}
    echo "| ${names[$i]} | $(mmss $((starts[i] - start))) | $(mmss $((next - starts[i]))) |"
  done
  echo "| **all** | | **$(mmss $((end - start)))** |"
} | tee "$log"
status=${PIPESTATUS[0]}
echo "make exited $status; the log is in $log"
exit "$status"
