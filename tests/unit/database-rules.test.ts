import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCUMENT, databaseRules, databaseRulesDocument, readMigrations, ruleComments } from "../../scripts/database-rules";

const migrations = readMigrations();

/** A later migration, as the next one would be written. */
const withMigration = (sql: string) => [...migrations, { name: "9999_next.sql", sql }];

describe("docs/database-rules.md (decisions/0065)", () => {
  it("is what the migrations make", () => {
    const committed = readFileSync(DOCUMENT, "utf8");
    expect(committed, "docs/database-rules.md is stale: run npx tsx scripts/database-rules.ts").toBe(databaseRulesDocument(migrations));
  });

  it("refuses a trigger without its sentence, and takes the sentence from a '-- rule:' comment above it", () => {
    const trigger = "CREATE TRIGGER `orders_never_deleted` BEFORE DELETE ON `orders` BEGIN SELECT RAISE(ABORT, 'orders are kept'); END;";
    expect(() => databaseRules(withMigration(trigger))).toThrow(/trigger orders_never_deleted \(on orders\) has no sentence/);

    const explained = withMigration(`--> statement-breakpoint\n-- Orders are history.\n-- rule: Orders are never deleted,\n-- whoever asks.\n${trigger}`);
    const orders = databaseRules(explained).find((t) => t.name === "orders")!;
    expect(orders.triggers.find((t) => t.name === "orders_never_deleted")).toMatchObject({
      fires: "before delete",
      rule: "Orders are never deleted, whoever asks.",
      raises: ["orders are kept"],
    });
  });

  it("follows the final state: a dropped trigger leaves, and its sentence with it", () => {
    const dropped = withMigration("DROP TRIGGER `orders_pending_limit`;");
    expect(() => databaseRules(dropped)).toThrow(/TRIGGER_RULES explains orders_pending_limit, which no migration leaves/);
    const rules = ruleComments([
      { name: "1.sql", sql: "-- rule: Kept.\nCREATE TRIGGER `t` AFTER INSERT ON `x` BEGIN SELECT 1; END;" },
      { name: "2.sql", sql: "DROP TRIGGER `t`;\nCREATE TRIGGER `t` AFTER INSERT ON `x` BEGIN SELECT 2; END;" },
    ]);
    expect(rules.has("t")).toBe(false);
  });

  it("reads the CHECKs of a table re-created by a later migration as it ends", () => {
    const reviews = databaseRules(migrations).find((t) => t.name === "reviews")!;
    expect(reviews.checks.map((c) => c.name)).toEqual(["reviews_rating", "reviews_lengths", "reviews_hidden", "reviews_reply"]);
    expect(reviews.checks.find((c) => c.name === "reviews_rating")!.condition).toBe("rating BETWEEN 1 AND 5");
    const users = databaseRules(migrations).find((t) => t.name === "users")!;
    expect(users.checks).toMatchObject([{ key: "users.language", column: true, condition: "language IN ('pt', 'es')" }]);
  });
});
