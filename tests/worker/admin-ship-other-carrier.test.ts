import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { auditOf, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { supplier } from "./setup/supplier-mock";

// Issue 44: shipping with 'Outra' asks for the carrier's name (refused without it, in Portuguese), keeps it, and the
// customer reads it in the 'enviado' e-mail and on the order instead of 'outra transportadora'; the back-office shows it.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const shippedMail = async (to: string, orderId: string) =>
  env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ?1 AND subject = ?2')
    .bind(to, pt.fulfilmentMail.shippedSubject(pt.number(orderId)))
    .first<{ text: string }>();
const row = (id: string) =>
  env.DB.prepare("SELECT status, carrier, carrier_name, tracking_number FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; carrier: string; carrier_name: string | null; tracking_number: string | null }>();

describe("shipping with 'Outra'", () => {
  it("is refused without the carrier's name (a clear Portuguese message), and nothing moves", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    const base = `/api/admin/orders/${order.orderId}`;
    expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
    for (const carrierName of [undefined, "", "   ", "x".repeat(61)]) {
      const res = await staff.b.json(`${base}/ship`, "POST", { carrier: "other", carrierName, trackingNumber: "ABC-123" });
      expect(res.status, JSON.stringify(carrierName)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(pt.admin.carrierName);
    }
    expect(await row(order.orderId)).toMatchObject({ status: "processing", carrier: null, carrier_name: null });
    expect(await shippedMail(order.email, order.orderId)).toBeNull();
  });

  it("with the name: kept, in the e-mail and on the customer's order and the back-office's page, never 'outra transportadora'", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    const base = `/api/admin/orders/${order.orderId}`;
    expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
    const ship = await staff.b.json(`${base}/ship`, "POST", { carrier: "other", carrierName: "  Transportes Silva  ", trackingNumber: "ABC-123" });
    expect(ship.status).toBe(200);
    expect(await row(order.orderId)).toEqual({ status: "shipped", carrier: "other", carrier_name: "Transportes Silva", tracking_number: "ABC-123" });

    const mail = (await shippedMail(order.email, order.orderId))!;
    expect(mail.text).toContain(pt.fulfilmentMail.carrier("Transportes Silva"));
    expect(mail.text).not.toContain(pt.fulfilmentMail.otherCarrier);

    const mine = (await order.b.json(`/api/orders/${order.orderId}`)).body.order;
    expect(mine).toMatchObject({ carrier: "other", carrierName: "Transportes Silva", trackingNumber: "ABC-123", trackingUrl: null });
    const detail = (await staff.b.json(base)).body;
    expect(detail.order).toMatchObject({ carrier: "other", carrierName: "Transportes Silva" });
    expect((await auditOf(order.orderId)).some((a) => a.after === "shipped")).toBe(true);
  });

  it("a listed carrier keeps no typed name (the carrier's own name is said)", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    const base = `/api/admin/orders/${order.orderId}`;
    await staff.b.json(`${base}/prepare`, "POST");
    const ship = await staff.b.json(`${base}/ship`, "POST", { carrier: "dpd", carrierName: "Outro nome", trackingNumber: "DPD12345" });
    expect(ship.status).toBe(200);
    expect(await row(order.orderId)).toMatchObject({ carrier: "dpd", carrier_name: null });
    expect((await shippedMail(order.email, order.orderId))!.text).toContain(pt.fulfilmentMail.carrier("DPD"));
  });
});
