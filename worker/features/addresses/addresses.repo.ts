import type { AddressInput, SavedAddress } from "../../../shared/address-rules";
import type { Db } from "../../db/client";

/** An `addresses` row as D1 answers raw SQL. */
interface AddressRow {
  id: string;
  first_name: string;
  full_name: string;
  phone: string;
  country: string;
  zip_code: string;
  address: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  property_type: string;
  is_default: number | null;
  created_at: string;
}

const COLUMNS =
  "id, first_name, full_name, phone, country, zip_code, address, number, complement, neighborhood, city, state, property_type, is_default, created_at";

function toSavedAddress(r: AddressRow): SavedAddress {
  return {
    id: r.id,
    firstName: r.first_name,
    fullName: r.full_name,
    phone: r.phone,
    country: r.country as SavedAddress["country"],
    zipCode: r.zip_code,
    address: r.address,
    number: r.number,
    complement: r.complement,
    neighborhood: r.neighborhood,
    city: r.city,
    state: r.state,
    propertyType: r.property_type as SavedAddress["propertyType"],
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
  };
}

/** The customer's own addresses: every statement is filtered by the user id, so another user's id matches nothing. */
export function addressesRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** SPEC §7 order: the default first, then newest (rows added in the same millisecond by insertion order). */
    async list(userId: string): Promise<SavedAddress[]> {
      const { results } = await d1
        .prepare(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ?1 ORDER BY is_default IS NULL, created_at DESC, rowid DESC`)
        .bind(userId)
        .all<AddressRow>();
      return results.map(toSavedAddress);
    },

    /** One of the customer's addresses, or null (another customer's id included). */
    async byId(userId: string, id: string): Promise<SavedAddress | null> {
      const row = await d1.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ?1 AND user_id = ?2`).bind(id, userId).first<AddressRow>();
      return row ? toSavedAddress(row) : null;
    },

    /**
     * One statement, so two first addresses added at once cannot both (or neither) become the default: the row is
     * the default when the customer has none yet, and nothing is written once the customer holds `max` addresses.
     * Returns null in that case.
     */
    async add(userId: string, a: AddressInput, max: number): Promise<SavedAddress | null> {
      const row = await d1
        .prepare(
          `INSERT INTO addresses (id, user_id, first_name, full_name, phone, country, zip_code, address, number, complement, neighborhood, city, state, property_type, is_default)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                  CASE WHEN EXISTS (SELECT 1 FROM addresses WHERE user_id = ?2 AND is_default = 1) THEN NULL ELSE 1 END
           WHERE (SELECT count(*) FROM addresses WHERE user_id = ?2) < ?15
           RETURNING ${COLUMNS}`,
        )
        .bind(
          crypto.randomUUID(),
          userId,
          a.firstName,
          a.fullName,
          a.phone,
          a.country,
          a.zipCode,
          a.address,
          a.number,
          a.complement,
          a.neighborhood,
          a.city,
          a.state,
          a.propertyType,
          max,
        )
        .first<AddressRow>();
      return row ? toSavedAddress(row) : null;
    },

    /**
     * SPEC §4: clear the old default, then set the new one, in one batch (a D1 batch is one transaction): the
     * partial unique index can never see two defaults, and an id that is not this customer's clears nothing.
     * Returns false when the id is not one of the customer's addresses.
     */
    async setDefault(userId: string, id: string): Promise<boolean> {
      const [, set] = await d1.batch([
        d1
          .prepare(
            "UPDATE addresses SET is_default = NULL WHERE user_id = ?1 AND is_default = 1 AND id <> ?2 AND EXISTS (SELECT 1 FROM addresses WHERE id = ?2 AND user_id = ?1)",
          )
          .bind(userId, id),
        d1.prepare("UPDATE addresses SET is_default = 1 WHERE id = ?2 AND user_id = ?1").bind(userId, id),
      ]);
      return (set?.meta.changes ?? 0) > 0;
    },

    /**
     * Deletes one address and, in the same batch, makes the newest remaining one the default when the deleted
     * address was it (docs/spec-deviations.md A2). Returns false when the id is not one of the customer's.
     */
    async remove(userId: string, id: string): Promise<boolean> {
      const [deleted] = await d1.batch([
        d1.prepare("DELETE FROM addresses WHERE id = ?2 AND user_id = ?1").bind(userId, id),
        d1
          .prepare(
            `UPDATE addresses SET is_default = 1
             WHERE id = (SELECT id FROM addresses WHERE user_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1)
               AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1)`,
          )
          .bind(userId),
      ]);
      return (deleted?.meta.changes ?? 0) > 0;
    },
  };
}
export type AddressesRepo = ReturnType<typeof addressesRepo>;
