import { z } from "zod";
import { LISTING_SORTS, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_SORTS } from "./constants";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug inválido").max(80);
const euros = z.coerce.number("deve ser um número").finite("deve ser um número").min(0, "não pode ser negativo").max(100_000);
const page = z.coerce.number().int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").max(100_000).default(1);

export const listingQuerySchema = z
  .object({
    category: slug.optional(),
    subcategory: slug.optional(),
    min: euros.optional(),
    max: euros.optional(),
    sort: z.enum(LISTING_SORTS).default("featured"),
    page,
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: "o preço mínimo não pode ser maior que o máximo",
    path: ["min"],
  });
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_CHARS, "Digite pelo menos 2 caracteres para buscar produtos")
    .max(SEARCH_MAX_CHARS),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  limit: z.coerce.number().int().min(1).max(52).optional(),
  page,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const productIdSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, "id de produto inválido"),
});

export const newsletterSchema = z.object({
  email: z.email("Por favor, digite um e-mail válido").max(254),
});
