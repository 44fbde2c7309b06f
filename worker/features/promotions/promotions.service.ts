import type { z } from "zod";
import { promotionsCopy } from "../../../shared/copy/back-office/promotions";
import { BOM, csvRecord } from "../../../shared/csv";
import { decimalEuros } from "../../../shared/money";
import type { PromotionInput, promotionSchema } from "../../../shared/promotion-rules";
import { lisbonLocal } from "../../../shared/shop-day";
import { DomainError } from "../../lib/domain-error";
import type { PromotionsRepo } from "./promotions.repo";
import { readableCode } from "./readable-code";
import { resultsCsv } from "./results-csv";

const e = promotionsCopy.errors;
/** A bulk code: the owner's prefix and 8 characters of the alphabet without look-alikes (40 random bits). */
const BULK_CODE_LENGTH = 8;

const notFound = () => new DomainError("promotion_not_found", () => e.notFound);

/**
 * The back-office's promotions (issue 47, decisions/0076): owners create, edit, pause, end and report on them, and
 * generate a campaign's single-use codes. Every write is audited in its batch (promotions.repo.ts).
 */
export function promotionsService(repo: PromotionsRepo, now = () => new Date()) {
  /** The form's products (skus) as product ids; an unknown sku is refused naming it. */
  async function withProducts(form: z.output<typeof promotionSchema>): Promise<{ code: string | null; input: PromotionInput }> {
    const { productSkus, code, ...rest } = form;
    const found = await repo.productsBySku(productSkus);
    const unknown = productSkus.filter((s) => !found.some((f) => f.sku === s));
    if (unknown.length) throw new DomainError("promotion_invalid", () => e.products(unknown.join(", ")), "products");
    return { code, input: { ...rest, productIds: found.map((f) => f.id) } };
  }

  /** Active now, scheduled, expired (its end passed), paused or ended: what the list shows. */
  const stateOf = (p: { status: string; startsAt: string | null; endsAt: string | null }) => {
    const at = now().toISOString();
    if (p.status !== "active") return p.status as "paused" | "ended";
    if (p.endsAt && p.endsAt <= at) return "expired" as const;
    if (p.startsAt && p.startsAt > at) return "scheduled" as const;
    return "active" as const;
  };

  return {
    list: async () => (await repo.list()).map((p) => ({ ...p, state: stateOf(p) })),

    /** One promotion as its form shows it (Lisbon wall-clock times, skus), with its codes. */
    async get(id: string) {
      const p = await repo.byId(id);
      if (!p) throw notFound();
      const [skus, codes] = await Promise.all([repo.skusOf(p.productIds ?? []), repo.codesOf(id)]);
      return {
        promotion: { ...p, state: stateOf(p) },
        form: {
          name: p.name,
          code: codes.find((c) => !c.singleUse)?.code ?? "",
          kind: p.kind,
          percent: p.percent === null ? "" : String(p.percent),
          amount: p.amountCents === null ? "" : decimalEuros(p.amountCents),
          minOrder: p.minOrderCents ? decimalEuros(p.minOrderCents) : "",
          startsAt: p.startsAt ? lisbonLocal(new Date(p.startsAt)) : "",
          endsAt: p.endsAt ? lisbonLocal(new Date(p.endsAt)) : "",
          maxUses: p.maxUses === null ? "" : String(p.maxUses),
          maxUsesPerCustomer: p.maxUsesPerCustomer === null ? "" : String(p.maxUsesPerCustomer),
          firstPurchaseOnly: p.firstPurchaseOnly,
          saleItems: p.saleItems,
          categoryIds: p.categoryIds ?? [],
          products: skus.join(", "),
        },
        codes: codes.length,
        usedCodes: codes.filter((c) => c.uses > 0).length,
      };
    },

    /** A new promotion with its shared code (or none, for bulk codes later); a code that reads like another is refused. */
    async create(form: z.output<typeof promotionSchema>, actor: string) {
      const { code, input } = await withProducts(form);
      const id = crypto.randomUUID();
      if (!(await repo.create(id, code, input, actor))) throw new DomainError("promotion_code_taken", () => e.codeTaken, "code");
      return { id };
    },

    /** New terms for a promotion (its codes stay as they are): not the shop's own, and not one that ended. */
    async update(id: string, form: z.output<typeof promotionSchema>, actor: string) {
      const before = await repo.byId(id);
      if (!before) throw notFound();
      if (before.system) throw new DomainError("promotion_invalid", () => e.system);
      if (before.status === "ended") throw new DomainError("promotion_invalid", () => e.ended);
      const { input } = await withProducts(form);
      if (!(await repo.update(id, before, input, actor))) throw new DomainError("promotion_changed", () => e.changedMeanwhile);
    },

    /** Pause, resume or end (ending is for good); the shop's own promotion is not changed here. */
    async setStatus(id: string, status: "active" | "paused" | "ended", actor: string) {
      const before = await repo.byId(id);
      if (!before) throw notFound();
      if (before.system) throw new DomainError("promotion_invalid", () => e.system);
      if (before.status === "ended") throw new DomainError("promotion_invalid", () => e.ended);
      if (!(await repo.setStatus(id, status, actor)) && before.status !== status) throw new DomainError("promotion_changed", () => e.changedMeanwhile);
    },

    /** `count` new single-use codes for the campaign (drawn again in the unlikely case one reads like an existing code). */
    async generateCodes(id: string, count: number, prefix: string, actor: string) {
      const p = await repo.byId(id);
      if (!p) throw notFound();
      if (p.system) throw new DomainError("promotion_invalid", () => e.system);
      if (p.status === "ended") throw new DomainError("promotion_invalid", () => e.ended);
      for (let attempt = 0; attempt < 3; attempt++) {
        const codes = new Set<string>();
        while (codes.size < count) codes.add(readableCode(prefix, BULK_CODE_LENGTH));
        if (await repo.addCodes(id, [...codes], actor)) return { generated: codes.size };
      }
      throw new DomainError("promotion_code_taken", () => e.codeTaken, "prefix");
    },

    /** The promotion's codes as CSV (UTF-8 with BOM, ';' as spreadsheets in Portugal expect): code, used, when. */
    async codesCsv(id: string) {
      const p = await repo.byId(id);
      if (!p) throw notFound();
      const c = promotionsCopy.csv;
      const rows = await repo.codesOf(id);
      return {
        name: p.name,
        csv: `${BOM}${csvRecord([c.code, c.used, c.usedAt], ";")}${rows
          .map((r) => csvRecord([r.code, r.uses > 0 ? c.yes : c.no, r.redeemedAt ? lisbonLocal(new Date(r.redeemedAt)).replace("T", " ") : ""], ";"))
          .join("")}`,
      };
    },

    report: (from: string | null, to: string | null) => repo.report(from, to),

    /** The same report as CSV: one row per promotion. */
    reportCsv: async (from: string | null, to: string | null) => resultsCsv(promotionsCopy.table.name, await repo.report(from, to)),
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
