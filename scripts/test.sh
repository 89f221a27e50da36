#!/usr/bin/env bash
# `npm test`: every check the project has, against real local Postgres, Redis, NATS and Chromium
# (installed and started here when missing). Ends with one line: `N passed, N failed`. What to
# build and test is discovered from the parts (packages/parts), never listed here.
source "$(dirname "$0")/lib.sh"
set +e
use_test_infra
RESULTS="$DATA_DIR/test-results"
LOGDIR="$DATA_DIR/test-logs"
mkdir -p "$DATA_DIR" "$LOGDIR"
: >"$RESULTS"

record() {
  echo "$1 $2 $3" >>"$RESULTS"
  printf '  %-28s %s passed, %s failed%s\n' "$1" "$2" "$3" "${SUITE_WHERE:+ ($SUITE_WHERE)}" >&2
}
# check NAME COMMAND...: a whole command counts as one test.
check() {
  local name=$1; shift
  if "$@" >"$LOGDIR/$name.log" 2>&1; then record "$name" 1 0; else record "$name" 0 1; tail -n 40 "$LOGDIR/$name.log" >&2; fi
}
# node_suite NAME FILES...: node's test runner; its pass/fail counts are summed.
node_suite() {
  local name=$1; shift
  if [ $# -eq 0 ]; then record "$name" 0 1; echo "$name: no test files" >&2; return; fi
  # A watchdog, so that a hung suite fails instead of blocking the run.
  timeout --kill-after=10 "${SUITE_TIMEOUT:-900}" node --test --test-concurrency=1 --test-timeout="${TEST_TIMEOUT_MS:-300000}" \
    --test-reporter=spec "$@" >"$LOGDIR/$name.log" 2>&1
  local code=$? pass fail
  pass=$(grep -aE '^ℹ pass [0-9]+' "$LOGDIR/$name.log" | tail -1 | awk '{print $3}')
  fail=$(grep -aE '^ℹ fail [0-9]+' "$LOGDIR/$name.log" | tail -1 | awk '{print $3}')
  pass=${pass:-0}; fail=${fail:-0}
  if [ "$code" -ne 0 ] && [ "$fail" -eq 0 ]; then fail=1; fi
  record "$name" "$pass" "$fail"
  if [ "$fail" -ne 0 ]; then grep -aE -B2 -A25 '^✖|not ok|failing tests' "$LOGDIR/$name.log" | head -n 150 >&2; fi
}
# run_suite NAME FILES...: a suite against a Postgres, Redis and NATS of its own (containers), else
# against the local ones; its containers are removed when it ends.
run_suite() {
  local name=$1; shift
  if [ -n "$CONTAINERS" ]; then
    local vars
    if vars=$(node packages/test-kit/dist/containers-cli.js "$RUN_ID" "$name" 2>"$LOGDIR/$name-containers.log"); then
      (eval "$vars"; export TEST_DATABASE_URL TEST_REDIS_URL TEST_NATS_URL; SUITE_WHERE="in containers" node_suite "$name" "$@")
      local ids; ids=$(docker ps -aq --filter "label=org.pinboard.tests=$RUN_ID" --filter "label=org.pinboard.suite=$name")
      [ -z "$ids" ] || docker rm -f -v $ids >/dev/null
      return
    fi
    echo "$name: its containers did not start ($LOGDIR/$name-containers.log); it uses the local processes" >&2
  fi
  node_suite "$name" "$@"
}
test_files() { find "$1" -name '*.test.js' -not -path '*/generated/*' | sort; }
finish() {
  [ -n "${TEST_NATS_STARTED:-}" ] && kill "$(cat "$DATA_DIR/nats-test/nats.pid" 2>/dev/null)" 2>/dev/null
  local passed failed
  passed=$(awk '{s+=$2} END {print s+0}' "$RESULTS")
  failed=$(awk '{s+=$3} END {print s+0}' "$RESULTS")
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}

ensure_node_modules || { record npm-install 0 1; finish; }
say "infrastructure"
INFRA_WITH_BROWSER=1 bash infra/up.sh >&2 && fresh_test_state || { record infra 0 1; finish; }
start_test_nats

# Integration suites get containers of their own when an engine can run (infra/engine.sh installs
# and starts one, infra/images.sh picks or builds the images); else the local processes above.
CONTAINERS=
RUN_ID="run$$"
export TESTCONTAINERS_RYUK_DISABLED=true
if bash infra/images.sh >"$LOGDIR/images.log" 2>&1; then
  set -a; source "$DATA_DIR/images.env"; set +a
  CONTAINERS=1
  # No reaper: what an interrupted run left is swept here, by the label every test container has.
  old=$(docker ps -aq --filter label=org.pinboard.tests)
  [ -z "$old" ] || docker rm -f -v $old >/dev/null
else
  echo "integration tests: no Docker engine here ($(tail -n 1 "$LOGDIR/images.log")); they use the local Postgres, Redis and NATS" >&2
fi

say "build and static checks"
check build bash scripts/build.sh
[ "$(tail -1 "$RESULTS" | awk '{print $3}')" = 0 ] || finish
check typecheck bash scripts/typecheck.sh
check lint npx eslint . --max-warnings=0
check format npx prettier --check .

say "unit and integration tests${CONTAINERS:+ (each suite in containers of its own, two at a time)}"
# Suites on containers of their own share nothing, so two run at once; on the shared local
# processes, one at a time.
# (Only the suites' own jobs are counted and awaited: the test NATS started above is a job too.)
parallel=1; [ -z "$CONTAINERS" ] || parallel="${TEST_PARALLEL:-2}"
suites=()
running() { local n=0 pid; for pid in "${suites[@]}"; do kill -0 "$pid" 2>/dev/null && n=$((n + 1)); done; echo "$n"; }
for dir in "${BUILD_DIRS[@]}"; do
  [ -d "$dir/dist-test" ] || continue
  mapfile -t files < <(test_files "$dir/dist-test")
  [ ${#files[@]} -gt 0 ] || continue
  while [ "$(running)" -ge "$parallel" ]; do sleep 0.5; done
  run_suite "$(basename "$dir")" "${files[@]}" &
  suites+=($!)
done
wait "${suites[@]}"
# The browser code's pure logic, compiled to CommonJS by each web part's tsconfig.test.json.
web_tests=()
for dir in "${WEB_DIRS[@]}"; do
  [ -f "$dir/tsconfig.test.json" ] || continue
  rm -rf "$dir/dist-test"
  log="$LOGDIR/$(basename "$dir")-test-build.log"
  if npx tsc -p "$dir/tsconfig.test.json" >"$log" 2>&1; then
    echo '{"type":"commonjs"}' >"$dir/dist-test/package.json"
    mapfile -t -O "${#web_tests[@]}" web_tests < <(test_files "$dir/dist-test")
  else
    record "$(basename "$dir")-test-build" 0 1; cat "$log" >&2
  fi
done
node_suite web-unit "${web_tests[@]}"

say "end-to-end tests (Chromium)"
for dir in $(parts dirs tests); do
  mapfile -t files < <(test_files "$dir/dist-test")
  # A file may bring a whole stack up (the compose test: images, then every part healthy), which
  # on a busy machine takes longer than a test's usual 5 minutes; and the browser suite's 27 files
  # take 14-15 minutes on this machine, past the usual 15 for a whole suite.
  TEST_TIMEOUT_MS=600000 SUITE_TIMEOUT="${E2E_SUITE_TIMEOUT:-2400}" node_suite "$(basename "$dir")" "${files[@]}"
done
finish
