#!/usr/bin/env bash
# What a plain `wrangler deploy` of this repository would ship: its printed bindings must say production
# and carry no development or test value (worker/config/app-config.ts refuses to serve without secrets).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
mkdir -p dist/client .tmp
# The worker bundles the web's first-screen renderer (wrangler.toml [alias]).
[ -f dist/server/render-page.js ] || npx vite build -c vite.ssr.config.ts --logLevel warn
out=$(npx wrangler deploy --dry-run --outdir .tmp/deploy-dry-run 2>&1)
status=$?
echo "$out" | sed -n '/bindings:/,/dry-run/p'
if [ $status -ne 0 ]; then echo "deploy dry-run failed:"; echo "$out" | tail -20; exit 1; fi
if ! grep -q 'env.APP_ENV ("production")' <<<"$out"; then echo "deploy config: APP_ENV is not production"; exit 1; fi
if grep -Eiq '"(development|test)"|localhost|127\.0\.0\.1|dev-only' <<<"$out"; then echo "deploy config: a development value would be deployed"; exit 1; fi
echo "deploy config: production, no development values"
