#!/usr/bin/env bash
# The servers the Playwright suite needs, started as one command (Playwright waits on the main one):
#  - a fake shipping supplier on $E2E_SUPPLIER_PORT speaking the supplier's JSON (tests/e2e/support/fake-supplier.ts)
#  - a second shop on $E2E_SUPPLIER_SHOP_PORT configured with that supplier (error states of the calculator)
#  - the main shop on $E2E_PORT with the embedded defaults
# All share one build; each shop has its own fresh local state. Killing this process group stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
: "${E2E_PORT:=8788}" "${E2E_SUPPLIER_SHOP_PORT:=8789}" "${E2E_SUPPLIER_PORT:=8799}"
npm run -s build
npx tsx tests/e2e/support/fake-supplier.ts "$E2E_SUPPLIER_PORT" &
bash scripts/serve.sh --no-build --fresh --port "$E2E_SUPPLIER_SHOP_PORT" --persist-to .wrangler/e2e-supplier-state \
  --var "SHIPPING_SUPPLIER_URL:http://127.0.0.1:$E2E_SUPPLIER_PORT" --var SHIPPING_SUPPLIER_KEY:e2e-supplier-key \
  --var SHIPPING_TIMEOUT_MS:1500 --var SHIPPING_QUOTES_PER_MINUTE:500 &
for i in $(seq 1 240); do
  curl -sf "http://127.0.0.1:$E2E_SUPPLIER_SHOP_PORT/api/health" >/dev/null && break
  sleep 0.5
done
exec bash scripts/serve.sh --no-build --fresh --port "$E2E_PORT" --persist-to .wrangler/e2e-state --var SHIPPING_QUOTES_PER_MINUTE:500 --var POSTAL_LOOKUPS_PER_MINUTE:500
