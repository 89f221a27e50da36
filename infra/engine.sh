#!/usr/bin/env bash
# Makes a Docker engine answer on this machine, as `npm start` makes Postgres answer: installs
# Debian's docker.io (and debootstrap, for infra/images.sh) when missing and starts dockerd when
# nothing answers on its socket. Idempotent. Exits non-zero, saying why, where no engine can run
# (no root, no package source, a kernel without overlay or cgroups): callers fall back and say so.
set -euo pipefail
log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

engine_answers() { docker info >/dev/null 2>&1; }
engine_answers && exit 0

if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null || ! command -v docker-compose >/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "engine: docker.io is not installed and this is not root" >&2; exit 1; }
  log "installing docker.io, docker-compose and debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    docker.io docker-compose debootstrap iptables >/dev/null 2>&1 ||
    { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      docker.io docker-compose debootstrap iptables >/dev/null; } || { echo "engine: cannot install docker.io" >&2; exit 1; }
fi
command -v docker >/dev/null || { echo "engine: no docker client" >&2; exit 1; }

log "starting dockerd"
mkdir -p /var/log
# No systemd here: dockerd runs detached and outlives this script, like the local Postgres does.
setsid dockerd >>/var/log/dockerd.log 2>&1 </dev/null &
for _ in $(seq 1 120); do
  engine_answers && exit 0
  sleep 0.5
done
echo "engine: dockerd did not answer within 60 s; see /var/log/dockerd.log" >&2
tail -n 5 /var/log/dockerd.log >&2 || true
exit 1
