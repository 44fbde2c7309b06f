#!/usr/bin/env bash
# Schema and migrations cannot drift: drizzle-kit generates from worker/db/schema*.ts into a copy of
# migrations/; if it would write anything, a schema change has no migration (run `npm run db:generate`).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/offline-env.sh
work=.tmp/migrations-check
rm -rf "$work"
mkdir -p "$work"
cp -R migrations "$work/migrations"
cat >"$work/drizzle.config.ts" <<'CONFIG'
import { defineConfig } from "drizzle-kit";
export default defineConfig({ dialect: "sqlite", schema: ["./worker/db/schema.ts", "./worker/db/schema-orders.ts", "./worker/db/schema-mail.ts", "./worker/db/schema-admin.ts", "./worker/db/schema-invoicing.ts", "./worker/db/schema-birth-lists.ts", "./worker/db/schema-cart-reminders.ts"], out: "./.tmp/migrations-check/migrations" });
CONFIG
out=$(timeout 120 npx drizzle-kit generate --config "$work/drizzle.config.ts" </dev/null 2>&1)
status=$?
if [ $status -ne 0 ]; then echo "migrations check: drizzle-kit generate failed:"; echo "$out" | tail -20; exit 1; fi
if ! changes=$(diff -r migrations "$work/migrations"); then
  echo "migrations check: worker/db/schema*.ts has changes no migration holds (run npm run db:generate):"
  echo "$changes" | head -40
  rm -rf "$work"
  exit 1
fi
rm -rf "$work"
echo "migrations check: schema and migrations agree"
