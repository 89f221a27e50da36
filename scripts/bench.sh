#!/usr/bin/env bash
# `npm run bench [-- --pins N] [-- --fresh]`: builds, brings up the infrastructure, and runs bench/
# (results in bench/results/). The bench has a database, a NATS and a Redis db of its own, so that
# its corpus (grown to --pins, kept between runs; --fresh starts it again) stays out of the tests'.
source "$(dirname "$0")/lib.sh"
ensure_node_modules
export TEST_DATABASE_URL="postgresql://$PG_USER:$PG_PASSWORD@127.0.0.1:$PGPORT/pinboard_bench"
export TEST_REDIS_URL="redis://default:$REDIS_PASSWORD@127.0.0.1:$REDIS_PORT/3"
export TEST_NATS_PORT="${BENCH_NATS_PORT:-4230}"
# The corpus's images are kept with its database (a test stack's own media folder goes with it).
export BENCH_MEDIA_ROOT="$PWD/.data/bench-media"
use_test_infra
bash infra/up.sh
if [[ " $* " == *" --fresh "* ]]; then
  PGPASSWORD="$PG_PASSWORD" psql -h 127.0.0.1 -p "$PGPORT" -U "$PG_USER" -d postgres -qc \
    'DROP DATABASE IF EXISTS pinboard_bench WITH (FORCE)' >/dev/null
  rm -rf "$BENCH_MEDIA_ROOT"
fi
EXTRA_DATABASES=pinboard_bench bash infra/up.sh >/dev/null
start_test_nats
bash scripts/build.sh
node bench/dist/run.js "$@"
