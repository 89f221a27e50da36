#!/usr/bin/env bash
# The images the compose stack and the container tests run on. For each of Postgres, Redis, NATS and
# Node: the operator's choice ($POSTGRES_IMAGE, $REDIS_IMAGE, $NATS_IMAGE, $NODE_IMAGE), else the
# official image when it is here or can be pulled, else a local equivalent built from a debootstrap
# Debian base (infra/images/*), which is what happens where no registry answers. Local images carry
# a hash of their recipe and are rebuilt only when it changes, so a second run takes seconds.
# `--local` skips the registry. Writes the choices to $DATA_DIR/images.env and prints them.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/infra/env.sh"
log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
local_only=; [ "${1:-}" = --local ] && local_only=1

bash "$ROOT/infra/engine.sh"
mkdir -p "$DATA_DIR"

BASE=pinboard-local/debian:bookworm
label() { docker image inspect -f '{{ index .Config.Labels "org.pinboard.recipe" }}' "$1" 2>/dev/null || true; }

ensure_base() {
  docker image inspect "$BASE" >/dev/null 2>&1 && return 0
  log "building $BASE from debootstrap (about 20 s)"
  local dir mirror
  dir="$(mktemp -d)"
  mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)"
  debootstrap --variant=minbase bookworm "$dir" "${mirror:-http://deb.debian.org/debian}" >"$DATA_DIR/debootstrap.log" 2>&1 ||
    { tail -n 20 "$DATA_DIR/debootstrap.log" >&2; rm -rf "$dir"; exit 1; }
  rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/*
  tar -C "$dir" -c . | docker import -c 'CMD ["/bin/bash"]' - "$BASE" >/dev/null
  rm -rf "$dir"
}

# build_local NAME TAG: infra/images/NAME on the base, skipped when its recipe hash is unchanged.
build_local() {
  local name=$1 tag=$2 ctx="$ROOT/infra/images/$1" hash
  hash="$( (docker image inspect -f '{{.Id}}' "$BASE"; cd "$ctx" && find . -type f -print0 | sort -z | xargs -0 sha256sum;
    [ "$name" != node ] || { node --version; npm --version; cat /usr/local/share/ca-certificates/*.crt 2>/dev/null; }) |
    sha256sum | cut -c1-16)"
  if [ "$(label "$tag")" = "$hash" ]; then return 0; fi
  log "building $tag"
  local build="$ctx"
  if [ "$name" = node ]; then
    build="$(mktemp -d)"
    cp -r "$ctx/." "$build/"
    cp "$(readlink -f "$(command -v node)")" "$build/node"
    cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$build/npm"
    mkdir -p "$build/extra-ca"
    cp /usr/local/share/ca-certificates/*.crt "$build/extra-ca/" 2>/dev/null || true
  fi
  docker build --build-arg BASE_IMAGE="$BASE" --label "org.pinboard.recipe=$hash" -t "$tag" "$build" \
    >"$DATA_DIR/image-$name.log" 2>&1 || { tail -n 30 "$DATA_DIR/image-$name.log" >&2; exit 1; }
  [ "$build" = "$ctx" ] || rm -rf "$build"
}

# choose VAR OFFICIAL NAME LOCAL_TAG: prints VAR=image.
choose() {
  local var=$1 official=$2 name=$3 tag=$4
  if [ -n "${!var:-}" ]; then echo "$var=${!var}"; return; fi
  if [ -z "$local_only" ] && { docker image inspect "$official" >/dev/null 2>&1 ||
    timeout 120 docker pull -q "$official" >/dev/null 2>&1; }; then
    echo "$var=$official"
    return
  fi
  ensure_base
  build_local "$name" "$tag"
  echo "$var=$tag"
}

{
  choose POSTGRES_IMAGE postgres:15 postgres pinboard-local/postgres:15
  choose REDIS_IMAGE redis:7 redis pinboard-local/redis:7
  choose NATS_IMAGE nats:2.10 nats pinboard-local/nats:2
  choose NODE_IMAGE node:20-bookworm-slim node pinboard-local/node:20
} >"$DATA_DIR/images.env.tmp"
mv "$DATA_DIR/images.env.tmp" "$DATA_DIR/images.env"
cat "$DATA_DIR/images.env"
