#!/usr/bin/env bash
# Applies every service's Prisma migrations to its own schema in DATABASE_URL (offline tool; the
# same folders work with `prisma migrate deploy` where Prisma's engine can be downloaded).
source "$(dirname "$0")/lib.sh"
while read -r schema dir; do
  node packages/db/dist/cli.js deploy --schema "$schema" --dir "$dir" | grep -v '^$' >&2
done < <(parts migrations)
