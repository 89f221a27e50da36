#!/usr/bin/env bash
# `npm run bench`: builds, brings up the test infrastructure, and runs bench/ (results in bench/results/).
source "$(dirname "$0")/lib.sh"
ensure_node_modules
EXTRA_DATABASES=pinboard_test bash infra/up.sh
TEST_NATS_PORT="${TEST_NATS_PORT:-4223}"
export TEST_NATS_URL="nats://127.0.0.1:$TEST_NATS_PORT" TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT/1"
export TEST_DATABASE_URL="postgresql://$PG_USER:$PG_PASSWORD@127.0.0.1:$PGPORT/pinboard_test"
if ! port_open "$TEST_NATS_PORT"; then
  mkdir -p "$DATA_DIR/nats-test"
  setsid nats-server -c infra/nats.conf -a 127.0.0.1 -p "$TEST_NATS_PORT" -sd "$DATA_DIR/nats-test/js" \
    -P "$DATA_DIR/nats-test/nats.pid" </dev/null >/dev/null 2>&1 &
  sleep 0.5
fi
bash scripts/build.sh
node bench/dist/run.js
