#!/usr/bin/env bash
# `npm start`: installs and starts what the product needs, migrates, seeds demo data when the
# database has none, builds, starts every service and the gateway, waits for /health, and prints
# the URL. A part that stops is started again. Ctrl-C stops everything it started; data stays in
# .data/ for the next start.
source "$(dirname "$0")/lib.sh"
PORT="${PORT:-8080}"
HOST="${HOST:-127.0.0.1}"
export MEDIA_ROOT="${MEDIA_ROOT:-$DATA_DIR/media}"
LOGS="$DATA_DIR/logs"
# Each running part's process id, in <name>.pid (what an operator or a test signals).
RUN="$DATA_DIR/run"
mkdir -p "$LOGS" "$MEDIA_ROOT" "$RUN"

pids=()
mine=()
stop_all() {
  trap - INT TERM EXIT
  stopping=1
  say "stopping"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  # Only what this start brought up: servers already running (another start, the tests) stay.
  [ ${#mine[@]} -eq 0 ] || bash infra/down.sh "${mine[@]}" || true
}
trap stop_all INT TERM EXIT

ensure_node_modules
already="$(cat "$DATA_DIR/started" 2>/dev/null || true)"
bash infra/up.sh
while read -r part; do
  if [ -n "$part" ] && ! grep -qxF "$part" <<<"$already"; then mine+=("$part"); fi
done <"$DATA_DIR/started"
# SKIP_BUILD=1: run what is built (tests of this script, an operator who built already).
[ "${SKIP_BUILD:-}" = 1 ] || bash scripts/build.sh
say "migrating"
bash scripts/migrate.sh

# start NAME COMMAND...: runs a part in the background, its output in .data/logs, and supervises
# it: a part that stops unexpectedly is started again after 1 s, the wait doubling to 30 s while it
# keeps stopping within a minute of its start (a crash loop does not spin the machine).
start() {
  local name=$1; shift
  (
    set +e
    child=
    trap '[ -z "$child" ] || kill "$child" 2>/dev/null; wait 2>/dev/null; exit 0' TERM INT
    delay=1
    while true; do
      began=$(date +%s)
      "$@" >>"$LOGS/$name.log" 2>&1 &
      child=$!
      echo "$child" >"$RUN/$name.pid"
      wait "$child"
      code=$?
      child=
      say "$name stopped (exit $code); starting it again in $delay s"
      sleep "$delay" & wait $!
      if [ $(($(date +%s) - began)) -gt 60 ]; then delay=1; else delay=$((delay * 2 > 30 ? 30 : delay * 2)); fi
    done
  ) &
  pids+=($!)
}
# PINBOARD_INSTANCES="pins=2 feed=2": how many processes of a service to run (1 unless told); they
# share its NATS queue group and event consumers. GATEWAY_WORKERS=N runs the gateway as N workers
# sharing the port. The second process of pins logs to pins-2.log, its id in run/pins-2.pid.
instances_of() {
  local count
  count="$(tr ' ,' '\n\n' <<<"${PINBOARD_INSTANCES:-}" | sed -n "s/^$1=//p" | tail -n 1)"
  count="${count:-1}"
  if ! [[ "$count" =~ ^[1-9][0-9]?$ ]]; then
    say "PINBOARD_INSTANCES: $1=$count is not a number of processes (1 to 99)" >&2
    return 1
  fi
  echo "$count"
}
say "starting services (logs in $LOGS)"
# Each part signs in to NATS as itself (infra/nats-parts.conf says what each may do).
for dir in "${SERVICE_DIRS[@]}"; do
  name="$(basename "$dir")"
  count="$(instances_of "$name")" || exit 1
  for i in $(seq 1 "$count"); do
    label="$name"
    [ "$i" -eq 1 ] || label="$name-$i"
    start "$label" env NATS_URL="$(nats_url_for "$name")" node "$dir/dist/main.js"
  done
done
start gateway env NATS_URL="$(nats_url_for gateway)" PORT="$PORT" HOST="$HOST" node services/gateway/dist/main.js

if ! wait_http "http://127.0.0.1:$PORT/health" 120; then
  say "the product did not become healthy; see $LOGS"
  tail -n 20 "$LOGS"/*.log >&2
  exit 1
fi
NATS_URL="$(nats_url_for seed)" node packages/demo-data/dist/seed-cli.js
echo
echo "  Pinboard is running at http://localhost:$PORT"
echo "  Demo accounts: demo / ana / leo, password pinboard-demo. Ctrl-C stops it."
echo
# Each part is supervised (start above): this waits until Ctrl-C stops them all.
wait "${pids[@]}" || true
