import type { ShippingOption } from "../../../shared/shipping";
import { ApiError } from "../../lib/errors";
import type { QuoteProvider, QuoteRequest } from "./quote-provider";

/** SPEC §7: the wholesale supplier's POST /shipping/orders.json, credential kept server-side. */
export function supplierQuoteProvider(config: { baseUrl: string; apiKey: string; timeoutMs: number }): QuoteProvider {
  const url = new URL("/shipping/orders.json", config.baseUrl).href;
  return {
    name: "supplier",
    async quote(req: QuoteRequest) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ order: { delivery: { isoCountry: req.isoCountry, postcode: req.postcode }, products: req.products } }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        if (err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError")) {
          throw new ApiError(504, "shipping_timeout", "A transportadora demorou demasiado a responder.");
        }
        throw new ApiError(502, "shipping_network_error", "Não foi possível contactar a transportadora.");
      }
      if (!res.ok) {
        console.warn("shipping supplier answered", res.status);
        throw new ApiError(502, "shipping_unavailable", "A transportadora não respondeu corretamente.");
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch (err) {
        if (err instanceof DOMException && err.name === "TimeoutError") throw new ApiError(504, "shipping_timeout", "A transportadora demorou demasiado a responder.");
        throw new ApiError(502, "shipping_bad_response", "A transportadora respondeu num formato inesperado.");
      }
      return parseSupplierOptions(body);
    },
  };
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : undefined);

function costToCents(v: unknown): number {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.replace(",", ".")) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
}

/**
 * Reads `shippingOptions[]` in both shapes SPEC describes — `{shippingService:{id,name,delay,carrierCode}, cost}`
 * or top-level `{id,name,delay,cost}` — with the fallbacks 'option-{index}', 'Entrega Padrão', 'N/A', 0,
 * sorted by cost ascending.
 */
export function parseSupplierOptions(body: unknown): ShippingOption[] {
  const list = (body as Raw | null)?.shippingOptions;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new ApiError(502, "shipping_bad_response", "A transportadora respondeu num formato inesperado.");
  return list
    .map((raw: unknown, index: number): ShippingOption => {
      const o = (raw ?? {}) as Raw;
      const service = (o.shippingService && typeof o.shippingService === "object" ? o.shippingService : {}) as Raw;
      return {
        id: str(service.id) ?? str(o.id) ?? `option-${index}`,
        name: str(service.name) ?? str(o.name) ?? "Entrega Padrão",
        delay: str(service.delay) ?? str(o.delay) ?? "N/A",
        carrierCode: str(service.carrierCode) ?? str(o.carrierCode) ?? null,
        costCents: costToCents(o.cost ?? service.cost),
      };
    })
    .sort((a, b) => a.costCents - b.costCents);
}
