import { z } from "zod";

/** SPEC §2 calculator countries, plus ES Espanha (DESIGN §6.5). Default PT. */
export const SHIPPING_COUNTRIES = [
  { code: "PT", name: "Portugal", placeholder: "1000-001" },
  { code: "ES", name: "Espanha", placeholder: "28001" },
  { code: "BR", name: "Brasil", placeholder: "01001-000" },
  { code: "US", name: "Estados Unidos", placeholder: "10001" },
  { code: "CA", name: "Canadá", placeholder: "K1A 0B1" },
] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number]["code"];
export const DEFAULT_SHIPPING_COUNTRY: ShippingCountry = "PT";
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

const countryCodes = SHIPPING_COUNTRIES.map((c) => c.code) as [ShippingCountry, ...ShippingCountry[]];

/** Postal-code rules: PT NNNN-NNN, ES 5 digits, others non-empty. Dashes and spaces may be typed. */
export function postalCodeError(country: string, raw: string): string | null {
  const code = raw.trim();
  if (!code) return "Indique o código postal.";
  if (country === "PT" && !/^\d{4}-?\d{3}$/.test(code)) return "Código postal inválido para Portugal (formato 1000-001).";
  if (country === "ES" && !/^\d{5}$/.test(code)) return "Código postal inválido para Espanha (5 dígitos).";
  if (code.length > 12 || !/^[A-Za-z0-9 -]+$/.test(code)) return "Código postal inválido.";
  return null;
}

/** SPEC §5: dashes (and spaces) are removed before the code is sent to the quote provider. */
export function normalizePostalCode(raw: string): string {
  return raw.trim().replace(/[-\s]/g, "").toUpperCase();
}

export const cartLineSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int("Quantidade inválida").min(1, "A quantidade deve ser pelo menos 1").max(MAX_LINE_QUANTITY, "Quantidade demasiado alta"),
});

export const shippingQuoteSchema = z
  .object({
    country: z.enum(countryCodes, "País não suportado"),
    postalCode: z.string().max(20),
    items: z.array(cartLineSchema).min(1, "O carrinho está vazio").max(MAX_CART_LINES, "Demasiados produtos no carrinho"),
  })
  .superRefine((v, ctx) => {
    const err = postalCodeError(v.country, v.postalCode);
    if (err) ctx.addIssue({ code: "custom", message: err, path: ["postalCode"] });
    const seen = new Set<number>();
    v.items.forEach((it, i) => {
      if (seen.has(it.productId)) ctx.addIssue({ code: "custom", message: "Produto repetido no carrinho", path: ["items", i, "productId"] });
      seen.add(it.productId);
    });
  });
export type ShippingQuoteRequest = z.infer<typeof shippingQuoteSchema>;

/** SPEC §3 shipping option (cost in cents below the UI). */
export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
  delay: string;
  carrierCode: string | null;
}

export const cartRefreshSchema = z.object({
  ids: z.array(z.number().int().positive()).max(MAX_CART_LINES),
});
