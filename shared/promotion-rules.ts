import { z } from "zod";
import { promotionsCopy } from "./copy/back-office/promotions";
import { lisbonMoment } from "./shop-day";

/**
 * A promotion as the owner writes it (issue 47): the one rule list for the back-office's form and for
 * POST/PUT /api/admin/promotions. Euros are typed ('12,50' or '12.50', at most two decimals) and become cents; the
 * start and end are Lisbon's wall clock ('YYYY-MM-DDTHH:mm') and become UTC moments. Messages are the back-office's words.
 */
const e = promotionsCopy.errors;

/** What a code may hold: letters without accents, digits and hyphens (no spaces, no emoji), 4 to 24 of them. */
export const CODE_PATTERN = /^[A-Z0-9-]{4,24}$/;

const euros = (message: string, allowZero: boolean) =>
  z
    .string(message)
    .trim()
    .transform((v, ctx) => {
      const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(v === "" && allowZero ? "0" : v);
      const cents = m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : Number.NaN;
      if (!m || (!allowZero && cents <= 0)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

const limit = z
  .string(e.limit)
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    if (!/^\d{1,7}$/.test(v) || Number(v) < 1) {
      ctx.addIssue({ code: "custom", message: e.limit });
      return z.NEVER;
    }
    return Number(v);
  });

const moment = z
  .string(e.moment)
  .trim()
  .refine((v) => v === "" || lisbonMoment(v) !== null, e.moment);
const requiredMoment = moment.refine((v) => v !== "", e.moment);

/** A campaign's name: for the team only, on one line. */
const name = z
  .string(e.name)
  .trim()
  .min(2, e.name)
  .max(80, e.name)
  .regex(/^[^\r\n]*$/, e.name);

/** Products by their skus, as typed: separated by commas or spaces, each once. */
const skus = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => [...new Set(v.split(/[,\s]+/).filter(Boolean))]);

export const promotionSchema = z
  .strictObject({
    name,
    code: z
      .string(e.code)
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === "" || CODE_PATTERN.test(v), e.code),
    kind: z.enum(["percent", "amount", "free_delivery"]),
    percent: z.string(e.percent).trim(),
    amount: z.string(e.amount).trim(),
    minOrder: euros(e.minOrder, true),
    startsAt: moment,
    endsAt: moment,
    maxUses: limit,
    maxUsesPerCustomer: limit,
    firstPurchaseOnly: z.boolean(),
    saleItems: z.enum(["better", "excluded", "stacked"]),
    categoryIds: z.array(z.number().int().positive()).max(50),
    products: skus,
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && !(/^\d{1,3}$/.test(v.percent) && Number(v.percent) >= 1 && Number(v.percent) <= 100))
      ctx.addIssue({ code: "custom", message: e.percent, path: ["percent"] });
    if (v.kind === "amount" && euros(e.amount, false).safeParse(v.amount).success === false)
      ctx.addIssue({ code: "custom", message: e.amount, path: ["amount"] });
    const from = v.startsAt ? lisbonMoment(v.startsAt) : null;
    const to = v.endsAt ? lisbonMoment(v.endsAt) : null;
    if (from && to && to <= from) ctx.addIssue({ code: "custom", message: e.endBeforeStart, path: ["endsAt"] });
  })
  .transform((v) => ({
    name: v.name,
    code: v.code || null,
    kind: v.kind,
    percent: v.kind === "percent" ? Number(v.percent) : null,
    amountCents: v.kind === "amount" ? euros(e.amount, false).parse(v.amount) : null,
    minOrderCents: v.minOrder,
    startsAt: v.startsAt ? lisbonMoment(v.startsAt) : null,
    endsAt: v.endsAt ? lisbonMoment(v.endsAt) : null,
    maxUses: v.maxUses,
    maxUsesPerCustomer: v.maxUsesPerCustomer,
    firstPurchaseOnly: v.firstPurchaseOnly,
    saleItems: v.saleItems,
    categoryIds: v.categoryIds,
    productSkus: v.products,
  }));
/** What the form holds (strings as typed). */
export type PromotionForm = z.input<typeof promotionSchema>;
/** What the server stores once the skus are known as product ids. */
export type PromotionInput = Omit<z.output<typeof promotionSchema>, "productSkus" | "code"> & { productIds: number[] };

/** 'Gerar códigos': how many single-use codes, and an optional prefix ('PARCEIRO-'). */
export const bulkCodesSchema = z.strictObject({
  count: z.number(e.count).int(e.count).min(1, e.count).max(1000, e.count),
  prefix: z
    .string(e.prefix)
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9-]{0,12}$/.test(v), e.prefix),
});

export const promotionStatusSchema = z.strictObject({ status: z.enum(["active", "paused", "ended"]) });

/**
 * A scheduled sale as the owner writes it (issue 47): a whole percentage from 1 to 90 off the chosen categories or
 * products (at least one) between two Lisbon moments, the end after the start. The form's and POST /api/admin/sales' one rule.
 */
export const scheduledSaleSchema = z
  .strictObject({
    name,
    percent: z
      .string(e.salePercent)
      .trim()
      .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 90, e.salePercent)
      .transform(Number),
    startsAt: requiredMoment,
    endsAt: requiredMoment,
    categoryIds: z.array(z.number().int().positive()).max(50),
    products: skus,
  })
  .superRefine((v, ctx) => {
    const from = lisbonMoment(v.startsAt);
    const to = lisbonMoment(v.endsAt);
    if (from && to && to <= from) ctx.addIssue({ code: "custom", message: e.endBeforeStart, path: ["endsAt"] });
    if (v.categoryIds.length === 0 && v.products.length === 0) ctx.addIssue({ code: "custom", message: e.saleScope, path: ["categoryIds"] });
  })
  .transform((v) => ({
    name: v.name,
    percent: v.percent,
    startsAt: lisbonMoment(v.startsAt)!,
    endsAt: lisbonMoment(v.endsAt)!,
    categoryIds: v.categoryIds,
    /** Products' skus (each covered whole) or variants' (that size or colour alone). */
    skus: v.products,
  }));
export type ScheduledSaleForm = z.input<typeof scheduledSaleSchema>;

/** The results of promotions and sales over a range of payment times (ISO; either end open): the reports page's 'Descontos'. */
export const resultsRangeSchema = z.object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() });
