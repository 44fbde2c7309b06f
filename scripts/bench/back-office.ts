import { CART_RECOVERY_DAYS } from "../../shared/constants";
import { copies } from "../../shared/copy";
import { fiscalCopy } from "../../shared/copy/back-office/fiscal-documents";
import { DASHBOARD_PERIODS } from "../../shared/dashboard";
import { zoneFor } from "../../shared/shipping-zones";
import { addDays, shopDay, shopToday } from "../../shared/shop-day";
import { priceWithoutVat } from "../../shared/vat-free-prices";
import { createDb } from "../../worker/db/client";
import { cartRemindersRepo } from "../../worker/features/cart-reminders/cart-reminders.repo";
import { creditLines, type FiscalDocument, invoiceLines, withTotals } from "../../worker/features/invoicing/fiscal-documents";
import { placeOfSupply, type RateTable, type TaxCategory } from "../../worker/features/invoicing/vat";
import { outboxRepo } from "../../worker/features/outbox/outbox.repo";
import { dashboardRepo } from "../../worker/features/reports/dashboard.repo";
import { dashboardService } from "../../worker/features/reports/dashboard.service";
import { salesReportRepo } from "../../worker/features/reports/sales-report.repo";
import { salesReportService } from "../../worker/features/reports/sales-report.service";
import { vatReportRepo } from "../../worker/features/reports/vat-report.repo";
import { vatReportService } from "../../worker/features/reports/vat-report.service";
import { rateTableIn } from "../../worker/integrations/shipping/rate-table";
import type { openLocalState } from "../lib/local-state.ts";

/** The dashboard and a month's reports must answer within this at the bench's size (100,000 products, 50,000 orders). */
export const BACK_OFFICE_TARGET_MS = 300;

const DAY_MS = 86_400_000;
/** Orders are spread over the last 13 months (about 395 days), so every dashboard period and its previous one have sales. */
const SPAN_MS = 395 * DAY_MS;
/** Orders written per batch: a handful of statements, each inserting its rows from one JSON array (as seed.ts's price history). */
const CHUNK = 250;
const REFUND_SHARE = 0.03;

/** Where orders go, by weight: mostly mainland Portugal, then peninsular Spain, the islands and the export zones. */
const DESTINATIONS: { weight: number; country: "PT" | "ES"; places: [postalCode: string, city: string][] }[] = [
  {
    weight: 780,
    country: "PT",
    places: [
      ["1000-001", "Lisboa"],
      ["1100-148", "Lisboa"],
      ["2750-642", "Cascais"],
      ["3000-456", "Coimbra"],
      ["4000-322", "Porto"],
      ["4700-001", "Braga"],
      ["8000-123", "Faro"],
    ],
  },
  { weight: 30, country: "PT", places: [["9000-018", "Funchal"]] },
  { weight: 20, country: "PT", places: [["9500-150", "Ponta Delgada"]] },
  {
    weight: 105,
    country: "ES",
    places: [
      ["28001", "Madrid"],
      ["08001", "Barcelona"],
      ["41001", "Sevilla"],
      ["36201", "Vigo"],
    ],
  },
  { weight: 25, country: "ES", places: [["07001", "Palma"]] },
  { weight: 30, country: "ES", places: [["35001", "Las Palmas de Gran Canaria"]] },
  { weight: 5, country: "ES", places: [["51001", "Ceuta"]] },
  { weight: 5, country: "ES", places: [["52001", "Melilla"]] },
];
const FIRST_NAMES = ["Ana", "Maria", "Joana", "Sofia", "Inês", "Rita", "Marta", "Pedro", "João", "Lucía", "Carmen", "Pablo"];
const LAST_NAMES = ["Silva", "Santos", "Ferreira", "Costa", "Oliveira", "Rodrigues", "García", "Martínez", "López"];

type Variant = { productId: number; variantId: number; name: string; description: string; priceCents: number; taxCategory: TaxCategory };
type Row = (string | number | null)[];
type State = Pick<Awaited<ReturnType<typeof openLocalState>>, "db" | "send">;

/** A small seeded generator (mulberry32): the same mix of orders run after run, only their times follow the clock. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!;
  const weighted = <T extends { weight: number }>(xs: readonly T[]) => {
    let left = next() * xs.reduce((s, x) => s + x.weight, 0);
    for (const x of xs) {
      left -= x.weight;
      if (left < 0) return x;
    }
    return xs.at(-1)!;
  };
  return { next, int, pick, weighted };
}

/** `INSERT … SELECT` of many rows from one bound JSON array (one row an array, in `columns`' order). */
const bulkInsert = (db: State["db"], table: string, columns: string) =>
  db.prepare(`INSERT INTO ${table} (${columns}) SELECT ${columns.split(",").map((_, i) => `value ->> ${i}`)} FROM json_each(?1)`);

/**
 * Paid orders for the back-office's reports (issue 48): `count` orders over the last 13 months, each as the order
 * process leaves it once paid and sent (its lines of real variants, at their prices, with their VAT category), with its
 * issued fatura-recibo as the invoicing service builds it (the real fiscal-documents code over vat_rates), and about 3 %
 * of them with a shop refund a day or two later and its issued credit note. About half the orders are guests', the rest
 * spread over `count / 10` customer accounts. Orders already seeded by an earlier run count towards `count`.
 */
export async function seedOrders(state: State, count = 50_000, products = 100_000) {
  const { db, send } = state;
  const started = Date.now();
  const existing = ((await db.prepare("SELECT count(*) AS n FROM orders WHERE id LIKE 'bench-%'").first()) as { n: number }).n;
  const toSeed = Math.max(0, count - existing);
  if (toSeed === 0) return { orders: 0, lines: 0, refunds: 0, users: 0, seconds: 0 };
  const r = random(48 + existing);
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();

  // Customer accounts, opened over the same months (the dashboard counts the new ones of a period).
  const users = Array.from({ length: Math.max(1, Math.round(count / 10)) }, (_, n) => ({
    id: `bench-user-${n + 1}`,
    email: `customer${n + 1}@bench.test`,
    created: now - r.next() * SPAN_MS,
  })).sort((a, b) => a.created - b.created);
  const insertUsers = db.prepare(
    "INSERT OR IGNORE INTO users (id, email, email_verified_at, created_at) SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 2 FROM json_each(?1)",
  );
  for (let i = 0; i < users.length; i += 1000)
    await send([insertUsers.bind(JSON.stringify(users.slice(i, i + 1000).map((u) => [u.id, u.email, iso(u.created)])))]);

  // What sells: the active variants of a sample of the catalogue (read, not guessed), the first ones of it most often.
  const sample = Array.from({ length: Math.min(products, 10_000) }, () => 1 + r.int(products));
  const { results: variants } = (await db
    .prepare(
      `SELECT p.id AS productId, v.id AS variantId, p.name, p.tax_category AS taxCategory, v.size, v.color, v.pack_count AS packCount,
         CASE WHEN v.price_cents IS NULL THEN coalesce(p.sale_price_cents, p.price_cents) ELSE coalesce(v.sale_price_cents, v.price_cents) END AS priceCents
       FROM products p JOIN product_variants v ON v.product_id = p.id
       WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.active = 1 AND v.active = 1 ORDER BY p.id, v.position, v.id`,
    )
    .bind(JSON.stringify(sample))
    .all()) as { results: (Variant & { size: string | null; color: string | null; packCount: number | null })[] };
  if (variants.length === 0) throw new Error("no active products to sell: seed the catalogue first");
  const byProduct = new Map<number, Variant[]>();
  for (const v of variants) {
    // The invoice's line description, as the invoicing service writes it.
    const description = [v.name, v.size, v.color, v.packCount && v.packCount > 1 ? `${v.packCount} un.` : null].filter(Boolean).join(" — ");
    byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), { ...v, description }]);
  }
  const sold = [...byProduct.values()];

  const rateRows = (await db.prepare("SELECT region, tax_category AS c, rate_bp AS r FROM vat_rates").all()).results as {
    region: string;
    c: TaxCategory;
    r: number;
  }[];
  const rates = new Map<string, RateTable>();
  for (const x of rateRows) rates.set(x.region, { ...rates.get(x.region), [x.c]: x.r } as RateTable);
  // The simulator's numbering goes on from where the state left it (simulated_invoice_series).
  const series = new Map(
    ((await db.prepare("SELECT series, last_number AS n FROM simulated_invoice_series").all()).results as { series: string; n: number }[]).map((s) => [
      s.series,
      s.n,
    ]),
  );
  const nextNumber = (kind: FiscalDocument["kind"], date: string) => {
    const name = `${kind === "invoice_receipt" ? "FR" : "NC"} TESTE${date.slice(0, 4)}`;
    const n = (series.get(name) ?? 0) + 1;
    series.set(name, n);
    return { number: `${name}/${n}`, atcud: `TESTE000-${n}` };
  };

  // The orders, oldest first, so the invoices are numbered in the order they were issued.
  const paidTimes = Array.from({ length: toSeed }, () => now - 60_000 - r.next() * SPAN_MS).sort((a, b) => a - b);
  const tables = { pt: rateTableIn("pt"), es: rateTableIn("es") };
  let opened = 0;
  const orders = paidTimes.map((paid) => {
    const id = `bench-${crypto.randomUUID()}`;
    const destination = r.weighted(DESTINATIONS);
    const [postalCode, city] = r.pick(destination.places);
    const place = placeOfSupply(destination.country, postalCode, false);
    const language = destination.country === "ES" && r.next() < 0.9 ? "es" : "pt";
    // An account's order comes after the account was opened.
    while (opened < users.length && users[opened]!.created < paid) opened++;
    const user = opened > 0 && r.next() < 0.5 ? users[r.int(opened)]! : null;
    const firstName = r.pick(FIRST_NAMES);
    const fullName = `${firstName} ${r.pick(LAST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const email = user?.email ?? `guest${r.int(1_000_000)}@bench.test`;
    // Multibanco only for accounts (it needs a verified e-mail: trigger orders_multibanco_verified); a card has no method.
    const method = r.next() < 0.55 ? null : user && r.next() < 0.4 ? "multibanco" : "mb_way";
    const lines: (Variant & { quantity: number; unitPriceCents: number })[] = [];
    const lineCount = r.weighted([
      { weight: 60, n: 1 },
      { weight: 28, n: 2 },
      { weight: 12, n: 3 },
    ]).n;
    while (lines.length < lineCount) {
      // Squaring favours the sample's first products: a few sell often, most now and then.
      const v = r.pick(sold[Math.floor(r.next() ** 2 * sold.length)]!);
      if (lines.some((l) => l.variantId === v.variantId)) continue;
      const quantity = r.weighted([
        { weight: 80, q: 1 },
        { weight: 15, q: 2 },
        { weight: 5, q: 3 },
      ]).q;
      // An export (the Canaries, Ceuta, Melilla) is charged without Portugal's VAT (shared/vat-free-prices.ts).
      const unitPriceCents = place.exemption ? priceWithoutVat(v.priceCents, rates.get("PT")![v.taxCategory]) : v.priceCents;
      lines.push({ ...v, quantity, unitPriceCents });
    }
    const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    const options = tables[language][zoneFor(destination.country, postalCode)!];
    const option = r.next() < 0.85 ? options[0]! : options.at(-1)!;
    const shipping = option.id === "pt-normal" && subtotal >= 5000 ? 0 : option.costCents;
    // The order's life: paid, prepared a few hours later, sent the next day, delivered three days after payment.
    const age = now - paid;
    const status = age > 3 * DAY_MS ? (r.next() < 0.97 ? "delivered" : "shipped") : age > DAY_MS ? "shipped" : age > 4 * 3_600_000 ? "processing" : "paid";
    const step = (days: number, reached: boolean) => (reached ? iso(paid + days * DAY_MS) : null);
    const sent = status === "shipped" || status === "delivered";
    const order = {
      id,
      orderNumber: copies.pt.orders.number(id),
      subtotalCents: subtotal,
      discountCents: 0,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      shippingServiceName: option.name,
      items: lines.map((l) => ({ ...l, discountCents: 0 })),
    };
    const address = {
      firstName,
      fullName,
      phone: "912345678",
      country: destination.country,
      zipCode: postalCode,
      state: city,
      city,
      address: "Rua Principal",
      number: String(1 + r.int(200)),
      neighborhood: city,
      propertyType: "casa",
      complement: null,
      recipientName: fullName,
      ...(user ? {} : { guestEmail: email }),
    };
    const date = shopDay(new Date(paid));
    const eventKey = `invoice:${id}`;
    // The invoice as the invoicing service's build() makes it: dated the Lisbon day it was issued (on payment).
    const invoice = withTotals({
      kind: "invoice_receipt",
      orderNumber: order.orderNumber,
      customer: { name: fullName, nif: null, country: destination.country, address: `${address.address} ${address.number}`, postalCode, city, email },
      externalReference: eventKey,
      date,
      taxRegion: place.region,
      lines: invoiceLines(order, place, place.exemption ? null : rates.get(place.region)!),
      invoice: null,
      reason: null,
    });
    if (invoice.totalCents !== order.totalCents) throw new Error(`invoice total ${invoice.totalCents} differs from the order's ${order.totalCents}`);
    const refundAt = age > 3 * DAY_MS && r.next() < REFUND_SHARE ? paid + DAY_MS + r.next() * DAY_MS : null;
    const refundCents = r.next() < 0.5 ? order.totalCents : Math.max(1, Math.round(order.totalCents * (0.2 + 0.6 * r.next())));
    return {
      id,
      row: [
        id,
        user?.id ?? null,
        status,
        subtotal,
        shipping,
        subtotal + shipping,
        destination.country,
        postalCode,
        option.name,
        option.delay,
        JSON.stringify(address),
        "stripe",
        `cs_${id}`,
        method,
        `cs_${id}`,
        iso(paid),
        step(4 / 24, status !== "paid"),
        step(1, sent),
        step(3, status === "delivered"),
        language,
        sent ? (option.carrierCode?.toLowerCase() ?? null) : null,
        sent ? `BENCH${r.int(1e9)}PT` : null,
        iso(paid - (method === "multibanco" ? 6 * 3_600_000 : 120_000)),
      ] as Row,
      items: lines.map((l) => [crypto.randomUUID(), id, l.productId, l.variantId, l.quantity, l.unitPriceCents, l.name, l.taxCategory] as Row),
      paid,
      invoice,
      eventKey,
      refund: refundAt === null ? null : { id: crypto.randomUUID(), at: refundAt, amountCents: refundCents },
      number: nextNumber("invoice_receipt", date),
    };
  });
  // Credit notes are numbered in the order their refunds were confirmed.
  const refunded = orders.filter((o) => o.refund).sort((a, b) => a.refund!.at - b.refund!.at);
  const creditNumbers = new Map(refunded.map((o) => [o.id, nextNumber("credit_note", shopDay(new Date(o.refund!.at + 30_000)))]));

  const insertOrders = bulkInsert(
    db,
    "orders",
    `id, user_id, status, subtotal_cents, shipping_cents, total_cents, shipping_country, shipping_postal_code, shipping_service_name, shipping_delay,
     recipient_address, payment_provider, payment_session_id, payment_method, paid_session_id, paid_at, processing_at, shipped_at, delivered_at, language,
     carrier, tracking_number, created_at`,
  );
  const insertItems = bulkInsert(db, "order_items", "id, order_id, product_id, variant_id, quantity, unit_price_cents, product_name, tax_category");
  const insertDocuments = bulkInsert(
    db,
    "invoice_documents",
    `id, order_id, event_key, kind, refund_id, status, attempts, next_attempt_at, content, provider, provider_document_id, number, atcud, total_cents,
     created_at, issued_at`,
  );
  // A shop refund is opened (trigger order_refunds_within_paid checks it against the payment; order_refunds_audit_opened
  // logs it), then confirmed by the provider (order_refunds_audit_done logs that), as the back-office's refunds are.
  const insertRefunds = bulkInsert(db, "order_refunds", "id, order_id, session_id, amount_cents, reason, actor, detail, created_at");
  const confirmRefunds = db.prepare(
    `UPDATE order_refunds SET status = 'succeeded', provider_refund_id = j.value ->> 1, refunded_at = j.value ->> 2
     FROM json_each(?1) j WHERE order_refunds.id = j.value ->> 0`,
  );
  const saveSeries = db.prepare(
    `INSERT INTO simulated_invoice_series (series, last_number) SELECT value ->> 0, value ->> 1 FROM json_each(?1) WHERE 1
     ON CONFLICT (series) DO UPDATE SET last_number = max(last_number, excluded.last_number)`,
  );

  // An issued document's row as the invoicing service leaves it (one attempt, issued by the simulator at `at`).
  const issuedDocument = (
    orderId: string,
    eventKey: string,
    refundId: string | null,
    doc: FiscalDocument,
    n: { number: string; atcud: string },
    at: number,
  ) => [
    crypto.randomUUID(),
    orderId,
    eventKey,
    doc.kind,
    refundId,
    "issued",
    1,
    iso(at),
    JSON.stringify(doc),
    "simulator",
    n.number,
    n.number,
    n.atcud,
    doc.totalCents,
    iso(at),
    iso(at),
  ];

  let lines = 0;
  for (let i = 0; i < orders.length; i += CHUNK) {
    const chunk = orders.slice(i, i + CHUNK);
    const documents: Row[] = [];
    const refunds: Row[] = [];
    const confirmations: Row[] = [];
    for (const o of chunk) {
      documents.push(issuedDocument(o.id, o.eventKey, null, o.invoice, o.number, o.paid));
      lines += o.items.length;
      if (!o.refund) continue;
      const { id, at, amountCents } = o.refund;
      const confirmed = iso(at + 30_000);
      const detail = { lines: [], shipping: false, restock: false, amountCents };
      refunds.push([id, o.id, `cs_${o.id}`, amountCents, "shop", "owner@bench", JSON.stringify(detail), iso(at)]);
      confirmations.push([id, `re_${id.slice(0, 8)}`, confirmed]);
      const eventKey = `credit:${id}`;
      const credit = withTotals({
        kind: "credit_note",
        orderNumber: o.invoice.orderNumber,
        externalReference: eventKey,
        date: shopDay(new Date(at + 30_000)),
        taxRegion: o.invoice.taxRegion,
        customer: o.invoice.customer,
        lines: creditLines(o.invoice, { amountCents, byAmount: true }),
        // The simulator's document id is its number (simulated-invoicing.ts), as the invoice's row keeps it.
        invoice: { number: o.number.number, providerDocumentId: o.number.number },
        reason: fiscalCopy.reasons.refund,
      });
      documents.push(issuedDocument(o.id, eventKey, id, credit, creditNumbers.get(o.id)!, at + 30_000));
    }
    await send([
      insertOrders.bind(JSON.stringify(chunk.map((o) => o.row))),
      insertItems.bind(JSON.stringify(chunk.flatMap((o) => o.items))),
      ...(refunds.length ? [insertRefunds.bind(JSON.stringify(refunds)), confirmRefunds.bind(JSON.stringify(confirmations))] : []),
      insertDocuments.bind(JSON.stringify(documents)),
    ]);
  }
  await send([saveSeries.bind(JSON.stringify([...series]))]);
  return { orders: orders.length, lines, refunds: refunded.length, users: users.length, seconds: (Date.now() - started) / 1000 };
}

/** The last full calendar month in Lisbon: its first and last day. */
function lastFullMonth() {
  const to = addDays(`${shopToday().slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * The back-office's reports (issue 48) through the worker's own services over the bench's database: the dashboard of
 * each period as an owner sees it (money included), the VAT report and the sales by day of the last full month; each
 * asked five times after a warm-up, the median and the slowest. Timed alone, not under load: the team is a few people.
 */
export async function measureBackOffice(d1: D1Database) {
  const reminders = cartRemindersRepo(createDb(d1), outboxRepo(d1));
  const dashboard = dashboardService(dashboardRepo(d1), ["owner@bench"], false, (from, to) => reminders.counts(from, to, CART_RECOVERY_DAYS));
  const vat = vatReportService(vatReportRepo(d1));
  const sales = salesReportService(salesReportRepo(d1));
  const { from, to } = lastFullMonth();
  const month = from.slice(0, 7);
  const answers: [string, () => Promise<unknown>][] = [
    ...DASHBOARD_PERIODS.map((p): [string, () => Promise<unknown>] => [`dashboard ${p}`, () => dashboard.dashboard(p, true)]),
    [`VAT report ${month}`, () => vat.report({ from, to })],
    [`sales by day ${month}`, () => sales.report({ by: "day", from, to })],
  ];
  const results: { name: string; medianMs: number; maxMs: number }[] = [];
  for (const [name, ask] of answers) {
    await ask();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await ask();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({ name, medianMs: Math.round(times[2]!), maxMs: Math.round(times[4]!) });
  }
  return results;
}
