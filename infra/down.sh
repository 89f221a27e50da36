#!/usr/bin/env bash
# Stops what infra/up.sh started (never servers it found already running). With names
# (`infra/down.sh postgres redis`), stops only those of them: what one caller started itself.
set -uo pipefail
source "$(dirname "$0")/env.sh"
STARTED="$DATA_DIR/started"
[ -f "$STARTED" ] || exit 0
only=" $* "
while read -r what; do
  [ $# -eq 0 ] || [[ "$only" == *" $what "* ]] || continue
  case "$what" in
    postgres) if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$DATA_DIR/postgres" -m fast stop >/dev/null; else "$PG_BIN/pg_ctl" -D "$DATA_DIR/postgres" -m fast stop >/dev/null; fi ;;
    redis) kill "$(cat "$DATA_DIR/redis/redis.pid" 2>/dev/null)" 2>/dev/null ;;
    nats) kill "$(cat "$DATA_DIR/nats/nats.pid" 2>/dev/null)" 2>/dev/null ;;
    docker) docker compose -f "$PROJECT_ROOT/docker-compose.yml" stop postgres redis nats ;;
  esac
done <"$STARTED"
if [ $# -eq 0 ]; then
  rm -f "$STARTED"
else
  grep -vxF -f <(printf '%s\n' "$@") "$STARTED" >"$STARTED.left" || true
  mv "$STARTED.left" "$STARTED"
fi
echo "infra: stopped"
