/**
 * The demo catalogue's VAT categories (issue 33, decisions/0044): child car seats and carrycots for cars are in CIVA's
 * Lista I (item 2.11), the reduced rate; everything else is normal. Migration 0027 ran the same statement once over
 * the catalogues that existed then.
 */
export const CAR_SEATS_REDUCED_VAT =
  "UPDATE products SET tax_category = 'reduced' WHERE subcategory_id IN (SELECT id FROM subcategories WHERE slug = 'cadeira-auto')";
