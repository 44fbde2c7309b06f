import type { Db } from "../../db/client";

/**
 * Erases a customer in one batch (all or nothing): personal data, addresses, favourites and the sign-in
 * identity go; orders stay for tax records, detached from the person and without the recipient address. The
 * customer's reviews go too (decisions/0017; the products' rating aggregates follow by the reviews triggers).
 * `erasedMark`: what stays of the e-mail on its discount codes (promotions/welcome-code.ts erasedEmailMark).
 * `cancelPending`: the orders lifecycle's cancellation of the customer's pending orders (stock back, audited; no
 * e-mail), first in the same batch, so no erased customer's order keeps stock or can still be paid (decisions/0050).
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }, cancelPending: D1PreparedStatement[], erasedMark: string) {
  const d1 = db.$client;
  await d1.batch([
    ...cancelPending,
    d1.prepare("UPDATE orders SET user_id = NULL, recipient_address = NULL WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM favorites WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM addresses WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM customers WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM accounts WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM pre_registrations WHERE email = ?1").bind(user.email),
    d1.prepare("DELETE FROM newsletter_subscribers WHERE email = ?1").bind(user.email),
    // The e-mail's discount codes stay under a keyed hash of it instead (`erasedMark`: promotions/welcome-code.ts, issue 43):
    // an unused one no longer belongs to anyone, a redeemed one stays with its order, and the address gets no second code.
    d1
      .prepare(
        "UPDATE discount_codes SET email = ?2, expires_at = CASE WHEN redeemed_at IS NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') ELSE expires_at END WHERE email = ?1",
      )
      .bind(user.email, erasedMark),
    // The orders' code uses (issue 47) keep counting for the promotions' caps and reports, without the person.
    d1.prepare("UPDATE promotion_uses SET email = ?3, user_id = NULL WHERE user_id = ?1 OR email = ?2").bind(user.id, user.email, erasedMark),
    d1.prepare('DELETE FROM email_outbox WHERE "to" = ?1').bind(user.email),
    d1.prepare("DELETE FROM contact_messages WHERE email = ?1").bind(user.email),
    // 'Avise-me quando voltar' (issue 34): the alerts asked with this e-mail.
    d1.prepare("DELETE FROM stock_alerts WHERE email = ?1").bind(user.email),
    // A member of the back-office's team leaves it (issue 43): the audit row says so, their acceptance and links go.
    d1
      .prepare(
        "INSERT INTO audit_log (actor, action, before, detail) SELECT ?1, 'staff.removed', ?1, 'conta apagada' WHERE EXISTS (SELECT 1 FROM staff_members WHERE email = ?1)",
      )
      .bind(user.email),
    d1.prepare("DELETE FROM staff_members WHERE email = ?1").bind(user.email),
    d1.prepare("DELETE FROM back_office_acceptances WHERE email = ?1 OR user_id = ?2").bind(user.email, user.id),
    d1.prepare("DELETE FROM back_office_invitations WHERE email = ?1").bind(user.email),
    // Also the users foreign key's cascade; explicit so this list names every table the data download reads.
    d1.prepare("DELETE FROM reviews WHERE user_id = ?1").bind(user.id),
    // The team's internal notes on them (issue 48).
    d1.prepare("DELETE FROM customer_notes WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM users WHERE id = ?1").bind(user.id),
  ]);
}
