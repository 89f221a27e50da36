#!/usr/bin/env bash
# Builds everything: Prisma clients (offline), the Node parts (tsc project references, tests left
# out) and the shell and remotes with rspack. Incremental where the tools are.
source "$(dirname "$0")/lib.sh"
ensure_node_modules
say "generating Prisma clients"
while read -r dir; do
  (cd "$dir" && PRISMA_SCHEMA_ENGINE_BINARY="${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/true}" \
    node "$ROOT/node_modules/prisma/build/index.js" generate >/dev/null)
done < <(parts prisma)
say "compiling TypeScript (packages, services, tools)"
projects=()
for dir in "${BUILD_DIRS[@]}"; do [ -f "$dir/tsconfig.json" ] && projects+=("$dir/tsconfig.json"); done
npx tsc -b "${projects[@]}"
say "building the shell and remotes"
for app in "${WEB_APP_DIRS[@]}"; do
  (cd "$app" && NODE_ENV=production node "$ROOT/packages/mf-build/build.mjs" >/dev/null) || { echo "build of $app failed" >&2; exit 1; }
done
