import type { Browser } from "./crowd-client";
import { type CrowdContext, type Rand, signIn } from "./crowd-shopper";

/** The development owner of the back-office (scripts/seed-back-office.ts). */
export const OWNER = { email: "dono@exemplo.pt", password: "Dono#2026loja" };

export interface OwnerTally {
  prepared: number;
  shipped: number;
  refunds: number;
  refundsOfShipped: number;
  unitsRestocked: number;
  cancelledPaid: number;
  /** Refused steps (another step got there first, or the order moved meanwhile): what the back-office shows as a message. */
  refused: number;
}

type ListItem = { id: string; status: string };
type Detail = { order: { id: string; status: string; items: { variantId: number | null; refundableUnits: number }[] } };

/**
 * The owner at the back-office while the crowd shops: the paid orders' list, an order's page, then prepare and ship it,
 * refund a line with its unit back in stock, or now and then cancel a paid order (which refunds it); now and then a
 * return of a shipped order, refunded with restock. Every step as the back-office's pages make it (web/features/admin/api),
 * each followed by the reads the page makes again.
 */
export async function owner(ctx: CrowdContext, b: Browser, r: Rand): Promise<OwnerTally> {
  const tally: OwnerTally = { prepared: 0, shipped: 0, refunds: 0, refundsOfShipped: 0, unitsRestocked: 0, cancelledPaid: 0, refused: 0 };
  if (!(await signIn(b, OWNER.email, OWNER.password))) throw new Error("crowd: the owner could not sign in");
  await b.get("/admin", "page: back-office");
  await b.get("/api/admin/me", "GET /api/admin/me");
  const detail = async (id: string) => {
    const res = await b.get(`/api/admin/orders/${id}`, "GET /api/admin/orders/:id");
    return res.status === 200 ? res.json<Detail>() : null;
  };
  const done = (status: number) => {
    if (status >= 400) tally.refused++;
    return status < 300;
  };
  for (let round = 0; !ctx.over(); round++) {
    // The owner clicks through the list faster than a shopper browses.
    await ctx.think(r, 1, 3);
    const returns = round % 5 === 4;
    const list = await b.get(`/api/admin/orders?status=${returns ? "shipped" : "paid"}`, "GET /api/admin/orders");
    if (list.status !== 200) continue;
    const items = list.json<{ items: ListItem[] }>().items;
    if (!items.length) continue;
    // The oldest on the page first, as orders are worked through; sometimes any of them.
    const chosen = r.chance(0.7) ? items.at(-1)! : r.pick(items);
    await ctx.think(r, 0.5, 1.5);
    const d = await detail(chosen.id);
    if (!d || ctx.over()) continue;
    const refundable = d.order.items.filter((i) => i.variantId !== null && i.refundableUnits > 0);
    await ctx.think(r, 0.5, 1.5);
    const draw = r.next();
    if (returns) {
      // A parcel came back: its line refunded, the unit back in stock.
      if (!refundable.length || draw < 0.5) continue;
      const line = r.pick(refundable);
      const res = await b.post(`/api/admin/orders/${chosen.id}/refunds`, "POST /api/admin/orders/:id/refunds", {
        json: { lines: [{ variantId: line.variantId!, quantity: 1 }], shipping: false, restock: true },
      });
      if (done(res.status)) {
        tally.refunds++;
        tally.refundsOfShipped++;
        tally.unitsRestocked += res.json<{ restocked: { quantity: number }[] | null }>().restocked?.reduce((s, x) => s + x.quantity, 0) ?? 0;
      }
    } else if (draw < 0.6) {
      if (!done((await b.post(`/api/admin/orders/${chosen.id}/prepare`, "POST /api/admin/orders/:id/prepare")).status)) continue;
      tally.prepared++;
      await detail(chosen.id);
      await ctx.think(r, 0.5, 1.5);
      const ship = await b.post(`/api/admin/orders/${chosen.id}/ship`, "POST /api/admin/orders/:id/ship", {
        json: { carrier: r.pick(["ctt", "ctt-expresso", "dpd", "seur", "correos"]), trackingNumber: `RR${String(100_000_000 + r.int(899_999_999))}PT` },
      });
      if (done(ship.status)) tally.shipped++;
    } else if (draw < 0.85 && refundable.length) {
      const line = r.pick(refundable);
      const res = await b.post(`/api/admin/orders/${chosen.id}/refunds`, "POST /api/admin/orders/:id/refunds", {
        json: { lines: [{ variantId: line.variantId!, quantity: 1 }], shipping: false, restock: true },
      });
      if (done(res.status)) {
        tally.refunds++;
        tally.unitsRestocked += res.json<{ restocked: { quantity: number }[] | null }>().restocked?.reduce((s, x) => s + x.quantity, 0) ?? 0;
      }
    } else if (draw < 0.92) {
      if (done((await b.post(`/api/admin/orders/${chosen.id}/cancel`, "POST /api/admin/orders/:id/cancel")).status)) tally.cancelledPaid++;
    } else continue;
    // The page and the list read again after a step (the back-office invalidates its queries).
    await detail(chosen.id);
    await b.get(`/api/admin/orders?status=${returns ? "shipped" : "paid"}`, "GET /api/admin/orders");
  }
  return tally;
}
