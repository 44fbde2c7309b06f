import { copies } from "../../../shared/copy";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { ShippingOption } from "../../../shared/shipping";
import { DomainError } from "../../lib/domain-error";
import { type FetchFailure, fetchJson } from "../../lib/fetch-json";
import type { QuoteProvider, QuoteRequest } from "./quote-provider";

const badResponse = () => new DomainError("shipping_bad_response", (t) => t.errors.shippingBadResponse);
const SUPPLIER_ERRORS: Record<FetchFailure, () => DomainError> = {
  timeout: () => new DomainError("shipping_timeout", (t) => t.errors.shippingTimeout),
  not_ok: () => new DomainError("shipping_unavailable", (t) => t.errors.shippingUnavailable),
  network: () => new DomainError("shipping_network_error", (t) => t.errors.shippingNetwork),
  bad_body: badResponse,
};

/** SPEC §7: the wholesale supplier's POST /shipping/orders.json, credential kept server-side. */
export function supplierQuoteProvider(config: { baseUrl: string; apiKey: string; timeoutMs: number }, fetchFn?: typeof fetch): QuoteProvider {
  const url = new URL("/shipping/orders.json", config.baseUrl).href;
  return {
    name: "supplier",
    async quote(req: QuoteRequest) {
      const body = await fetchJson(url, {
        service: "shipping supplier",
        bearer: config.apiKey,
        json: { order: { delivery: { isoCountry: req.isoCountry, postcode: req.postcode }, products: req.products } },
        timeoutMs: config.timeoutMs,
        fetch: fetchFn,
        fail: (failure) => SUPPLIER_ERRORS[failure](),
      });
      return parseSupplierOptions(body, req.lang ?? DEFAULT_LANG);
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
 * or top-level `{id,name,delay,cost}` — with the fallbacks 'option-{index}', 'Entrega Padrão' (in the shopper's
 * language: 'Envío estándar' for the Spanish shop; the order keeps the name it was quoted with), 'N/A', 0,
 * sorted by cost ascending.
 */
export function parseSupplierOptions(body: unknown, lang: Lang = DEFAULT_LANG): ShippingOption[] {
  const list = (body as Raw | null)?.shippingOptions;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw badResponse();
  return list
    .map((raw: unknown, index: number): ShippingOption => {
      const o = (raw ?? {}) as Raw;
      const service = (o.shippingService && typeof o.shippingService === "object" ? o.shippingService : {}) as Raw;
      return {
        id: str(service.id) ?? str(o.id) ?? `option-${index}`,
        name: str(service.name) ?? str(o.name) ?? copies[lang].delivery.defaultOptionName,
        delay: str(service.delay) ?? str(o.delay) ?? "N/A",
        carrierCode: str(service.carrierCode) ?? str(o.carrierCode) ?? null,
        costCents: costToCents(o.cost ?? service.cost),
      };
    })
    .sort((a, b) => a.costCents - b.costCents);
}
