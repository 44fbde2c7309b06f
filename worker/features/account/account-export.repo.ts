import type { Db } from "../../db/client";
import { documentPdfPath } from "../invoicing/invoicing.service";

/**
 * Everything the shop holds about a customer (GDPR art. 15 and 20), read in one batch so the copy is consistent: the
 * same tables the account deletion erases (account-deletion.repo.ts), in a structured, machine-readable form. Secrets
 * (password hash, session version) are not personal data to hand back and stay out.
 */
export async function exportAccount(db: Db, user: { id: string; email: string }) {
  const d1 = db.$client;
  const [
    users,
    customers,
    addresses,
    favorites,
    signIns,
    orders,
    items,
    newsletter,
    codes,
    preRegistrations,
    messages,
    reviews,
    documents,
    alerts,
    notes,
    birthLists,
    birthListItems,
    savedCart,
    cartReminders,
  ] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        "SELECT id, email, email_verified_at AS emailVerifiedAt, created_at AS createdAt, cart_reminders_at AS cartRemindersAgreedAt FROM users WHERE id = ?1",
      )
      .bind(user.id),
    d1
      .prepare(
        "SELECT email, first_name AS firstName, full_name AS fullName, birth_date AS birthDate, phone, nif, updated_at AS updatedAt FROM customers WHERE user_id = ?1",
      )
      .bind(user.id),
    d1
      .prepare(
        `SELECT id, first_name AS firstName, full_name AS fullName, phone, country, zip_code AS zipCode, address, number, complement,
                neighborhood, city, state, property_type AS propertyType, is_default AS isDefault, created_at AS createdAt
         FROM addresses WHERE user_id = ?1 ORDER BY created_at`,
      )
      .bind(user.id),
    d1
      .prepare(
        "SELECT f.product_id AS productId, p.name AS productName, f.created_at AS createdAt FROM favorites f LEFT JOIN products p ON p.id = f.product_id WHERE f.user_id = ?1 ORDER BY f.created_at",
      )
      .bind(user.id),
    d1.prepare("SELECT provider FROM accounts WHERE user_id = ?1").bind(user.id),
    d1
      .prepare(
        `SELECT id, status, created_at AS createdAt, paid_at AS paidAt, cancelled_at AS cancelledAt, subtotal_cents AS subtotalCents,
                discount_cents AS discountCents, shipping_cents AS shippingCents, total_cents AS totalCents, shipping_country AS shippingCountry,
                shipping_postal_code AS shippingPostalCode, shipping_service_name AS shippingServiceName, recipient_address AS recipientAddress,
                payment_method AS paymentMethod, invoice_nif AS invoiceNif, invoice_name AS invoiceName, gift_from AS giftFrom, gift_message AS giftMessage
         FROM orders WHERE user_id = ?1 ORDER BY created_at`,
      )
      .bind(user.id),
    d1
      .prepare(
        `SELECT i.order_id AS orderId, i.product_name AS productName, i.quantity, i.unit_price_cents AS unitPriceCents
         FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = ?1 ORDER BY i.rowid`,
      )
      .bind(user.id),
    d1.prepare("SELECT email, consent_at AS consentAt FROM newsletter_subscribers WHERE email = ?1").bind(user.email),
    d1
      .prepare(
        "SELECT d.code, p.percent, d.created_at AS createdAt, d.redeemed_at AS redeemedAt FROM discount_codes d JOIN promotions p ON p.id = d.promotion_id WHERE d.email = ?1",
      )
      .bind(user.email),
    d1
      .prepare(
        `SELECT email, first_name AS firstName, full_name AS fullName, birth_date AS birthDate, nif, phone, country, zip_code AS zipCode,
                address, number, complement, neighborhood, city, state, created_at AS createdAt, expires_at AS expiresAt
         FROM pre_registrations WHERE email = ?1`,
      )
      .bind(user.email),
    d1.prepare("SELECT name, subject, message, created_at AS createdAt FROM contact_messages WHERE email = ?1 ORDER BY created_at").bind(user.email),
    d1
      .prepare(
        `SELECT r.product_id AS productId, p.name AS productName, r.rating, r.title, r.body AS text, r.created_at AS createdAt,
           r.hidden_at AS hiddenAt, r.hidden_reason AS hiddenReason, r.hidden_note AS hiddenNote, r.reply_text AS shopReply, r.reply_at AS shopReplyAt
         FROM reviews r LEFT JOIN products p ON p.id = r.product_id WHERE r.user_id = ?1 ORDER BY r.created_at, r.id`,
      )
      .bind(user.id),
    // The order's fiscal documents (issue 33): number, ATCUD, total, and the link to each PDF.
    d1
      .prepare(
        `SELECT d.order_id AS orderId, d.id, d.kind, d.number, d.atcud, d.total_cents AS totalCents, d.issued_at AS issuedAt
         FROM invoice_documents d JOIN orders o ON o.id = d.order_id WHERE o.user_id = ?1 AND d.status = 'issued' ORDER BY d.created_at`,
      )
      .bind(user.id),
    // 'Avise-me quando voltar' (issue 34): what the customer waits for, and when they asked.
    d1
      .prepare(
        `SELECT a.variant_id AS variantId, v.sku, p.name AS productName, a.language, a.consent_at AS consentAt, a.notified_at AS notifiedAt
         FROM stock_alerts a LEFT JOIN product_variants v ON v.id = a.variant_id LEFT JOIN products p ON p.id = v.product_id WHERE a.email = ?1 ORDER BY a.created_at`,
      )
      .bind(user.email),
    // The team's internal notes on the customer (issue 48): never shown in the shop, handed back here as GDPR asks.
    d1.prepare("SELECT text, author, created_at AS createdAt FROM customer_notes WHERE user_id = ?1 ORDER BY created_at").bind(user.id),
    // The birth lists (issue 50): what the parents wrote and chose, and the products on each.
    d1
      .prepare(
        `SELECT id, slug, baby_name AS babyName, surname, expected_date AS expectedDate, closes_on AS closesOn, message, access, access_code AS accessCode,
                searchable, surprise, gift_mail AS giftMail, language, closed_at AS closedAt, created_at AS createdAt
         FROM birth_lists WHERE user_id = ?1 ORDER BY created_at`,
      )
      .bind(user.id),
    d1
      .prepare(
        `SELECT i.list_id AS listId, p.name AS productName, v.sku, i.wanted, i.offered, i.essential
         FROM birth_list_items i JOIN birth_lists l ON l.id = i.list_id LEFT JOIN products p ON p.id = i.product_id LEFT JOIN product_variants v ON v.id = i.variant_id
         WHERE l.user_id = ?1 ORDER BY i.position, i.rowid`,
      )
      .bind(user.id),
    // A cart that is not forgotten (issue 50): the cart kept for its reminder, and the reminders sent.
    d1.prepare("SELECT lines, updated_at AS updatedAt FROM saved_carts WHERE user_id = ?1").bind(user.id),
    d1.prepare("SELECT sent_at AS sentAt, lines, restored_at AS restoredAt FROM cart_reminders WHERE user_id = ?1 ORDER BY sent_at").bind(user.id),
  ]);
  const rows = (r: D1Result<Record<string, unknown>> | undefined) => r?.results ?? [];
  return {
    account: rows(users)[0] ?? null,
    signInMethods: rows(signIns).map((r) => r.provider as string),
    profile: rows(customers)[0] ?? null,
    addresses: rows(addresses).map((a) => ({ ...a, isDefault: a.isDefault === 1 })),
    favorites: rows(favorites),
    orders: rows(orders).map((o) => ({
      ...o,
      recipientAddress: typeof o.recipientAddress === "string" ? (JSON.parse(o.recipientAddress) as unknown) : null,
      items: rows(items)
        .filter((i) => i.orderId === o.id)
        .map(({ orderId: _, ...i }) => i),
      documents: rows(documents)
        .filter((d) => d.orderId === o.id)
        .map(({ orderId: _, id, ...d }) => ({ ...d, pdf: documentPdfPath(String(id)) })),
    })),
    newsletter: rows(newsletter)[0] ?? null,
    discountCodes: rows(codes),
    checkoutPreRegistrations: rows(preRegistrations),
    contactMessages: rows(messages),
    reviews: rows(reviews),
    stockAlerts: rows(alerts),
    shopNotes: rows(notes),
    birthLists: rows(birthLists).map(({ id, ...l }) => ({
      ...l,
      searchable: l.searchable === 1,
      surprise: l.surprise === 1,
      items: rows(birthListItems)
        .filter((i) => i.listId === id)
        .map(({ listId: _, ...i }) => ({ ...i, essential: i.essential === 1 })),
    })),
    keptCart: rows(savedCart).map((c) => ({ ...c, lines: JSON.parse(String(c.lines)) as unknown }))[0] ?? null,
    cartReminders: rows(cartReminders).map((r) => ({ ...r, lines: JSON.parse(String(r.lines)) as unknown })),
  };
}
export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
