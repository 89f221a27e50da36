#!/usr/bin/env bash
# `npm run bench`: builds, brings up the test infrastructure, and runs bench/ (results in bench/results/).
source "$(dirname "$0")/lib.sh"
ensure_node_modules
use_test_infra
EXTRA_DATABASES=pinboard_test bash infra/up.sh
start_test_nats
bash scripts/build.sh
node bench/dist/run.js
