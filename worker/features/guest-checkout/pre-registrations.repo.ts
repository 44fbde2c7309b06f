import type { ProfileInput } from "../../../shared/account-rules";
import type { AddressInput } from "../../../shared/address-rules";
import type { PreRegistrationView } from "../../../shared/pre-registration";
import type { Db } from "../../db/client";

type Row = {
  email: string;
  first_name: string | null;
  full_name: string | null;
  birth_date: string | null;
  nif: string | null;
  phone: string | null;
  country: string | null;
  zip_code: string | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  property_type: string | null;
};

function view(r: Row): PreRegistrationView {
  return {
    email: r.email,
    profile:
      r.first_name && r.full_name && r.birth_date && r.phone && r.nif
        ? { firstName: r.first_name, fullName: r.full_name, birthDate: r.birth_date, phone: r.phone, nif: r.nif }
        : null,
    address:
      r.country && r.zip_code && r.address && r.number && r.neighborhood && r.city && r.state && r.property_type
        ? {
            country: r.country as "PT" | "ES",
            zipCode: r.zip_code,
            state: r.state,
            city: r.city,
            address: r.address,
            number: r.number,
            neighborhood: r.neighborhood,
            complement: r.complement,
            propertyType: r.property_type as "casa" | "apartamento",
          }
        : null,
  };
}

/** Guests' pre-registrations, reachable only by their unguessable session id (held in an HttpOnly cookie). */
export function preRegistrationsRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** A new pre-registration; expired ones are cleared in the same batch. */
    async create(sessionId: string, email: string, expiresAt: string, nowIso: string) {
      await d1.batch([
        d1.prepare("INSERT INTO pre_registrations (session_id, email, expires_at) VALUES (?1, ?2, ?3)").bind(sessionId, email, expiresAt),
        d1.prepare("DELETE FROM pre_registrations WHERE session_id IN (SELECT session_id FROM pre_registrations WHERE expires_at < ?1 LIMIT 50)").bind(nowIso),
      ]);
    },
    async get(sessionId: string, nowIso: string): Promise<PreRegistrationView | null> {
      const row = await d1.prepare("SELECT * FROM pre_registrations WHERE session_id = ?1 AND expires_at > ?2").bind(sessionId, nowIso).first<Row>();
      return row ? view(row) : null;
    },
    async saveProfile(sessionId: string, p: ProfileInput, nowIso: string): Promise<boolean> {
      const r = await d1
        .prepare(
          "UPDATE pre_registrations SET first_name = ?2, full_name = ?3, birth_date = ?4, phone = ?5, nif = ?6 WHERE session_id = ?1 AND expires_at > ?7",
        )
        .bind(sessionId, p.firstName, p.fullName, p.birthDate, p.phone, p.nif, nowIso)
        .run();
      return r.meta.changes > 0;
    },
    async saveAddress(sessionId: string, a: AddressInput, nowIso: string): Promise<boolean> {
      const r = await d1
        .prepare(
          `UPDATE pre_registrations SET country = ?2, zip_code = ?3, state = ?4, city = ?5, address = ?6, number = ?7, neighborhood = ?8, complement = ?9, property_type = ?10
           WHERE session_id = ?1 AND expires_at > ?11`,
        )
        .bind(sessionId, a.country, a.zipCode, a.state, a.city, a.address, a.number, a.neighborhood, a.complement, a.propertyType, nowIso)
        .run();
      return r.meta.changes > 0;
    },
    async remove(sessionId: string) {
      await d1.prepare("DELETE FROM pre_registrations WHERE session_id = ?1").bind(sessionId).run();
    },
  };
}
export type PreRegistrationsRepo = ReturnType<typeof preRegistrationsRepo>;
