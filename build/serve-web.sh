# Sourced by the browser scripts: serve_web PORT LOG builds the loopback server, serves
# build/web on 127.0.0.1:PORT (logging to LOG), stops it when the script exits, and waits until
# it answers.
serve_web() {
  go build -o out/serve ./build/serve
  out/serve -addr "127.0.0.1:$1" -dir build/web > "$2" 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null || true' EXIT
  for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$1/" >/dev/null && return
    sleep 0.1
  done
}
