#!/usr/bin/env bash
# The load generator against three `zashiki serve -cluster` nodes on loopback, each embedding
# one of three clustered NATS servers (replicas 3), as docs/PERFORMANCE.md "Online tables:
# load" measures them. Usage:
#   bash build/load-cluster.sh BIN DATA_DIR [load flags…]
# e.g. bash build/load-cluster.sh /tmp/z /tmp/lc -all -ramp 500,1000 -warmup 5s -measure 15s
# NODE_CPUS="0-1 2-3 4-5" pins the nodes (taskset lists, one a node); LOAD_CPUS pins the players;
# PROFILE=1 has each node write a CPU profile, DATA_DIR/nN.prof (go tool pprof). The nodes'
# logs are left in DATA_DIR/nN.log.
set -euo pipefail
bin=$1 data=$2
shift 2
[ -x "$bin" ] || { echo "load-cluster: $bin is not an executable zashiki" >&2; exit 2; }
mkdir -p "$data"
read -r -a cpus <<<"${NODE_CPUS:-}"

pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null || true; done
  for _ in $(seq 1 150); do
    alive=0
    for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.2
  done
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

routes="nats://127.0.0.1:16221,nats://127.0.0.1:16222,nats://127.0.0.1:16223"
# The ports of an earlier run's nodes, still stopping, are waited for.
for port in 16221 16222 16223 17881 17882 17883; do
  for t in $(seq 1 60); do
    [ -n "$(ss -Hltn "sport = :$port")" ] || break
    [ "$t" = 60 ] && { echo "load-cluster: port $port is still taken" >&2; exit 1; }
    sleep 0.5
  done
done
urls=()
for i in 1 2 3; do
  pin=()
  [ -n "${cpus[$((i-1))]:-}" ] && pin=(taskset -c "${cpus[$((i-1))]}")
  prof=()
  [ -n "${PROFILE:-}" ] && prof=(-cpuprofile "$data/n$i.prof")
  "${pin[@]}" "$bin" serve "${prof[@]}" -cluster -addr "127.0.0.1:1788$i" -data "$data/n$i" \
    -nats-name "n$i" -nats-cluster "127.0.0.1:1622$i" -nats-routes "$routes" \
    -max-conns 16000 -web "" >"$data/n$i.log" 2>&1 &
  pids+=($!)
  urls+=("ws://127.0.0.1:1788$i/ws")
done

# Every node answers once its NATS cluster has a leader for the streams.
for i in 1 2 3; do
  for t in $(seq 1 120); do
    if curl -s -o /dev/null "http://127.0.0.1:1788$i/ws" 2>/dev/null; then break; fi
    [ "$t" = 120 ] && { echo "load-cluster: node $i never answered; its log:" >&2; tail -20 "$data/n$i.log" >&2; exit 1; }
    sleep 0.5
  done
done

pinload=()
[ -n "${LOAD_CPUS:-}" ] && pinload=(taskset -c "$LOAD_CPUS")
IFS=,
"${pinload[@]}" "$bin" load -url "${urls[*]}" -pid "${pids[*]}" "$@"
