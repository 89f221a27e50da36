#!/usr/bin/env bash
# `npm run new -- service <name>` | `npm run new -- remote <name>` (packages/scaffold).
source "$(dirname "$0")/lib.sh"
ensure_node_modules
npx tsc -b packages/scaffold/tsconfig.json
node packages/scaffold/dist/cli.js "$@"
