#!/usr/bin/env bash
# Installs what the project needs from Debian's packages, only what is missing. Idempotent.
# Usage: infra/install-packages.sh [--with-browser]
set -euo pipefail
source "$(dirname "$0")/env.sh"

need=()
[ -x "$PG_BIN/initdb" ] || need+=(postgresql)
command -v redis-server >/dev/null || need+=(redis-server)
command -v nats-server >/dev/null || need+=(nats-server)
# Ranked word retrieval for search (the word_rank_index migration; without it searches still work)
[ -f "$(dirname "$PG_BIN")/lib/rum.so" ] || need+=(postgresql-15-rum)
if [ "${1:-}" = "--with-browser" ]; then
  [ -x /usr/bin/chromium ] || need+=(chromium)
fi
command -v docker-compose >/dev/null || [ "${SKIP_COMPOSE_TOOL:-}" = 1 ] || need+=(docker-compose)

if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "infra: missing Debian packages: ${need[*]} (run as root, or: sudo apt-get install ${need[*]})" >&2
  exit 1
fi
echo "infra: installing ${need[*]} from Debian's packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
