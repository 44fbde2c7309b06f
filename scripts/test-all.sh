#!/usr/bin/env bash
# `npm test`: typecheck, lint and format, structure, the deploy configuration, schema/migration drift, unit tests (Node), worker tests (vitest in workerd), then Playwright in Debian's Chromium headless shell.
# Ends with one line "N passed, N failed" totalling every suite (the build and each static check count as one).
# Each suite's time is printed after it.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
mkdir -p .tmp
rm -f .tmp/vitest-unit.json .tmp/vitest.json .tmp/playwright.json
passed=0
failed=0
# Prints each suite's name, and the time the one before it took.
section() {
  [ -n "${current:-}" ] && echo "-- $current: $((SECONDS - started)) s"
  current="${1:-}"
  started=$SECONDS
  [ -z "$current" ] || echo "== $current"
}

# The app is built once here for the deploy check, the worker tests and the Playwright servers (SHOP_BUILT tells them).
section "build"
if NODE_ENV=production npm run -s build; then passed=$((passed + 1)); export SHOP_BUILT=1; else failed=$((failed + 1)); fi

section "typecheck"
if npm run --silent typecheck; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

section "lint and format (Biome: recommended rules, feature boundaries, formatting, import order)"
if npx biome ci --error-on-warnings .; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

section "structure (features composed only by web/app, page paths, API calls only in api/ folders)"
if npx tsx scripts/check-web-structure.ts; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

section "deploy configuration (wrangler deploy --dry-run)"
if bash scripts/check-deploy-config.sh; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

section "schema and migrations agree (drizzle-kit generate writes nothing)"
if bash scripts/check-migrations.sh; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

section "unit tests (vitest in Node)"
npx vitest run -c vitest.unit.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/vitest-unit.json
read -r p f < <(node -e '
  try { const r = require("./.tmp/vitest-unit.json"); console.log(r.numPassedTests, r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))

# The Playwright shops' template (migrate + seed, about 35 s) is prepared while the worker tests run, and used as it is
# by scripts/e2e-servers.sh (E2E_TEMPLATE_READY): the two overlap instead of following each other.
bash scripts/e2e-template.sh >.tmp/e2e-template.log 2>&1 &
template=$!

section "worker tests (vitest in workerd)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
read -r p f < <(node -e '
  try { const r = require("./.tmp/vitest.json"); console.log(r.numPassedTests, r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))

section "end-to-end tests (Playwright, Chromium)"
if wait "$template"; then export E2E_TEMPLATE_READY=1; else echo "the e2e template could not be prepared (.tmp/e2e-template.log); the servers prepare it again" >&2; cat .tmp/e2e-template.log >&2; fi
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json
read -r p f < <(node -e '
  try { const s = require("./.tmp/playwright.json").stats; console.log(s.expected + s.flaky, s.unexpected + (s.expected + s.unexpected === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))
# A failing test's page as Playwright last saw it (its accessibility snapshot): CI keeps no other trace of it.
for context in test-results/*/error-context.md; do
  [ -f "$context" ] || continue
  echo "--- $context"
  head -c 6000 "$context"
  echo
done

section
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
