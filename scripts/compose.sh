#!/usr/bin/env bash
# `npm run compose -- up [--demo]`: the whole product under docker-compose on this machine (--demo
# also seeds the demo accounts; without it the stack starts empty). Makes the engine
# answer (infra/engine.sh), picks or builds the infrastructure images (infra/images.sh), writes
# .env.compose with new secrets on the first start, builds the app image, starts the stack, waits
# until the gateway is healthy and prints its URL. `npm run compose -- down` stops it (data stays in
# named volumes; `down -v` removes them too). Any other arguments go to docker-compose as they are.
# COMPOSE_PROJECT_NAME, COMPOSE_ENV_FILE and the host ports (PINBOARD_PORT, MFE_*_PORT) can be set.
source "$(dirname "$0")/lib.sh"
export COMPOSE_PROJECT_NAME="${COMPOSE_PROJECT_NAME:-pinboard}"
ENV_FILE="${COMPOSE_ENV_FILE:-$ROOT/.env.compose}"
export APP_IMAGE="${APP_IMAGE:-pinboard-app}"

# The images chosen (operator's, official or local; images.sh makes the engine answer first),
# exported so that they win over the env file.
set -a
eval "$(bash infra/images.sh)"
set +a

# Secrets: made once, kept with the volumes they open (a new password would lock the old data out);
# one a later version needs is added to an existing file.
secret() { node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))'; }
[ -s "$ENV_FILE" ] || { say "writing new secrets to $ENV_FILE"; (umask 077; printf '# Made by scripts/compose.sh on the first start; keep it with the volumes.\n' >"$ENV_FILE"); }
for name in POSTGRES_PASSWORD REDIS_PASSWORD ADS_TRACKING_SECRET MEDIA_ADDRESS_KEY; do
  grep -q "^$name=" "$ENV_FILE" || printf '%s=%s\n' "$name" "$(secret)" >>"$ENV_FILE"
done
ensure_nats_secrets "$ENV_FILE"
grep -q '^ACTOR_SIGNING_KEY=' "$ENV_FILE" || node infra/actor-keys.mjs >>"$ENV_FILE"
# The NATS rights' checksum: a NATS container started with other rights (an older checkout's) is
# recreated by up, as its settings changed; otherwise a part new rights allow would be refused.
NATS_CONFIG_SUM="$(cat "$ROOT/infra/nats-parts.conf" "$ROOT/infra/nats-base.conf" | sha256sum | cut -c1-16)"
export NATS_CONFIG_SUM
compose() { docker-compose --env-file "$ENV_FILE" -f "$ROOT/docker-compose.yml" "$@"; }

case "${1:-up}" in
  up)
    shift || true
    # --demo: also seed the demo accounts (the seed service's profile); without it the stack starts empty.
    demo=
    if [ "${1:-}" = --demo ]; then demo=1; shift; export COMPOSE_PROFILES="${COMPOSE_PROFILES:+$COMPOSE_PROFILES,}demo"; fi
    case ",${COMPOSE_PROFILES:-}," in *,demo,*) demo=1 ;; esac
    say "building the app image $APP_IMAGE on $NODE_IMAGE"
    docker build -q --build-arg NODE_IMAGE="$NODE_IMAGE" -f infra/docker/Dockerfile -t "$APP_IMAGE" . >/dev/null 2>"$DATA_DIR/app-image.log" ||
      { tail -n 40 "$DATA_DIR/app-image.log" >&2; exit 1; }
    say "starting the stack ($COMPOSE_PROJECT_NAME)"
    # up returns once every depends_on condition held: the gateway is healthy when it does.
    compose up -d --no-build "$@"
    echo
    echo "  Pinboard runs under docker-compose at http://localhost:${PINBOARD_PORT:-8080}"
    if [ -n "$demo" ]; then
      echo "  Demo data is seeded in the background (\`npm run compose -- logs seed\`)."
    else
      echo "  It starts empty: sign up to begin (\`npm run compose -- up --demo\` seeds the demo accounts)."
    fi
    echo
    ;;
  # Commands that only look at or remove what runs see the demo seed too, if it was asked for.
  down | ps | logs) COMPOSE_PROFILES="${COMPOSE_PROFILES:+$COMPOSE_PROFILES,}demo" compose "$@" ;;
  *) compose "$@" ;;
esac
