import { z } from "zod";
import { ordersCopy } from "#copy/orders";
import { emailSchema, passwordSchema } from "./account-rules";
import { CARRIER_CODES, CARRIER_NAME_MAX, TRACKING_NUMBER } from "./carriers";
import { copyKeys } from "./copy-keys";
import { REFUND_FILTERS } from "./refunds";

/**
 * The back-office's requests and answers (issue 32, decisions/0042), shared by the worker (which validates them) and
 * the web's /admin (which sends them). The back-office is Portuguese; its refusals are in the copy like every message.
 */
const a = copyKeys(ordersCopy).orders.admin;

/**
 * The statuses the orders list filters by, in the order the counts show them. 'paid' and 'processing' are the orders to
 * ship: one the customer withdrew from, or the shop refunded in full, is not among them (issue 44, decisions/0057).
 */
export const ADMIN_ORDER_STATUSES = ["paid", "processing", "shipped", "delivered", "pending", "cancelled"] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_PAYMENT_METHODS = ["card", "multibanco", "mb_way"] as const;
export const ADMIN_PAGE_SIZE = 25;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/orders: filters (each optional), a search by number, e-mail or name, and the page. */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  method: z.enum(ADMIN_PAYMENT_METHODS).optional(),
  /** Refunded in full or in part by the shop's confirmed refunds (issue 44). */
  refund: z.enum(REFUND_FILTERS).optional(),
  /** Orders to ship that must leave today or are late for the delivery they were promised (issue 49). */
  late: z.literal("1").optional(),
  /** Parcels the carrier could not deliver or is bringing back (issue 49). */
  parcel: z.literal("problem").optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/**
 * GET /api/admin/orders/packing-slips.pdf?ids=a,b,c (issue 49): 1 to 50 orders, in the order to print, each named once.
 */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string(a.packingSlipIds)
    .transform((v) => [...new Set(v.split(",").map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string(), a.packingSlipIds)
        .min(1, a.packingSlipIds)
        .max(50, a.packingSlipIds)
        .refine((ids) => ids.every((id) => /^[A-Za-z0-9-]{1,64}$/.test(id)), a.packingSlipIds),
    ),
});

/** An order's id: the shop's are UUIDs; the demo catalogue's orders ('demo-order-1') open too. */
export const adminOrderIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, copyKeys(ordersCopy).orders.orderNotFound) });

/** An order's fiscal document in the back-office (issue 33). */
export const documentIdSchema = z.object({ id: z.uuid(copyKeys(ordersCopy).orders.orderNotFound) });
/** An outbox e-mail's id (the health page's retry, issue 46). */
export const emailIdSchema = z.object({ id: z.uuid(copyKeys(ordersCopy).orders.admin.emailNotFailed) });

/**
 * POST /api/admin/orders/:id/ship: the carrier and its tracking number; for 'other' (issue 44) the carrier's name too,
 * which the customer reads in the e-mail and on the order (kept only for 'other': shipments.ts).
 */
export const shipOrderSchema = z
  .object({
    carrier: z.enum(CARRIER_CODES, a.carrier),
    carrierName: z.string(a.carrierName).trim().max(CARRIER_NAME_MAX, a.carrierName).optional(),
    trackingNumber: z.string(a.trackingNumber).trim().regex(TRACKING_NUMBER, a.trackingNumber),
  })
  .superRefine((v, ctx) => {
    if (v.carrier === "other" && !v.carrierName) ctx.addIssue({ code: "custom", path: ["carrierName"], message: a.carrierName });
  });
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** POST /api/admin/orders/:id/deliver: the day the customer received it (not before it was sent, not in the future). */
export const deliverOrderSchema = z.object({ deliveredOn: z.string(a.deliveredDate).regex(/^\d{4}-\d{2}-\d{2}$/, a.deliveredDate) });
export type DeliverOrderInput = z.infer<typeof deliverOrderSchema>;

/** POST /api/admin/staff: the e-mail of the person the owner invites. */
export const inviteStaffSchema = z.object({ email: emailSchema });
export const staffEmailParamSchema = z.object({ email: emailSchema });

/** An invitation's link (issue 43): its token, as the e-mail's link carries it. */
export const invitationTokenSchema = z.object({ token: z.string().min(20).max(200) });
/** Accepting a back-office role: the link's token and the account's new password. */
export const acceptInvitationSchema = z.object({ token: z.string().min(20).max(200), password: passwordSchema });

/**
 * POST /api/admin/orders/:id/refunds (owner only): chosen lines and quantities, the delivery or not, or an amount in
 * cents; `restock` puts the chosen lines' units back in stock. The amount of lines is what the customer paid for them
 * (their share of the order's discount taken off).
 */
export const refundOrderSchema = z
  .object({
    lines: z
      .array(z.object({ variantId: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
      .max(100)
      .default([]),
    shipping: z.boolean().default(false),
    amountCents: z.number().int().min(1).max(100_000_000).optional(),
    restock: z.boolean().default(false),
  })
  .refine((v) => v.lines.length > 0 || v.shipping || v.amountCents !== undefined, { message: a.refundNothing, path: ["lines"] });
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** The audit log on screen (issue 44, decisions/0060): rows per page, newest first. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * GET /api/admin/audit.csv (owner only): the filters, each optional — an action ('order.status'), who did it (a member's
 * e-mail or 'sistema'), and days (YYYY-MM-DD, inclusive).
 */
export const auditFilterSchema = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** GET /api/admin/audit (owner only): the same filters, and the page. */
export const auditQuerySchema = auditFilterSchema.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
