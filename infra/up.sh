#!/usr/bin/env bash
# Makes Postgres, Redis and NATS (JetStream on) available on 127.0.0.1. Reuses ones already answering;
# otherwise starts Debian's servers with data under $DATA_DIR (git-ignored), or uses `docker compose`
# when a Docker engine answers and the binaries are missing. Idempotent. Records what it started in
# $DATA_DIR/started so that infra/down.sh stops only those.
set -euo pipefail
source "$(dirname "$0")/env.sh"
mkdir -p "$DATA_DIR"
STARTED="$DATA_DIR/started"
touch "$STARTED"

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() { for _ in $(seq 1 100); do port_open "$1" && return 0; sleep 0.1; done; echo "infra: $2 did not open port $1" >&2; return 1; }
mark() { grep -qx "$1" "$STARTED" || echo "$1" >>"$STARTED"; }

if ! [ -x "$PG_BIN/initdb" ] && docker info >/dev/null 2>&1; then
  echo "infra: using docker compose for postgres, redis and nats"
  docker compose -f "$PROJECT_ROOT/docker-compose.yml" up -d postgres redis nats
  mark docker
  wait_port "$PGPORT" postgres; wait_port "$REDIS_PORT" redis; wait_port "$NATS_PORT" nats
  exit 0
fi
bash "$(dirname "$0")/install-packages.sh" "${INFRA_WITH_BROWSER:+--with-browser}"

# ---- PostgreSQL: a private cluster run by the postgres OS user ----
if ! port_open "$PGPORT"; then
  pgdata="$DATA_DIR/postgres"
  run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  if [ "$(id -u)" = 0 ]; then
    # The postgres user must reach the data folder: open traversal (not reading) on its parents.
    d="$DATA_DIR"; while [ "$d" != / ]; do chmod o+x "$d" 2>/dev/null || true; d=$(dirname "$d"); done
  fi
  if [ ! -s "$pgdata/PG_VERSION" ]; then
    mkdir -p "$pgdata"; [ "$(id -u)" = 0 ] && chown postgres:postgres "$pgdata"; chmod 700 "$pgdata"
    pwfile=$(mktemp); echo "$PG_PASSWORD" >"$pwfile"; chmod 644 "$pwfile"
    run_pg "$PG_BIN/initdb" -D "$pgdata" -U "$PG_USER" --pwfile="$pwfile" -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
    rm -f "$pwfile"
  fi
  # Data that fits in memory on SSDs: a random read costs about what a sequential one does (the
  # planner then prefers a GIN bitmap to walking an index far for a rare word), and 1 GB of buffers
  # holds a million Pins' search index.
  run_pg "$PG_BIN/pg_ctl" -D "$pgdata" -l "$pgdata/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k /tmp -c max_connections=200 -c shared_buffers=1GB -c random_page_cost=1.1 -c effective_cache_size=4GB -c fsync=${PG_FSYNC:-on}" start >/dev/null
  mark postgres
fi
wait_port "$PGPORT" postgres
export PGPASSWORD="$PG_PASSWORD"
for db in "$PG_DATABASE" ${EXTRA_DATABASES:-}; do
  if ! psql -h 127.0.0.1 -p "$PGPORT" -U "$PG_USER" -d postgres -tAc "select 1 from pg_database where datname='$db'" | grep -q 1; then
    psql -h 127.0.0.1 -p "$PGPORT" -U "$PG_USER" -d postgres -qc "create database \"$db\"" >/dev/null
  fi
done

# ---- Redis ----
if ! port_open "$REDIS_PORT"; then
  mkdir -p "$DATA_DIR/redis"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DATA_DIR/redis" --appendonly yes \
    --requirepass "$REDIS_PASSWORD" \
    --daemonize yes --pidfile "$DATA_DIR/redis/redis.pid" --logfile "$DATA_DIR/redis/redis.log" --save ''
  mark redis
  wait_port "$REDIS_PORT" redis
fi

# ---- NATS with JetStream: a user per part (nats-parts.conf) ----
nats_pid="$(cat "$DATA_DIR/nats/nats.pid" 2>/dev/null || true)"
# What the running server was started with: the parts' rights change with the contracts (a new
# event consumer, a new call), and a server still holding the old ones refuses what is new.
nats_config_sum="$(cat "$PROJECT_ROOT/infra/nats-parts.conf" "$PROJECT_ROOT/infra/nats-base.conf" | sha256sum | cut -c1-64)"
if port_open "$NATS_PORT" && [ -n "$nats_pid" ] && [ -r "/proc/$nats_pid/cmdline" ]; then
  restart_why=""
  if ! tr '\0' ' ' <"/proc/$nats_pid/cmdline" | grep -q 'nats-parts.conf'; then
    # One an older checkout started, with a single user: the parts could not sign in to it.
    restart_why="with a user per part"
  elif [ "$(cat "$DATA_DIR/nats/config.sha256" 2>/dev/null || true)" != "$nats_config_sum" ]; then
    # Restarted, not reloaded: a new part's password reaches the server only in its environment.
    restart_why="with the parts' rights of this checkout"
  fi
  if [ -n "$restart_why" ]; then
    echo "infra: restarting NATS $restart_why (its streams are kept; the parts reconnect)"
    kill "$nats_pid"
    for _ in $(seq 1 100); do port_open "$NATS_PORT" || break; sleep 0.1; done
  fi
fi
if ! port_open "$NATS_PORT"; then
  mkdir -p "$DATA_DIR/nats"
  # shellcheck disable=SC2046
  env $(nats_part_passwords) setsid nats-server -c "$PROJECT_ROOT/infra/nats-parts.conf" -a 127.0.0.1 \
    -p "$NATS_PORT" -m "$NATS_MONITOR_PORT" -sd "$DATA_DIR/nats/jetstream" -P "$DATA_DIR/nats/nats.pid" \
    -l "$DATA_DIR/nats/nats.log" </dev/null >/dev/null 2>&1 &
  echo "$nats_config_sum" >"$DATA_DIR/nats/config.sha256"
  mark nats
  wait_port "$NATS_PORT" nats
fi
echo "infra: postgres :$PGPORT, redis :$REDIS_PORT, nats :$NATS_PORT ready"
