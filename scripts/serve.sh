#!/usr/bin/env bash
# Builds the SPA, applies migrations, seeds the demo catalogue if the database is empty, serves the shop.
#   scripts/serve.sh [--port N] [--persist-to DIR] [--fresh] [--no-build] [--no-setup] [--var KEY:VALUE ...]
# --no-setup serves DIR as it is (already migrated and seeded: scripts/e2e-servers.sh copies one prepared state).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
PORT="${PORT:-8787}"
PERSIST=".wrangler/state"
FRESH=0
BUILD=1
SETUP=1
VARS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="$2"; shift 2 ;;
    --persist-to) PERSIST="$2"; shift 2 ;;
    --fresh) FRESH=1; shift ;;
    --no-build) BUILD=0; shift ;;
    --no-setup) SETUP=0; shift ;;
    --var) VARS+=(--var "$2"); shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ "$FRESH" = 1 ] && rm -rf "$PERSIST"
[ "$BUILD" = 1 ] && npm run -s build
if [ "$SETUP" = 1 ]; then
  npx wrangler d1 migrations apply DB --local --persist-to "$PERSIST" >/dev/null
  npx tsx scripts/seed.ts --persist-to "$PERSIST" --if-empty
  # The back-office's development owner and staff member (never in production: this is the local database).
  npx tsx scripts/seed-back-office.ts --persist-to "$PERSIST"
fi
echo "A loja está a correr em http://127.0.0.1:${PORT}"
# Development is asked for explicitly (production is the default in wrangler.toml); links in e-mails use this origin.
# The devtools port is the shop's own too (PORT + 10000): wrangler otherwise looks for a free one from 9229, and two
# shops starting together (scripts/e2e-servers.sh) could both find it free and one then fail to start.
exec npx wrangler dev --port "$PORT" --inspector-port "$((PORT + 10000))" --ip 127.0.0.1 --persist-to "$PERSIST" --log-level warn \
  --var APP_ENV:development --var "PUBLIC_ORIGIN:http://127.0.0.1:${PORT}" "${VARS[@]}"
