# Shared settings for infra and scripts. Source it; every value can be overridden from the environment.
PROJECT_ROOT="${PROJECT_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
DATA_DIR="${DATA_DIR:-$PROJECT_ROOT/.data}"
PGHOST="${PGHOST:-127.0.0.1}"
PGPORT="${PGPORT:-5432}"
PG_USER="${PG_USER:-pinboard}"
PG_PASSWORD="${PG_PASSWORD:-pinboard}"
PG_DATABASE="${PG_DATABASE:-pinboard}"
REDIS_PORT="${REDIS_PORT:-6379}"
# Redis and NATS ask every client for a password, as Postgres does; these are the local defaults
# (loopback only); set your own in the environment.
REDIS_PASSWORD="${REDIS_PASSWORD:-pinboard}"
NATS_USER="${NATS_USER:-pinboard}"
NATS_PASSWORD="${NATS_PASSWORD:-pinboard}"
NATS_PORT="${NATS_PORT:-4222}"
NATS_MONITOR_PORT="${NATS_MONITOR_PORT:-8222}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
export PROJECT_ROOT DATA_DIR PGHOST PGPORT PG_USER PG_PASSWORD PG_DATABASE REDIS_PORT NATS_PORT NATS_MONITOR_PORT PG_BIN
export REDIS_PASSWORD NATS_USER NATS_PASSWORD
# The key pair that proves who acts on the bus (service-kit's acting-as.ts): made on the first
# start and kept in $DATA_DIR (mode 600), unless the environment sets them (a container holds the
# public half alone; only the gateway and the seed need the private one).
if [ -z "${ACTOR_SIGNING_KEY:-}" ] && [ -z "${ACTOR_VERIFY_KEY:-}" ]; then
  if [ ! -s "$DATA_DIR/actor-keys.env" ]; then
    mkdir -p "$DATA_DIR"
    (umask 077 && node "$PROJECT_ROOT/infra/actor-keys.mjs" >"$DATA_DIR/actor-keys.env.tmp" &&
      mv "$DATA_DIR/actor-keys.env.tmp" "$DATA_DIR/actor-keys.env")
  fi
  # shellcheck disable=SC1091
  . "$DATA_DIR/actor-keys.env"
fi
export ACTOR_SIGNING_KEY="${ACTOR_SIGNING_KEY:-}" ACTOR_VERIFY_KEY="${ACTOR_VERIFY_KEY:-}"
# The key that names stored images (the pins service's MEDIA_ADDRESS_KEY): made once and kept with
# the media, where $DATA_DIR can be written (not in a container, whose environment sets it).
if [ -z "${MEDIA_ADDRESS_KEY:-}" ] && mkdir -p "$DATA_DIR" 2>/dev/null && [ -w "$DATA_DIR" ]; then
  [ -s "$DATA_DIR/media-address-key" ] ||
    (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DATA_DIR/media-address-key")
  MEDIA_ADDRESS_KEY="$(cat "$DATA_DIR/media-address-key")"
fi
export MEDIA_ADDRESS_KEY="${MEDIA_ADDRESS_KEY:-}"
# NATS under `npm start` and compose signs every part in as itself (infra/nats-parts.conf): each
# part's password is made when first asked for and kept in $DATA_DIR (mode 600), unless the
# environment sets it. Never exported: each part is given its own URL alone (nats_url_for).
nats_password_variables() { grep -o '\$NATS_PASSWORD_[A-Z0-9_]*' "$PROJECT_ROOT/infra/nats-parts.conf" | tr -d '$' | sort -u; }
# NATS reads a variable's value as configuration (a value starting with a digit is taken for a
# number and refused): letters first, then hex.
nats_secret() { node -e 'process.stdout.write("n" + require("crypto").randomBytes(24).toString("hex"))'; }
# ensure_nats_secrets FILE: the operator's NATS password and one per part (every NATS_PASSWORD_*
# nats-parts.conf reads) in an env file (compose's), added when missing. One an earlier version
# wrote that NATS cannot read (a leading digit or '-' is taken for a number) is replaced: a NATS
# password guards no stored data, and every part reads the new one from the same file.
ensure_nats_secrets() {
  local name value
  for name in NATS_PASSWORD $(nats_password_variables); do
    value="$(sed -n "s/^$name=//p" "$1" | head -n 1)"
    if ! grep -q "^$name=" "$1"; then
      printf '%s=%s\n' "$name" "$(nats_secret)" >>"$1"
    elif ! [[ "$value" =~ ^[A-Za-z] ]]; then
      sed -i "s/^$name=.*/$name=$(nats_secret)/" "$1"
    fi
  done
}
NATS_PASSWORDS_FILE="$DATA_DIR/nats-passwords.env"
# nats_password VAR: the password in VAR, else the one kept for it (made now if none is).
nats_password() {
  if [ -n "${!1:-}" ]; then echo "${!1}"; return; fi
  if ! grep -q "^$1=" "$NATS_PASSWORDS_FILE" 2>/dev/null; then
    mkdir -p "$DATA_DIR"
    (umask 077 && echo "$1=$(nats_secret)" >>"$NATS_PASSWORDS_FILE")
  fi
  sed -n "s/^$1=//p" "$NATS_PASSWORDS_FILE" | head -n 1
}
# nats_url_for PART: the NATS URL a part signs in with.
nats_url_for() {
  echo "nats://$1:$(nats_password "NATS_PASSWORD_$(echo "$1" | tr 'a-z-' 'A-Z_')")@127.0.0.1:$NATS_PORT"
}
# nats_part_passwords: VAR=value for every part's password, for the NATS server's environment.
nats_part_passwords() { local v; for v in $(nats_password_variables); do echo "$v=$(nats_password "$v")"; done; }
export DATABASE_URL="${DATABASE_URL:-postgresql://$PG_USER:$PG_PASSWORD@$PGHOST:$PGPORT/$PG_DATABASE}"
export REDIS_URL="${REDIS_URL:-redis://default:$REDIS_PASSWORD@127.0.0.1:$REDIS_PORT/0}"
export NATS_URL="${NATS_URL:-nats://$NATS_USER:$NATS_PASSWORD@127.0.0.1:$NATS_PORT}"
