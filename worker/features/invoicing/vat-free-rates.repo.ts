/**
 * The VAT a catalogue price holds (issue 44, docs/decisions/0054): prices are stored with Portugal's mainland VAT
 * included, at the rate of the product's tax category (vat_rates, region 'PT'). A delivery outside the EU's VAT
 * territory takes it out (shared/vat-free-prices.ts); this reads, for each product, the rate to take out.
 */
export function vatFreeRatesRepo(d1: D1Database) {
  return {
    /** Portugal's rate (basis points) of each product's tax category, by product id; a product without one is an error. */
    async ratesOf(productIds: number[]): Promise<Record<string, number>> {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return {};
      const { results } = await d1
        .prepare(
          `SELECT p.id AS id, r.rate_bp AS rate FROM products p JOIN vat_rates r ON r.region = 'PT' AND r.tax_category = p.tax_category
           WHERE p.id IN (${ids.map((_, i) => `?${i + 1}`).join(",")})`,
        )
        .bind(...ids)
        .all<{ id: number; rate: number }>();
      const rates = Object.fromEntries(results.map((r) => [String(r.id), r.rate]));
      // Charging a price with VAT still in it, or none taken out, would be wrong either way: fail loudly.
      const missing = ids.filter((id) => rates[String(id)] === undefined);
      if (missing.length) throw new Error(`no Portuguese VAT rate for products ${missing.join(", ")}`);
      return rates;
    },
  };
}
export type VatFreeRatesRepo = ReturnType<typeof vatFreeRatesRepo>;
