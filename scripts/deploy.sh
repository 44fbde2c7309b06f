#!/usr/bin/env bash
# `npm run deploy`: the shop to Cloudflare (docs/going-live.md). Builds both languages, applies the migrations the
# production database has not had yet, then deploys the worker with its static files. Credentials come from
# `wrangler login` (or CLOUDFLARE_API_TOKEN in the environment), never from the repository.
# Refuses while wrangler.toml still names the placeholder D1 and KV ids a fresh clone carries.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true
if grep -Eq '^(database_id|id) = "0000000000' wrangler.toml; then
  echo "wrangler.toml still names the placeholder database or KV id: create them first (docs/going-live.md, step 2)" >&2
  exit 1
fi
if [ "${1:-}" != "--skip-preflight" ] && [ -n "${PRODUCTION_VARS:-}" ]; then
  npx tsx scripts/check-production.ts --vars "$PRODUCTION_VARS"
fi
echo "== build (Portuguese and Spanish)"
NODE_ENV=production npm run -s build
echo "== migrations (remote D1)"
npx wrangler d1 migrations apply DB --remote
echo "== deploy"
npx wrangler deploy
echo "deployed; to go back: npx wrangler rollback (docs/going-live.md, 'Rolling back')"
