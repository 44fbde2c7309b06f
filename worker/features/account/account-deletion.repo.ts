import type { Db } from "../../db/client";

/**
 * Erases a customer in one batch (all or nothing): personal data, addresses, favourites and the sign-in
 * identity go; orders stay for tax records, detached from the person and without the recipient address. The
 * customer's reviews go too (decisions/0017; the products' rating aggregates follow by the reviews triggers).
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }) {
  const d1 = db.$client;
  await d1.batch([
    d1.prepare("UPDATE orders SET user_id = NULL, recipient_address = NULL WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM favorites WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM addresses WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM customers WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM accounts WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM pre_registrations WHERE email = ?1").bind(user.email),
    d1.prepare("DELETE FROM newsletter_subscribers WHERE email = ?1").bind(user.email),
    // Unused discount codes go; a redeemed one stays with its order, without the e-mail.
    d1.prepare("DELETE FROM discount_codes WHERE email = ?1 AND redeemed_at IS NULL").bind(user.email),
    d1.prepare("UPDATE discount_codes SET email = '' WHERE email = ?1").bind(user.email),
    d1.prepare('DELETE FROM email_outbox WHERE "to" = ?1').bind(user.email),
    d1.prepare("DELETE FROM contact_messages WHERE email = ?1").bind(user.email),
    // 'Avise-me quando voltar' (issue 34): the alerts asked with this e-mail.
    d1.prepare("DELETE FROM stock_alerts WHERE email = ?1").bind(user.email),
    // Also the users foreign key's cascade; explicit so this list names every table the data download reads.
    d1.prepare("DELETE FROM reviews WHERE user_id = ?1").bind(user.id),
    d1.prepare("DELETE FROM users WHERE id = ?1").bind(user.id),
  ]);
}
