#!/usr/bin/env bash
# The servers the Playwright suite needs, started as one command (Playwright waits on the first main shop):
#  - a fake shipping supplier on $E2E_SUPPLIER_PORT speaking the supplier's JSON (tests/e2e/support/fake-supplier.ts)
#  - a second shop on $E2E_SUPPLIER_SHOP_PORT configured with that supplier (error states of the calculator)
#  - one main shop per Playwright worker ($E2E_WORKERS, default 2): worker n's on $E2E_PORT + 100·n, with the embedded
#    defaults, so that each worker's tests own their data (tests/e2e/support/servers.ts); new passwords are hashed with
#    fewer PBKDF2 rounds, as in the worker tests (a development setting; each hash records its own rounds)
# The app is built once (skipped when the caller has just built it: SHOP_BUILT=1), and the database migrated and the
# demo catalogue seeded once into a template that each shop gets a copy of (scripts/e2e-template.sh; skipped when the
# caller has just prepared it: E2E_TEMPLATE_READY=1). The shops start together; once every one answers, the fake
# supplier's /ready says so, and Playwright (which polls it) begins. Killing this process group stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
# Without wrangler dev's local trace store, which writes every span of every request on the Worker's own thread
# (docs/decisions/0028): the tests never read it, and three shops share two cores.
export X_LOCAL_OBSERVABILITY=false
: "${E2E_PORT:=8788}" "${E2E_SUPPLIER_SHOP_PORT:=8789}" "${E2E_SUPPLIER_PORT:=8799}" "${E2E_WORKERS:=2}"
[ "${SHOP_BUILT:-0}" = 1 ] || npm run -s build
TEMPLATE=.wrangler/e2e-template
READY=.wrangler/e2e-ready
rm -f "$READY"
if [ "${E2E_TEMPLATE_READY:-0}" != 1 ] || [ ! -d "$TEMPLATE" ]; then bash scripts/e2e-template.sh; fi
fresh_copy() { rm -rf "$1"; cp -r "$TEMPLATE" "$1"; }

npx tsx tests/e2e/support/fake-supplier.ts "$E2E_SUPPLIER_PORT" "$READY" &
fresh_copy .wrangler/e2e-supplier-state
bash scripts/serve.sh --no-build --no-setup --port "$E2E_SUPPLIER_SHOP_PORT" --persist-to .wrangler/e2e-supplier-state \
  --var "SHIPPING_SUPPLIER_URL:http://127.0.0.1:$E2E_SUPPLIER_PORT" --var SHIPPING_SUPPLIER_KEY:e2e-supplier-key \
  --var SHIPPING_TIMEOUT_MS:1500 --var SHIPPING_QUOTES_PER_MINUTE:500 &
main_shop() { # index: the shop's state made afresh, and its command in $shop
  fresh_copy ".wrangler/e2e-state-$1"
  shop=(bash scripts/serve.sh --no-build --no-setup --port "$((E2E_PORT + 100 * $1))" --persist-to ".wrangler/e2e-state-$1"
    --var SHIPPING_QUOTES_PER_MINUTE:500 --var POSTAL_LOOKUPS_PER_MINUTE:500 --var PASSWORD_PBKDF2_ITERATIONS:2000)
}
waiting=("$E2E_SUPPLIER_SHOP_PORT")
for ((i = 0; i < E2E_WORKERS; i++)); do
  main_shop "$i"
  "${shop[@]}" &
  waiting+=("$((E2E_PORT + 100 * i))")
done
up() { curl -sf "http://127.0.0.1:$1/api/health" >/dev/null; }
for port in "${waiting[@]}"; do
  for _ in $(seq 1 480); do up "$port" && break; sleep 0.5; done
  up "$port" || { echo "the shop on port $port did not start" >&2; exit 1; }
done
touch "$READY"
wait
