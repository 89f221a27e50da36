#!/usr/bin/env bash
# Builds everything: Prisma clients (offline), TypeScript project references, and the shell and
# remotes with rspack. Incremental where the tools are.
source "$(dirname "$0")/lib.sh"
ensure_node_modules
say "generating Prisma clients"
for s in "${SERVICES[@]}"; do
  (cd "services/$s" && PRISMA_SCHEMA_ENGINE_BINARY="${PRISMA_SCHEMA_ENGINE_BINARY:-/bin/true}" \
    node ../../node_modules/prisma/build/index.js generate >/dev/null)
done
say "compiling TypeScript (packages, services, tools)"
npx tsc -b tsconfig.json
say "building the shell and remotes"
for app in shell "${REMOTES[@]}"; do
  (cd "$app" && NODE_ENV=production npx rspack build >/dev/null) || { echo "build of $app failed" >&2; exit 1; }
done
