import type { z } from "zod";
import { promotionsCopy } from "../../../shared/copy/back-office/promotions";
import type { scheduledSaleSchema } from "../../../shared/promotion-rules";
import { DomainError } from "../../lib/domain-error";
import { log } from "../../lib/log";
import type { PromotionsRepo } from "./promotions.repo";
import { resultsCsv } from "./results-csv";
import type { NewScheduledSale, ScheduledSalesRepo } from "./scheduled-sales.repo";

const e = promotionsCopy.errors;

/**
 * Scheduled sales (issue 47, decisions/0076): the owner schedules them (never two on one product or variant at overlapping times),
 * sees what one will touch before saving, and ends one early; the sales job starts and ends them on time. A sale due
 * already when saved starts at once.
 */
export function scheduledSalesService(repo: ScheduledSalesRepo, products: Pick<PromotionsRepo, "productsBySku">, now = () => new Date()) {
  /** The skus named: a product's covers it whole, a variant's (a size, a colour) that variant alone. */
  async function resolve(form: z.output<typeof scheduledSaleSchema>): Promise<NewScheduledSale> {
    const { skus, ...rest } = form;
    const found = await products.productsBySku(skus);
    const variants = await repo.variantsBySku(skus.filter((s) => !found.some((f) => f.sku === s)));
    const unknown = skus.filter((s) => !found.some((f) => f.sku === s) && !variants.some((v) => v.sku === s));
    if (unknown.length) throw new DomainError("promotion_invalid", () => e.products(unknown.join(", ")), "products");
    const productIds = found.map((f) => f.id);
    return { ...rest, productIds, variantIds: variants.filter((v) => !productIds.includes(v.productId)).map((v) => v.id) };
  }

  /** Starts what is due and ends what is over (idempotent: a second run, or two at once, changes nothing twice). */
  async function tick() {
    const at = now().toISOString();
    let started = 0;
    let ended = 0;
    let refused = 0;
    for (const sale of await repo.due(at)) {
      try {
        if (sale.action === "start" && (await repo.start(sale.id, at))) started++;
        if (sale.action === "end" && (await repo.end(sale.id, at))) ended++;
        if (sale.action === "lapse" && (await repo.close(sale.id, at, "ended"))) ended++;
      } catch (error) {
        // One sale refused (another one holds a product meanwhile): said in the log, the others still move.
        refused++;
        log("error", "scheduled sale not moved", { sale: sale.id, action: sale.action, error });
      }
    }
    return refused ? { started, ended, refused } : { started, ended };
  }

  return {
    tick,
    list: () => repo.list(),

    /** What the sale would touch: how many products and variants. */
    async preview(form: z.output<typeof scheduledSaleSchema>) {
      const sale = await resolve(form);
      return repo.reach(sale);
    },

    async create(form: z.output<typeof scheduledSaleSchema>, actor: string) {
      const sale = await resolve(form);
      const clash = await repo.overlapping(sale);
      if (clash.length) throw new DomainError("promotion_invalid", () => e.saleOverlap(clash.join(", ")), "categoryIds");
      const id = crypto.randomUUID();
      await repo.create(id, sale, actor);
      await tick();
      return { id };
    },

    /** 'Terminar': a running sale ends now (its prices back), a scheduled one never starts. */
    async end(id: string, actor: string) {
      const sale = await repo.byId(id);
      if (!sale) throw new DomainError("promotion_not_found", () => e.notFound);
      const at = now().toISOString();
      const done =
        sale.status === "running" ? await repo.end(id, at, "cancelled") : sale.status === "scheduled" ? await repo.close(id, at, "cancelled") : false;
      if (!done) throw new DomainError("promotion_invalid", () => e.saleNotOpen);
      await repo.auditEnd(id, actor);
    },

    report: (from: string | null, to: string | null) => repo.report(from, to),

    /** The same report as CSV: one row per sale. */
    reportCsv: async (from: string | null, to: string | null) => resultsCsv(promotionsCopy.sales.table.name, await repo.report(from, to)),
  };
}
export type ScheduledSalesService = ReturnType<typeof scheduledSalesService>;
