#!/usr/bin/env bash
# Applies every service's Prisma migrations to its own schema in DATABASE_URL (offline tool; the
# same folders work with `prisma migrate deploy` where Prisma's engine can be downloaded).
source "$(dirname "$0")/lib.sh"
for s in "${SERVICES[@]}"; do
  node packages/db/dist/cli.js deploy --schema "$s" --dir "services/$s/prisma/migrations" | grep -v '^$' >&2
done
