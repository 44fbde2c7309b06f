import { eq, sql } from "drizzle-orm";
import type { ProfileInput } from "../../../shared/account-rules";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";

type ProfileFields = Omit<ProfileInput, "nif"> & { nif: string };

export interface CustomerRecord {
  userId: string;
  email: string;
  firstName: string | null;
  fullName: string | null;
  birthDate: string | null;
  phone: string | null;
  nif: string | null;
}

export function customersRepo(db: Db) {
  return {
    async byUserId(userId: string): Promise<CustomerRecord | null> {
      const row = (
        await db
          .select({
            userId: customers.userId,
            email: customers.email,
            firstName: customers.firstName,
            fullName: customers.fullName,
            birthDate: customers.birthDate,
            phone: customers.phone,
            nif: customers.nif,
          })
          .from(customers)
          .where(eq(customers.userId, userId))
          .limit(1)
      )[0];
      return row ?? null;
    },
    upsert: (userId: string, email: string, p: ProfileFields) =>
      db
        .insert(customers)
        .values({ userId, email, firstName: p.firstName, fullName: p.fullName, birthDate: p.birthDate, phone: p.phone, nif: p.nif || null })
        .onConflictDoUpdate({
          target: customers.userId,
          set: {
            firstName: p.firstName,
            fullName: p.fullName,
            birthDate: p.birthDate,
            phone: p.phone,
            nif: p.nif || null,
            updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
          },
        }),
  };
}
export type CustomersRepo = ReturnType<typeof customersRepo>;
