import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discountCodes } from "../../db/schema-orders";

export type DiscountCode = typeof discountCodes.$inferSelect;

export function discountCodesRepo(db: Db) {
  return {
    /**
     * Stores the code only when the e-mail has none yet — neither under the address nor under `erasedMark`, what an
     * erased account leaves of it (welcome-code.ts erasedEmailMark) — in one statement (SQLite runs writes one at a time),
     * so parallel requests for one e-mail mint a single code. Returns whether this call stored it.
     */
    async insertFirstForEmail(row: { code: string; email: string; percent: number; erasedMark: string }): Promise<boolean> {
      const result = await db.run(sql`
        INSERT INTO discount_codes (code, email, percent)
        SELECT ${row.code}, ${row.email}, ${row.percent}
        WHERE NOT EXISTS (SELECT 1 FROM discount_codes WHERE email IN (${row.email}, ${row.erasedMark}))`);
      return result.meta.changes === 1;
    },

    async remove(code: string) {
      await db.delete(discountCodes).where(eq(discountCodes.code, code));
    },

    /** The code as stored, whatever its state (to say why it cannot be used). */
    async byCode(code: string): Promise<DiscountCode | null> {
      return (await db.select().from(discountCodes).where(eq(discountCodes.code, code)).get()) ?? null;
    },
  };
}
export type DiscountCodesRepo = ReturnType<typeof discountCodesRepo>;
