#!/usr/bin/env bash
# The CPU opponents' figures (docs/PERFORMANCE.md, "CPU opponents II"): strong against the
# heuristic over GAMES games (2,000) in each of the five games, then the ladder random < easy <
# normal < strong over LADDER games (400) a step; 超人ロック at 7 seats. Every arena has seed 1
# and plays WORKERS games at once; its report goes to OUT/<game>-<A>-<B>.txt and its last line
# (A's share with its interval) to the terminal. Meant for a many-core machine:
#   go build -o out/zashiki . && build/cpu-arenas.sh out/zashiki 16 out/arenas
set -uo pipefail
if [ $# -lt 3 ]; then
	echo "usage: $0 BINARY WORKERS OUT [GAMES [LADDER]]" >&2
	exit 2
fi
bin=$1 workers=$2 out=$3 games=${4:-2000} ladder=${5:-400}
mkdir -p "$out"
status=0

arena() { # game A B games
	local f="$out/$1-$2-$3.txt" seats=()
	[ "$1" = locke ] && seats=(-seats 7)
	local start=$SECONDS
	if "$bin" arena -game "$1" -bots "$2,$3" -games "$4" -seed 1 -workers "$workers" "${seats[@]}" >"$f" 2>&1; then
		echo "$(tail -1 "$f") [$1, $((SECONDS - start)) s]"
		grep -h "deals won by one team only" "$f" || true # the cooperative game's paired count
	else
		echo "FAILED: $1 $2,$3 (see $f)"
		status=1
	fi
}

for g in freeeight boss napoleon chaos locke; do
	arena "$g" strong heuristic "$games"
done
for g in freeeight boss napoleon chaos locke; do
	arena "$g" random easy "$ladder"
	arena "$g" easy normal "$ladder"
	arena "$g" normal strong "$ladder"
done
exit "$status"
