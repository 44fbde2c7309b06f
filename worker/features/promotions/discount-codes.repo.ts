import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discountCodes } from "../../db/schema-orders";

export function discountCodesRepo(db: Db) {
  return {
    /**
     * Stores the code only when the e-mail has none yet — neither under the address nor under `erasedMark`, what an
     * erased account leaves of it (welcome-code.ts erasedEmailMark) — in one statement (SQLite runs writes one at a time),
     * so parallel requests for one e-mail mint a single code. Returns whether this call stored it.
     */
    async insertFirstForEmail(row: { code: string; email: string; erasedMark: string }): Promise<boolean> {
      const result = await db.run(sql`
        INSERT INTO discount_codes (code, promotion_id, email, single_use)
        SELECT ${row.code}, 'welcome', ${row.email}, 1
        WHERE NOT EXISTS (SELECT 1 FROM discount_codes WHERE email IN (${row.email}, ${row.erasedMark}))`);
      return result.meta.changes === 1;
    },

    async remove(code: string) {
      await db.delete(discountCodes).where(eq(discountCodes.code, code));
    },
  };
}
export type DiscountCodesRepo = ReturnType<typeof discountCodesRepo>;
