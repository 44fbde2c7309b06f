import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./worker/db/schema.ts",
    "./worker/db/schema-orders.ts",
    "./worker/db/schema-mail.ts",
    "./worker/db/schema-admin.ts",
    "./worker/db/schema-invoicing.ts",
    "./worker/db/schema-birth-lists.ts",
    "./worker/db/schema-cart-reminders.ts",
  ],
  out: "./migrations",
});
