#!/usr/bin/env bash
# The CPU opponents' figures (docs/PERFORMANCE.md, "CPU opponents II"): by default strong
# against the heuristic over 2,000 games in each of the five games, then the ladder random <
# easy < normal < strong over 400 games a step; 超人ロック at 7 seats. Or the arenas named,
# each GAME:A,B:GAMES. Every arena has seed 1 and plays WORKERS games at once; its report goes
# to OUT/<game>-<A>-<B>.txt and its last line (A's share with its interval; for the
# cooperative game also the paired count) to the terminal. Meant for a many-core machine:
#   go build -o out/zashiki . && build/cpu-arenas.sh out/zashiki 16 out/arenas
#   build/cpu-arenas.sh out/zashiki 16 out/arenas napoleon:normal,strong:400
set -uo pipefail
if [ $# -lt 3 ]; then
	echo "usage: $0 BINARY WORKERS OUT [GAME:A,B:GAMES ...]" >&2
	exit 2
fi
bin=$1 workers=$2 out=$3
shift 3
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
	for g in freeeight boss napoleon chaos locke; do specs+=("$g:strong,heuristic:2000"); done
	for g in freeeight boss napoleon chaos locke; do
		specs+=("$g:random,easy:400" "$g:easy,normal:400" "$g:normal,strong:400")
	done
fi
mkdir -p "$out"
status=0
for spec in "${specs[@]}"; do
	IFS=: read -r game pair games <<<"$spec"
	f="$out/$game-${pair/,/-}.txt" seats=()
	[ "$game" = locke ] && seats=(-seats 7)
	start=$SECONDS
	if "$bin" arena -game "$game" -bots "$pair" -games "$games" -seed 1 -workers "$workers" "${seats[@]}" >"$f" 2>&1; then
		echo "$(tail -1 "$f") [$game, $((SECONDS - start)) s]"
		grep -h "deals won by one team only" "$f" || true
	else
		echo "FAILED: $spec (see $f)"
		status=1
	fi
done
exit "$status"
