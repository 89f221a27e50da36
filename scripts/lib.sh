# Helpers shared by the top-level scripts. Source it from the repository root.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source infra/env.sh
export NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# The repository's parts, from the role in each package.json (packages/parts): never listed by hand.
parts() { node "$ROOT/packages/parts/cli.mjs" "$@"; }
mapfile -t SERVICE_DIRS < <(parts dirs service)
# Node code, compiled by tsc -b: what runs (dist/) and, with its tests, what is tested (dist-test/).
mapfile -t BUILD_DIRS < <(parts dirs library service gateway tool)
mapfile -t TEST_DIRS < <(parts dirs library service gateway tool tests)
# Browser code: the shell and remotes are bundled by rspack; web libraries are bundled into them.
mapfile -t WEB_APP_DIRS < <(parts dirs host remote)
mapfile -t WEB_DIRS < <(parts dirs host remote web-library)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# npm ci when node_modules is missing or older than the lockfile. Idempotent.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing npm packages"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# wait_http URL SECONDS: until the URL answers 200.
wait_http() {
  local url=$1 limit=${2:-120}
  for _ in $(seq 1 $((limit * 4))); do
    if node -e "fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "$url"; then return 0; fi
    sleep 0.25
  done
  return 1
}

# The test infrastructure, for test-kit (packages/test-kit/src/env.ts has the same defaults):
# database pinboard_test, Redis db 1, and a NATS of its own so that tests never reach the services
# `npm start` runs. Sets TEST_NATS_STARTED when it had to start that NATS.
use_test_infra() {
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://$PG_USER:$PG_PASSWORD@127.0.0.1:$PGPORT/pinboard_test}"
  export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://default:$REDIS_PASSWORD@127.0.0.1:$REDIS_PORT/1}"
  TEST_NATS_PORT="${TEST_NATS_PORT:-4223}"
  export TEST_NATS_URL="${TEST_NATS_URL:-nats://$NATS_USER:$NATS_PASSWORD@127.0.0.1:$TEST_NATS_PORT}"
}
# Every run starts from an empty test database and Redis, as CI's new machine does: a test that
# only passes on what earlier runs left behind fails here first.
fresh_test_state() {
  local db=${TEST_DATABASE_URL##*/}
  psql "${TEST_DATABASE_URL%/*}/postgres" -qc "drop database if exists \"$db\" with (force)" -c "create database \"$db\"" >/dev/null &&
    redis-cli --no-auth-warning -u "$TEST_REDIS_URL" flushdb >/dev/null
}
# The tests' NATS (a store of its own per port, emptied at start: tests replay nothing old).
start_test_nats() {
  port_open "$TEST_NATS_PORT" && return 0
  local dir="$DATA_DIR/nats-test"
  [ "$TEST_NATS_PORT" = 4223 ] || dir="$DATA_DIR/nats-test-$TEST_NATS_PORT"
  rm -rf "$dir"; mkdir -p "$dir"
  setsid nats-server -c infra/nats.conf -a 127.0.0.1 -p "$TEST_NATS_PORT" -m $((TEST_NATS_PORT + 4000)) \
    -sd "$dir/js" -P "$dir/nats.pid" -l "$dir/nats.log" </dev/null >/dev/null 2>&1 &
  TEST_NATS_STARTED=1
  for _ in $(seq 1 50); do port_open "$TEST_NATS_PORT" && break; sleep 0.1; done
}
