#!/usr/bin/env bash
# The Playwright shops' template: the database migrated and the demo catalogue seeded once into
# .wrangler/e2e-template, which every e2e shop gets a copy of (scripts/e2e-servers.sh). `npm test` prepares it in the
# background while the worker tests run (scripts/test-all.sh), and e2e-servers.sh then uses it as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
TEMPLATE=.wrangler/e2e-template
rm -rf "$TEMPLATE"
npx wrangler d1 migrations apply DB --local --persist-to "$TEMPLATE" >/dev/null
npx tsx scripts/seed.ts --persist-to "$TEMPLATE"
npx tsx scripts/seed-back-office.ts --persist-to "$TEMPLATE"
