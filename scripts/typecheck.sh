#!/usr/bin/env bash
# `npm run typecheck`: every Node part with its tests (tsc -b, emitting dist-test/) and every web
# part (tsc --noEmit), as discovered from the parts.
source "$(dirname "$0")/lib.sh"
projects=()
for dir in "${TEST_DIRS[@]}"; do [ -f "$dir/tsconfig.test.json" ] && projects+=("$dir/tsconfig.test.json"); done
npx tsc -b "${projects[@]}"
for dir in "${WEB_DIRS[@]}"; do npx tsc -p "$dir/tsconfig.json" --noEmit; done
