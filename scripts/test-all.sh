#!/usr/bin/env bash
# `npm test`: typecheck, lint and format, structure, the deploy configuration, schema/migration drift, unit tests (Node), worker tests (vitest in workerd), then Playwright in Debian's Chromium.
# Ends with one line "N passed, N failed" totalling every suite (typecheck counts as one).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
mkdir -p .tmp
rm -f .tmp/vitest-unit.json .tmp/vitest.json .tmp/playwright.json
passed=0
failed=0

echo "== typecheck"
if npm run --silent typecheck; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== lint and format (Biome: recommended rules, feature boundaries, formatting, import order)"
if npx biome ci --error-on-warnings .; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== structure (features composed only by web/app, page paths, API calls only in api/ folders)"
if npx tsx scripts/check-web-structure.ts; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== deploy configuration (wrangler deploy --dry-run)"
if bash scripts/check-deploy-config.sh; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== schema and migrations agree (drizzle-kit generate writes nothing)"
if bash scripts/check-migrations.sh; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== unit tests (vitest in Node)"
npx vitest run -c vitest.unit.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/vitest-unit.json
read -r p f < <(node -e '
  try { const r = require("./.tmp/vitest-unit.json"); console.log(r.numPassedTests, r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))

echo "== worker tests (vitest in workerd)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
read -r p f < <(node -e '
  try { const r = require("./.tmp/vitest.json"); console.log(r.numPassedTests, r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))

echo "== end-to-end tests (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json
read -r p f < <(node -e '
  try { const s = require("./.tmp/playwright.json").stats; console.log(s.expected + s.flaky, s.unexpected + (s.expected + s.unexpected === 0 ? 1 : 0)); }
  catch { console.log(0, 1); }')
passed=$((passed + p)); failed=$((failed + f))

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
